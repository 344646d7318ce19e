export { DataTable, sortDirections, dataTableLabels } from './DataTable';
export type { DataTableProps, DataTableColumn, DataTableSort, SortDirection, DataTableLabels } from './DataTable';
export { Table, TableRow, TableCell, columnAligns, tableLayouts } from './Table';
export type { TableProps, TableRowProps, TableCellProps, TableColumn, TableLayout } from './Table';
