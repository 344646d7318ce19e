// The component's English texts, apart from its code: a page's language pack imports them without the component.
import type { DataTableLabels } from './DataTable';

/** The table's English texts: the default of `labels` (`emptyText` and `loadingText` win over them). */
export const dataTableLabels: DataTableLabels = {
  empty: 'No Data',
  loading: 'Loading',
};
