export { Pagination, paginationLabels } from './Pagination';
export type { PaginationProps, PaginationLabels } from './Pagination';
export { paginationRange, maxListingPages } from './paginationRange';
export type { PageItem } from './paginationRange';
