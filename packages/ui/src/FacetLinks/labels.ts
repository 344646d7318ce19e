// The component's English texts, apart from its code: a page's language pack imports them without the component.
import type { FacetLinksLabels } from './FacetLinks';

/** The list's English texts: the default of `labels`. */
export const facetLinksLabels: FacetLinksLabels = { selected: '(selected)' };
