import { productCardLabels } from '@ferrite/ui';

/** English for the kit's ProductCard (its own strings), loaded with the pages that show it. */
export const kitProductCard = { ...productCardLabels };
