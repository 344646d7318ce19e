import type { z } from 'zod';
import type * as schemas from './currency';
import type * as site from './site';

/**
 * Currencies (docs/product.md §3, §9) and the one conversion both sides use. Catalogue prices are millionths
 * of a US dollar; a rate is units of a currency per US dollar, kept as decimal text so it never
 * passes through a float on its way to an amount that is charged.
 */

/** Catalogue prices and rates are in US dollars. */
export const BASE_CURRENCY = 'USD';
/** Decimal places a rate may have (the column is NUMERIC(20,10)). */
export const RATE_DECIMALS = 10;
/** Largest rate accepted: more units per dollar than any currency with cents has. */
export const MAX_RATE = 1_000_000;

export type CurrencyOption = z.output<typeof schemas.currencyOption>;
export type CurrencyRate = z.output<typeof schemas.currencyRate>;
export type ExchangeRateList = z.output<typeof schemas.exchangeRateList>;
export type ExchangeRateResult = z.output<typeof schemas.exchangeRateResult>;

/** The site address for each language of the region menu (docs/product.md §7 GET /Home/GetMaps). */
export type SiteMaps = z.output<typeof site.siteMaps>;

export const CURRENCY_MESSAGES = {
  code: 'must be a three-letter currency code such as USD or EUR',
  amount: 'must be a number of at least 0 with at most 6 decimal places, such as 12.50',
  amountTooLarge: 'must be at most 1,000,000,000,000',
  date: 'must be a date written YYYY-MM-DD',
  amountNeeded: 'amount: give an amount to convert, such as amount=12.50',
  unknown: (code: string, offered: string[]) => `We have no exchange rate for ${code}. Currencies offered: ${offered.join(', ')}.`,
  noRateOn: (code: string, date: string) => `We have no exchange rate for ${code} on or before ${date}.`,
} as const;

// ---------------------------------------------------------------- exact conversion

const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);

/** Decimal text ('0.8532', '1', '1.5e0' is not allowed) to an integer of 10^-RATE_DECIMALS units. */
export function scaledRate(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`Not a decimal rate: "${rate}"`);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > RATE_DECIMALS) throw new RangeError(`A rate has at most ${RATE_DECIMALS} decimal places: "${rate}"`);
  return BigInt(match[1]!) * RATE_SCALE + BigInt(fraction.padEnd(RATE_DECIMALS, '0') || '0');
}

/** n / d rounded half up, for n ≥ 0 and d > 0. */
function divideHalfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/** A scaled integer back to decimal text without trailing zeros ('0.8532', '1'). */
export function decimalText(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A rate as stored text, normalised ('0.8532000000' → '0.8532'). */
export function normaliseRate(rate: string): string {
  return decimalText(scaledRate(rate), RATE_DECIMALS);
}

/**
 * What a line of `qty` at `unitPriceMicros` (millionths of a dollar) costs in cents of a
 * currency at `rate`: qty × price × rate, rounded half up once. At rate 1 this is exactly the
 * dollar line amount, so USD orders price as they always did.
 */
export function lineAmountIn(qty: number, unitPriceMicros: number, rate: string): number {
  return Number(divideHalfUp(BigInt(qty) * BigInt(unitPriceMicros) * scaledRate(rate), 10_000n * RATE_SCALE));
}

/** US cents (a shipping fee) to cents of a currency at `rate`, rounded half up. */
export function centsIn(usdCents: number, rate: string): number {
  if (usdCents < 0) return -centsIn(-usdCents, rate);
  return Number(divideHalfUp(BigInt(usdCents) * scaledRate(rate), RATE_SCALE));
}

/** Cents of a currency at `rate` back to US cents, rounded half up (a subtotal against dollar thresholds). */
export function baseCentsOf(cents: number, rate: string): number {
  if (cents < 0) return -baseCentsOf(-cents, rate);
  return Number(divideHalfUp(BigInt(cents) * RATE_SCALE, scaledRate(rate)));
}

/** A unit price (millionths of a dollar) in millionths of a currency at `rate`, rounded half up (exports). */
export function microsIn(micros: number, rate: string): number {
  if (micros < 0) return -microsIn(-micros, rate);
  return Number(divideHalfUp(BigInt(micros) * scaledRate(rate), RATE_SCALE));
}

/** A unit price in units of a currency, for display only (prices are charged through lineAmountIn). */
export function unitsIn(micros: number, rate: string): number {
  return (micros / 1_000_000) * Number(rate);
}

/** Units of `to` per unit of `from`, both given per US dollar, to RATE_DECIMALS places. */
export function crossRate(fromRate: string, toRate: string): string {
  return decimalText(divideHalfUp(scaledRate(toRate) * RATE_SCALE, scaledRate(fromRate)), RATE_DECIMALS);
}

/** An amount (decimal text, up to 6 places) of `from` in cents of `to`, rounded half up once. */
export function convertAmountCents(amount: string, fromRate: string, toRate: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  const micros = BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6) || '0');
  return Number(divideHalfUp(micros * scaledRate(toRate) * 100n, scaledRate(fromRate) * 1_000_000n));
}

/** Can amounts of this currency be kept in cents? (JPY has no minor unit, BHD has three.) */
export function hasCents(code: string): boolean {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits === 2;
  } catch {
    return false;
  }
}
