export { LineItems, LineItem, lineItemColumns, lineItemsLabels } from './LineItems';
export type { LineItemsProps, LineItemProps, LineItemColumn, LineItemsLabels } from './LineItems';
