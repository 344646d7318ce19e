export { Breadcrumbs, capitalizeEntry, breadcrumbsLabels } from './Breadcrumbs';
export type { BreadcrumbsProps, BreadcrumbItem, BreadcrumbsLabels } from './Breadcrumbs';
