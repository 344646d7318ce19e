// The component's English texts, apart from its code: a page's language pack imports them without the component.
import type { StockBadgeLabels } from './StockBadge';

/** The badge's English status texts: the default of `labels`. */
export const stockBadgeLabels: StockBadgeLabels = {
  inStock: 'In Stock',
  low: 'Low Stock',
  out: 'Out of Stock',
  onRequest: 'On Request',
};
