export { EmptyState, emptyStateElements } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
