export { StockBadge, stockStatusOf, stockStatuses } from './StockBadge';
export type { StockBadgeProps, StockStatus, StockBadgeLabels } from './StockBadge';
