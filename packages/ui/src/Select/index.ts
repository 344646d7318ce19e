export { Select, selectLabels } from './Select';
export type { SelectProps, SelectOption, SelectLabels } from './Select';
