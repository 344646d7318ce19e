export { PriceBreakTable } from './PriceBreakTable';
export { priceBreakTableLabels } from './labels';
export type { PriceBreakTableProps, PriceBreakTableLabels } from './PriceBreakTable';
export { formatPrice, priceBreakFor, currencies } from './price';
export type { Currency, PriceBreak } from './price';
