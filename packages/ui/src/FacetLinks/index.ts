export { FacetLinks, facetLinksLabels } from './FacetLinks';
export type { FacetLinksProps, FacetLinksItem, FacetLinksLabels } from './FacetLinks';
