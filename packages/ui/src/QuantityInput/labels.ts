// The component's English texts, apart from its code: a page's language pack imports them without the component.
import type { QuantityInputLabels } from './QuantityInput';

/** The field's English texts: the default of `labels` (the single-text props win over them). */
export const quantityInputLabels: QuantityInputLabels = {
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  rules: 'Min. {min} · Multiples of {step}',
  adjusted: '{quantity} will be added: {reason}',
  reasonMinimum: 'the minimum order is {min}',
  reasonMultiple: 'sold in multiples of {step}',
  reasonMaximum: 'only {max} available',
};
