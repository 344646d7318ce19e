export { DataTable, columnAligns, sortDirections } from './DataTable';
export type { DataTableProps, DataTableColumn, DataTableSort, SortDirection } from './DataTable';
