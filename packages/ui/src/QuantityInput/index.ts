export { QuantityInput } from './QuantityInput';
export { quantityInputLabels } from './labels';
export type { QuantityInputProps, QuantityInputLabels } from './QuantityInput';
export { parseQuantity, quantityAdjustment, snapQuantity } from './snapQuantity';
export type { QuantityAdjustment, QuantityRules } from './snapQuantity';
