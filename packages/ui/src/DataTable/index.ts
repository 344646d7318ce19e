export { DataTable, columnAligns, sortDirections, dataTableLabels } from './DataTable';
export type { DataTableProps, DataTableColumn, DataTableSort, SortDirection, DataTableLabels } from './DataTable';
