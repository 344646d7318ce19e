import { facetLinksLabels, facetPanelLabels } from '@ferrite/ui/shop';

/** English for the kit's FacetPanel and FacetLinks (their own strings), loaded with the pages that show them. */
export const kitFacetPanel = { ...facetPanelLabels, ...facetLinksLabels };
