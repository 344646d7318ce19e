import { localeOf } from './languages';
import { numberFormat } from '@ferrite/contract/number-format';

const SHORT_SUFFIXES = ['', 'K', 'M', 'G', 'T', 'P', 'E'];

/** Shortens a count with K, M, G, T, P, E (docs/product.md §9), rounded to `digits` decimals (default 2): 12_500 → '12.5K'. */
export function shortenNumber(value: number, lang = 'en', digits = 2): string {
  if (!Number.isFinite(value)) return String(value);
  let scaled = Math.abs(value);
  let step = 0;
  while (scaled >= 1000 && step < SHORT_SUFFIXES.length - 1) {
    scaled /= 1000;
    step++;
  }
  // 999.999 rounds to 1000.00: show it as the next step instead.
  if (Number(scaled.toFixed(digits)) >= 1000 && step < SHORT_SUFFIXES.length - 1) {
    scaled /= 1000;
    step++;
  }
  const text = numberFormat(localeOf(lang), { maximumFractionDigits: digits }).format(scaled);
  return `${value < 0 ? '-' : ''}${text}${SHORT_SUFFIXES[step]}`;
}

/** A date as 'Month day, year' in the reader's language (docs/product.md §9): 'November 24, 2026'. */
export function formatDate(value: Date | string | number, lang = 'en'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(lang), { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * A moment as date and time in the reader's language, in UTC and saying so ('Nov 28, 2026, 14:05 UTC'):
 * the server and the browser render the same text, whatever their time zones.
 */
export function formatDateTime(value: Date | string | number, lang = 'en'): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(lang), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

/** A number through Intl in the reader's language, default rounding 2 decimals (docs/product.md §9). */
export function formatNumber(value: number, lang = 'en', digits = 2): string {
  return numberFormat(localeOf(lang), { maximumFractionDigits: digits }).format(value);
}
