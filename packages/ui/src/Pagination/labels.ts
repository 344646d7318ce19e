// The component's English texts, apart from its code: a page's language pack imports them without the component.
import type { PaginationLabels } from './Pagination';

/** The pagination's English texts: the default of `labels` (the single-text props win over them). */
export const paginationLabels: PaginationLabels = {
  nav: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {page}',
};
