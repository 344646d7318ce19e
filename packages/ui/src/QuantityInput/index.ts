export { QuantityInput, quantityInputLabels } from './QuantityInput';
export type { QuantityInputProps, QuantityInputLabels } from './QuantityInput';
export { parseQuantity, snapQuantity } from './snapQuantity';
export type { QuantityRules } from './snapQuantity';
