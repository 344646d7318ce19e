import type { TaxQuote } from '@ferrite/contract/buying';

/**
 * Tax rules (docs/decisions/buying-shipping-and-tax.md). We sell to consumers and businesses alike from a
 * warehouse in Texas:
 * - EU destinations: VAT at the destination country's standard rate (the OSS/IOSS rule for
 *   distance sales), on goods plus shipping. No reverse charge for VAT ids yet.
 * - United Kingdom: UK VAT 20 % on goods plus shipping (the seller collects it).
 * - United States: Texas sales tax at the state rate, 6.25 %, on goods plus shipping, for
 *   deliveries to Texas (our only nexus); other states and US territories: none collected.
 * - Everywhere else: nothing collected; import duties and taxes are the recipient's (DAP).
 * Rates are integer basis points; tax is rounded half up to the cent once, on the taxable total.
 */

/** Standard VAT rates of the EU member states, in basis points (as of 1 August 2025). */
export const EU_VAT_BASIS_POINTS: Record<string, number> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  HR: 2500,
  CY: 1900,
  CZ: 2100,
  DK: 2500,
  EE: 2400,
  FI: 2550,
  FR: 2000,
  DE: 1900,
  GR: 2400,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LV: 2100,
  LT: 2100,
  LU: 1700,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SK: 2300,
  SI: 2200,
  ES: 2100,
  SE: 2500,
};
export const UK_VAT_BASIS_POINTS = 2000;
export const TEXAS_SALES_TAX_BASIS_POINTS = 625;

const percent = (bp: number) => `${(bp / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** Is a US state field Texas ('TX', 'Texas', any case and spacing)? */
export function isTexas(state: string): boolean {
  const s = state.trim().toLowerCase().replace(/\./g, '');
  return s === 'tx' || s === 'texas';
}

/** Rounds taxable × rate half up to whole cents, in integers only. */
export function taxCents(taxableCents: number, basisPoints: number): number {
  return Number((BigInt(taxableCents) * BigInt(basisPoints) + 5_000n) / 10_000n);
}

export function taxFor(country: string, state: string, subtotalCents: number, shippingCents: number): TaxQuote {
  const taxable = subtotalCents + shippingCents;
  const quote = (label: string, bp: number): TaxQuote => ({
    Label: label,
    RateBasisPoints: bp,
    TaxableCents: bp > 0 ? taxable : 0,
    TaxCents: bp > 0 ? taxCents(taxable, bp) : 0,
  });
  const eu = EU_VAT_BASIS_POINTS[country];
  if (eu !== undefined) return quote(`VAT ${country} ${percent(eu)}`, eu);
  if (country === 'GB') return quote(`UK VAT ${percent(UK_VAT_BASIS_POINTS)}`, UK_VAT_BASIS_POINTS);
  if (country === 'US') {
    if (isTexas(state)) return quote(`Texas sales tax ${percent(TEXAS_SALES_TAX_BASIS_POINTS)}`, TEXAS_SALES_TAX_BASIS_POINTS);
    return quote('No sales tax (shipped out of state)', 0);
  }
  if (!country) return quote('Tax is worked out from the delivery address', 0);
  return quote('No tax collected (export: import duties and taxes are paid by the recipient)', 0);
}
