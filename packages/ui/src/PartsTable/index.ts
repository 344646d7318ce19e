export { PartsTable, partsTableLabels } from './PartsTable';
export type { PartsTableProps, PartsTableItem, PartsTableBreak, PartsTableLabels } from './PartsTable';
