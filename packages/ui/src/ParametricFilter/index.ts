export { ParametricFilter, parametricFilterModes, parametricFilterLabels } from './ParametricFilter';
export type { ParametricFilterProps, ParametricFilterLabels, Facet, FacetOption } from './ParametricFilter';
export { filterQuery, toggleFacetValue } from './filterQuery';
export type { FacetSelection } from './filterQuery';
