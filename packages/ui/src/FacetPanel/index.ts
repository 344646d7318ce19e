export { FacetPanel, facetPanelLabels } from './FacetPanel';
export type { FacetPanelProps, FacetPanelLabels } from './FacetPanel';
