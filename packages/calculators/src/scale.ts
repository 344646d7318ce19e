/** Returns significand × 10^exponent as the double nearest the decimal (47, -1 → 4.7, not 4.700000000000001). */
export function timesPowerOfTen(significand: number, exponent: number): number {
  // Dividing by an exact power of ten rounds once; multiplying by 10 ** -1 would round twice.
  return exponent >= 0 ? significand * 10 ** exponent : significand / 10 ** -exponent;
}

/** Returns the power-of-ten exponent e with 10^e ≤ |value| < 10^(e+1), robust to log10 rounding. */
export function decadeOf(value: number): number {
  const magnitude = Math.abs(value);
  let exponent = Math.floor(Math.log10(magnitude));
  if (timesPowerOfTen(1, exponent) > magnitude) exponent -= 1;
  else if (timesPowerOfTen(1, exponent + 1) <= magnitude) exponent += 1;
  return exponent;
}
