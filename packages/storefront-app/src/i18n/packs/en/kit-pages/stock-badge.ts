import { stockBadgeLabels } from '@ferrite/ui';

/** English for the kit's StockBadge (its own strings), in the first load (i18n/load.ts): strings only, apart from the component. */
export const kitStockBadge = { ...stockBadgeLabels };
