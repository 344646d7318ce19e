export { ParametricFilter, parametricFilterModes } from './ParametricFilter';
export { parametricFilterLabels } from './labels';
export type { ParametricFilterProps, ParametricFilterLabels, Facet, FacetOption } from './ParametricFilter';
export { filterQuery, toggleFacetValue } from './filterQuery';
export type { FacetSelection } from './filterQuery';
