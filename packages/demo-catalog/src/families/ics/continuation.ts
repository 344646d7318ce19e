// Shared by the IC capacity files (see capacity.ts): the capacity families that continue existing ones (Family.after), so
// the parts made before the family they continue runs out stay exactly where they were, and a
// value grid helper for the option axes (output voltage, threshold) real ordering codes carry.
import type { Family } from '../family';

/** The family as a continuation of `after`: it takes over that family's share (its own weight is unused). */
export const cont = (after: string, family: Family): Family => ({ ...family, weight: 0, after });

/** lo, lo + step, … hi, rounded to the step's decimals. */
export function steps(lo: number, hi: number, step: number): number[] {
  const out: number[] = [];
  for (let index = 0; lo + index * step <= hi + 1e-9; index++) out.push(Math.round((lo + index * step) * 1000) / 1000);
  return out;
}

/** Price rounded to four decimals. */
export const price4 = (price: number): number => Math.round(price * 10000) / 10000;
