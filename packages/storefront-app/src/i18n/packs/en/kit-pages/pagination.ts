import { paginationLabels } from '@ferrite/ui';

/** English for the kit's Pagination (its own strings), in the first load (i18n/load.ts): strings only, apart from the component. */
export const kitPagination = { ...paginationLabels };
