export { Sidebar, sidebarViews, sidebarCartLimit, sidebarHrefs, sidebarLabels } from './Sidebar';
export type { SidebarProps, SidebarView, SidebarLabels, SidebarHrefs, CartLine, SidebarProduct } from './Sidebar';
