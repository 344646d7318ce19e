export { EmptyLayout, emptyLayoutAligns } from './EmptyLayout';
export type { EmptyLayoutProps } from './EmptyLayout';
