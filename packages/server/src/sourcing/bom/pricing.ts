/**
 * Order quantities and prices of one BOM line. Money is integer millionths of a US dollar
 * (unitPriceMicros, as parts store it); totals are micros too and become cents only for display.
 */

export interface PriceBreak {
  qty: number;
  unitPriceMicros: number;
}

export interface PricingPart {
  moq: number;
  orderMultiple: number;
  priceBreaks: readonly PriceBreak[];
}

/** Builds and attrition as the buyer sets them. */
export interface BuildPlan {
  /** Boards to build, 1 or more. */
  builds: number;
  /** Extra pieces for machine loss, in percent (0–100, one decimal). */
  attritionPercent: number;
}

export const MAX_BUILDS = 100_000;
export const MAX_ATTRITION_PERCENT = 100;

/** Pieces needed: per board × builds, plus attrition, rounded up to whole pieces. */
export function requiredQuantity(perBoard: number, plan: BuildPlan): number {
  const tenths = Math.round(plan.attritionPercent * 10);
  // Integer arithmetic, ceil(q × b × (1000 + a) / 1000): a float 1.1 × 100 would be 110.00000000000001 and round to 111.
  const numerator = perBoard * plan.builds * (1000 + tenths);
  return Math.floor((numerator + 999) / 1000);
}

/** The smallest orderable quantity at or above `wanted`: at least the MOQ, in whole order multiples. */
export function roundToOrderable(wanted: number, part: Pick<PricingPart, 'moq' | 'orderMultiple'>): number {
  const multiple = Math.max(1, part.orderMultiple);
  const atLeast = Math.max(wanted, part.moq, 1);
  return Math.ceil(atLeast / multiple) * multiple;
}

/** Unit price at a quantity: the break with the largest qty not above it (the first break below the MOQ). */
export function unitPriceAt(quantity: number, breaks: readonly PriceBreak[]): number {
  let price = breaks[0]?.unitPriceMicros ?? 0;
  for (const b of breaks) if (b.qty <= quantity) price = b.unitPriceMicros;
  return price;
}

export interface LinePrice {
  /** What the line needs (after builds and attrition). */
  required: number;
  /** Rounded to MOQ and multiples. */
  rounded: number;
  /** What we order: `rounded`, or a higher break where that costs less in total. */
  orderQuantity: number;
  unitPriceMicros: number;
  totalMicros: number;
  /** What ordering `orderQuantity` saves against ordering `rounded`; 0 when not raised. */
  savingMicros: number;
  /** The break we raised to, if any. */
  raisedToBreak: number | null;
}

/**
 * Prices a line: the required quantity rounded up to MOQ and order multiples, then raised to the
 * price break (itself rounded to the multiples) that gives the lowest total, if one is strictly
 * cheaper than the rounded quantity. Buying 100 at $0.010 beats 90 at $0.012, and the saving is shown.
 */
export function priceLine(required: number, part: PricingPart): LinePrice {
  const rounded = roundToOrderable(required, part);
  const totalAt = (q: number) => q * unitPriceAt(q, part.priceBreaks);
  let orderQuantity = rounded;
  let best = totalAt(rounded);
  let raisedToBreak: number | null = null;
  for (const b of part.priceBreaks) {
    if (b.qty <= rounded) continue;
    const candidate = roundToOrderable(b.qty, part);
    const total = totalAt(candidate);
    if (total < best) {
      best = total;
      orderQuantity = candidate;
      raisedToBreak = b.qty;
    }
  }
  const roundedTotal = totalAt(rounded);
  if (!Number.isSafeInteger(roundedTotal) || !Number.isSafeInteger(best)) throw new RangeError('The line total is too large to price.');
  return {
    required,
    rounded,
    orderQuantity,
    unitPriceMicros: unitPriceAt(orderQuantity, part.priceBreaks),
    totalMicros: best,
    savingMicros: roundedTotal - best,
    raisedToBreak,
  };
}

/** Micros to whole cents, half up: what totals show and orders store. */
export function microsToCents(micros: number): number {
  return Math.floor((micros + 5_000) / 10_000);
}
