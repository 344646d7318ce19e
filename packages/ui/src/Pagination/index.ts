export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { paginationRange, maxListingPages } from './paginationRange';
export type { PageItem } from './paginationRange';
