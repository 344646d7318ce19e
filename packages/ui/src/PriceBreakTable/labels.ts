// The component's English texts, apart from its code: a page's language pack imports them without the component.
import type { PriceBreakTableLabels } from './PriceBreakTable';

/** The table's English texts: the default of `labels` (`caption` and `emptyText` props win over them). */
export const priceBreakTableLabels: PriceBreakTableLabels = {
  quantity: 'Qty',
  unitPrice: 'Unit Price',
  extendedPrice: 'Ext. Price',
  current: '(your price)',
  caption: 'Price breaks',
  empty: 'No Data',
};
