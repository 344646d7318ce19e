import { priceBreakTableLabels } from '@ferrite/ui';

/** English for the kit's PriceBreakTable (its own strings), loaded with the pages that show it. */
export const kitPriceBreakTable = { ...priceBreakTableLabels };
