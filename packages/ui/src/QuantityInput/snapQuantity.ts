/** Order-quantity rules: a minimum (MOQ), a step (order multiple) and an optional maximum (stock). */
export type QuantityRules = { min: number; step: number; max?: number };

/**
 * Snaps a quantity (pieces) to the rules: up to the next multiple of `step`, at least the smallest
 * multiple ≥ `min`, at most the largest multiple ≤ `max`. Not-a-number becomes the minimum.
 */
export function snapQuantity(quantity: number, { min, step, max }: QuantityRules): number {
  const safeStep = step > 0 ? step : 1;
  const lowest = Math.ceil(min / safeStep) * safeStep;
  if (!Number.isFinite(quantity)) return lowest;
  let snapped = Math.max(Math.ceil(quantity / safeStep) * safeStep, lowest);
  if (max !== undefined) {
    const highest = Math.floor(max / safeStep) * safeStep;
    if (highest >= lowest) snapped = Math.min(snapped, highest);
  }
  return snapped;
}
