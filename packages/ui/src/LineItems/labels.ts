// The component's English texts, apart from its code: a page's language pack imports them without the component.
import type { LineItemsLabels } from './LineItems';

/** The lines' English texts: the default of `labels`. */
export const lineItemsLabels: LineItemsLabels = {
  lineNo: '#',
  part: 'Part',
  description: 'Description',
  availability: 'Availability',
  unitPrice: 'Unit price',
  quantity: 'Quantity',
  amount: 'Amount',
  remove: 'Remove',
  select: 'Select',
};
