export { FacetPanel } from './FacetPanel';
export { facetPanelLabels } from './labels';
export type { FacetPanelProps, FacetPanelLabels } from './FacetPanel';
