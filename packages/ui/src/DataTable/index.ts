export { DataTable, sortDirections } from './DataTable';
export { dataTableLabels } from './labels';
export type { DataTableProps, DataTableColumn, DataTableSort, SortDirection, DataTableLabels } from './DataTable';
export { Table, TableRow, TableCell, columnAligns, tableLayouts } from './Table';
export type { TableProps, TableRowProps, TableCellProps, TableColumn, TableLayout } from './Table';
