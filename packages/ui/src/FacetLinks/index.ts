export { FacetLinks } from './FacetLinks';
export { facetLinksLabels } from './labels';
export type { FacetLinksProps, FacetLinksItem, FacetLinksLabels } from './FacetLinks';
