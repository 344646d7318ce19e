// The component's English texts, apart from its code: a page's language pack imports them without the component.
import type { FacetPanelLabels } from './FacetPanel';

/** The panel's English texts: the default of `labels`. */
export const facetPanelLabels: FacetPanelLabels = {
  filters: 'Filters',
  filtersCount: 'Filters ({count})',
  close: 'Close',
  showResults: 'Show results',
};
