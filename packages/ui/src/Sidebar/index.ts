export { Sidebar, sidebarViews, sidebarCartLimit, sidebarHrefs } from './Sidebar';
export type { SidebarProps, SidebarView, SidebarHrefs, CartLine, SidebarProduct } from './Sidebar';
export { sidebarLabels } from './labels';
export type { SidebarLabels } from './labels';
