import { numberFormat } from '@ferrite/contract/number-format';
/** Formats a price given in millionths of a US dollar in the chosen currency. */
export function formatUnitPrice(micros: number, currency = 'USD', rate = 1, locale = 'en-US'): string {
  const value = (micros / 1_000_000) * rate;
  // Sub-cent unit prices are normal for passives: keep enough digits to tell them apart. Above a
  // unit the catalogue's tenths of a cent show too ($4.155, not $4.16): 100 of them cost $415.50.
  const [least, most] = value < 0.1 ? [5, 5] : value < 1 ? [4, 4] : [2, 4];
  return numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: least, maximumFractionDigits: most }).format(value);
}

/** Formats a whole quantity with grouping (12,500). */
export function formatQuantity(qty: number, locale = 'en-US'): string {
  return numberFormat(locale).format(qty);
}

/** Formats an amount (millionths of a US dollar) to whole cents, as totals are charged. */
export function formatMoney(micros: number, currency = 'USD', rate = 1, locale = 'en-US'): string {
  const cents = Math.round((micros / 1_000_000) * rate * 100) / 100;
  return numberFormat(locale, { style: 'currency', currency }).format(cents);
}
