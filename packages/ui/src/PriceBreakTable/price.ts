/** Currencies of docs/product.md §9. */
export const currencies = ['USD', 'EUR'] as const;
export type Currency = (typeof currencies)[number];

/** A quantity break: from `quantity` pieces on, each costs `unitPrice`. */
export type PriceBreak = { quantity: number; unitPrice: number };

// One formatter per locale and currency: making one costs tens of microseconds, and a page
// formats many prices (a large part of a server render's time).
const priceFormats = new Map<string, Intl.NumberFormat>();

/** Formats a price with 2 to 4 decimals (component prices often need sub-cent precision). */
export const formatPrice = (amount: number, currency: Currency, locale = 'en-US'): string => {
  const key = `${locale}|${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 4 });
    priceFormats.set(key, format);
  }
  return format.format(amount);
};

/**
 * The break that applies to `quantity` pieces: the one with the largest quantity ≤ `quantity`
 * (or the first break when the quantity is below every break). Undefined when there are none.
 */
export function priceBreakFor(breaks: readonly PriceBreak[], quantity: number): PriceBreak | undefined {
  const sorted = [...breaks].sort((a, b) => a.quantity - b.quantity);
  return sorted.filter((b) => b.quantity <= quantity).pop() ?? sorted[0];
}
