import { paginationLabels } from '@ferrite/ui';

/** English for the kit's Pagination (its own strings), loaded with the pages that show it. */
export const kitPagination = { ...paginationLabels };
