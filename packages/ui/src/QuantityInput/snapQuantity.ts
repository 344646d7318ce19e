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
