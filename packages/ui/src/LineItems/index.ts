export { LineItems, LineItem, lineItemColumns } from './LineItems';
export { lineItemsLabels } from './labels';
export type { LineItemsProps, LineItemProps, LineItemColumn, LineItemsLabels } from './LineItems';
