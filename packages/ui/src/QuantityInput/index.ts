export { QuantityInput, quantityInputLabels } from './QuantityInput';
export type { QuantityInputProps, QuantityInputLabels } from './QuantityInput';
export { snapQuantity } from './snapQuantity';
export type { QuantityRules } from './snapQuantity';
