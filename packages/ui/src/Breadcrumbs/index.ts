export { Breadcrumbs, capitalizeEntry } from './Breadcrumbs';
export { breadcrumbsLabels } from './labels';
export type { BreadcrumbsProps, BreadcrumbItem, BreadcrumbsLabels } from './Breadcrumbs';
