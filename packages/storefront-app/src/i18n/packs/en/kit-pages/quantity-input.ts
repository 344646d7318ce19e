import { quantityInputLabels } from '@ferrite/ui';

/** English for the kit's QuantityInput (its own strings), in the first load (i18n/load.ts): strings only, apart from the component. */
export const kitQuantityInput = { ...quantityInputLabels };
