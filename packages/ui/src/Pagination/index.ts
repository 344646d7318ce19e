export { Pagination } from './Pagination';
export { paginationLabels } from './labels';
export type { PaginationProps, PaginationLabels } from './Pagination';
export { paginationRange, maxListingPages } from './paginationRange';
export type { PageItem } from './paginationRange';
