// The component's English texts, apart from its code: a page's language pack imports them without the component.
import type { ParametricFilterLabels } from './ParametricFilter';

/** The filter's English texts: the default of `labels`. */
export const parametricFilterLabels: ParametricFilterLabels = {
  title: 'Filters',
  apply: 'Apply Filters',
  clear: 'Clear All',
  selected: '(selected)',
  empty: 'No Data',
};
