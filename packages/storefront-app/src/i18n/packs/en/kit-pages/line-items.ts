import { lineItemsLabels } from '@ferrite/ui/shop';

/** English for the kit's LineItems (its own strings), loaded with the pages that show it. */
export const kitLineItems = { ...lineItemsLabels };
