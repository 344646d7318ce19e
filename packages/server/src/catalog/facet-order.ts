const SI_PREFIX: Record<string, number> = { p: 1e-12, n: 1e-9, µ: 1e-6, u: 1e-6, m: 1e-3, k: 1e3, K: 1e3, M: 1e6, G: 1e9 };

/** '4.7 kΩ' → 4700, '100 nF' → 1e-7, '±1%' → 1; undefined when the value is not a quantity. */
export function quantityOf(value: string): number | undefined {
  const match = /^[±+]?(-?\d+(?:\.\d+)?)\s*([pnµumkKMG]?)/.exec(value.trim());
  if (!match) return undefined;
  const number = Number(match[1]);
  const prefix = match[2] ?? '';
  // 'm' alone could be metres or milli; a lone unit letter after the number is treated as a prefix
  // only when a unit follows it ('mA', 'mm', 'mW'), which the generator's values always have.
  return number * (SI_PREFIX[prefix] ?? 1);
}

/** Facet values in the order a person expects: by quantity where both are quantities, else by text. */
export function compareFacetValues(a: string, b: string): number {
  const qa = quantityOf(a);
  const qb = quantityOf(b);
  if (qa !== undefined && qb !== undefined && qa !== qb) return qa - qb;
  return a.localeCompare(b, 'en', { numeric: true });
}
