import { priceBreakTableLabels } from '@ferrite/ui';

/** English for the kit's PriceBreakTable (its own strings), in the first load (i18n/load.ts): strings only, apart from the component. */
export const kitPriceBreakTable = { ...priceBreakTableLabels };
