// The component's English texts, apart from its code: a page's language pack imports them without the component.
import type { PartsTableLabels } from './PartsTable';

/** The table's English texts: the default of `labels`. */
export const partsTableLabels: PartsTableLabels = {
  partNumber: 'Part number',
  description: 'Description',
  stock: 'Stock',
  price: 'Price',
  actions: 'Actions',
  empty: 'No parts match.',
};
