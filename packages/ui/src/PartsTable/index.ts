export { PartsTable } from './PartsTable';
export { partsTableLabels } from './labels';
export type { PartsTableProps, PartsTableItem, PartsTableBreak, PartsTableLabels } from './PartsTable';
