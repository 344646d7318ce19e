export { StockBadge, stockStatusOf, stockStatuses } from './StockBadge';
export { stockBadgeLabels } from './labels';
export type { StockBadgeProps, StockStatus, StockBadgeLabels } from './StockBadge';
