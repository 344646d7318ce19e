import { facetPanelLabels } from '@ferrite/ui/shop';

/** English for the kit's FacetPanel (its own strings), loaded with the pages that show it. */
export const kitFacetPanel = { ...facetPanelLabels };
