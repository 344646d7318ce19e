export { StockBadge, stockStatusOf, stockStatuses, stockBadgeLabels } from './StockBadge';
export type { StockBadgeProps, StockStatus, StockBadgeLabels } from './StockBadge';
