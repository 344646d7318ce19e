export { QuantityInput } from './QuantityInput';
export type { QuantityInputProps } from './QuantityInput';
export { snapQuantity } from './snapQuantity';
export type { QuantityRules } from './snapQuantity';
