import { facetLinksLabels, facetPanelLabels } from '@ferrite/ui/shop';

/** English for the kit's FacetPanel and FacetLinks (their own strings), in the first load (i18n/load.ts): strings only, apart from the components. */
export const kitFacetPanel = { ...facetPanelLabels, ...facetLinksLabels };
