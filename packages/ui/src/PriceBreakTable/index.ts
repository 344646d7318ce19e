export { PriceBreakTable, priceBreakTableLabels } from './PriceBreakTable';
export type { PriceBreakTableProps, PriceBreakTableLabels } from './PriceBreakTable';
export { formatPrice, priceBreakFor, currencies } from './price';
export type { Currency, PriceBreak } from './price';
