import { stockBadgeLabels } from '@ferrite/ui';

/** English for the kit's StockBadge (its own strings), loaded with the pages that show it. */
export const kitStockBadge = { ...stockBadgeLabels };
