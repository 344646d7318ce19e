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

/** Which rule moved a quantity: the minimum, the order multiple or the maximum. */
export type QuantityAdjustment = 'minimum' | 'multiple' | 'maximum';

/**
 * Why `snapQuantity` gives another quantity (pieces) than the one asked for, or undefined when it
 * gives the same: the maximum when it lowered it; the minimum when it was below the lowest quantity
 * the rules allow and that is more than one multiple; else the order multiple (a part sold in 250s
 * with an MOQ of 250 is "sold in multiples of 250", whatever was typed).
 */
export function quantityAdjustment(quantity: number, rules: QuantityRules): QuantityAdjustment | undefined {
  const snapped = snapQuantity(quantity, rules);
  if (snapped === quantity) return undefined;
  if (snapped < quantity) return 'maximum';
  const lowest = snapQuantity(rules.min, rules);
  return quantity < lowest && lowest > Math.max(1, rules.step) ? 'minimum' : 'multiple';
}

/** Digits, or digits in groups of three after a first group of one to three (`1,000`, `1.000`, `1 000`). */
const WHOLE_NUMBER = /^(?:\d+|\d{1,3}(?:([,.' \u00a0\u202f\u2019])\d{3})(?:\1\d{3})*)$/;

/**
 * Reads a typed quantity (pieces): a whole number, with or without thousands separators. Anything
 * else (empty, a decimal like `1.5`, a sign, letters) is `null`: not a quantity, so nothing changes.
 */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const quantity = Number(trimmed.replace(/\D/g, ''));
  return Number.isSafeInteger(quantity) ? quantity : null;
}
