import { quantityInputLabels } from '@ferrite/ui';

/** English for the kit's QuantityInput (its own strings), loaded with the pages that show it. */
export const kitQuantityInput = { ...quantityInputLabels };
