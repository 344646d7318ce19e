import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { BASE_CURRENCY, hasCents, MAX_RATE, normaliseRate, RATE_DECIMALS } from '@ferrite/contract/currency';

/**
 * Exchange-rate files for `npm run rates:import` (format: docs/decisions/currencies-rates-and-import.md):
 * - CSV with a header row: currency, rate, date (required), symbol, name, source (optional);
 * - JSON: an array of objects with the same keys (rate may be a number or text).
 * A rate is units of the currency per US dollar, on and after its date (YYYY-MM-DD).
 */

/** Rates files are a handful of lines; anything this big is the wrong file. */
export const MAX_RATES_FILE_BYTES = 1_000_000;

export interface RateRow {
  /** 1-based: the CSV line (the header is line 1), or the JSON array item. */
  rowNumber: number;
  currency: string;
  rate: string;
  date: string;
  symbol: string;
  name: string;
  source: string;
}

export interface RejectedRow {
  rowNumber: number;
  reason: string;
}

export interface ParsedRates {
  rows: RateRow[];
  rejected: RejectedRow[];
  /** Rows for the base currency at rate 1: nothing to store. */
  skipped: number;
}

export class RatesFileError extends Error {}

const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** Checks one record; answers the row or why it is refused. `today` bounds the dates accepted. */
export function checkRateRecord(record: Record<string, unknown>, rowNumber: number, today: string): RateRow | RejectedRow {
  const refuse = (reason: string): RejectedRow => ({ rowNumber, reason });
  const currency = text(record.currency).toUpperCase();
  const rawRate = typeof record.rate === 'number' ? String(record.rate) : text(record.rate);
  const date = text(record.date);
  if (!currency) return refuse('currency is empty');
  if (!/^[A-Z]{3}$/.test(currency)) return refuse(`currency "${text(record.currency)}" is not a three-letter code such as EUR`);
  if (!KNOWN_CURRENCIES.has(currency)) return refuse(`currency ${currency} is not an ISO 4217 currency`);
  if (!hasCents(currency)) return refuse(`${currency} is not counted in cents; only currencies with two decimal places can be charged`);
  if (!rawRate) return refuse('rate is empty');
  if (!/^\d+(\.\d+)?$/.test(rawRate)) return refuse(`rate "${rawRate}" is not a plain decimal number such as 0.9215`);
  if ((rawRate.split('.')[1] ?? '').replace(/0+$/, '').length > RATE_DECIMALS)
    return refuse(`rate ${rawRate} has more than ${RATE_DECIMALS} decimal places`);
  const rate = normaliseRate(rawRate);
  if (rate === '0') return refuse('rate must be more than 0');
  if (Number(rate) > MAX_RATE) return refuse(`rate ${rawRate} is more than ${MAX_RATE.toLocaleString('en-US')} units per US dollar`);
  if (!date) return refuse('date is empty');
  if (!isCalendarDate(date)) return refuse(`date "${date}" is not a date written YYYY-MM-DD`);
  if (date < '1999-01-01') return refuse(`date ${date} is before 1999`);
  const latest = new Date(`${today}T00:00:00Z`);
  latest.setUTCFullYear(latest.getUTCFullYear() + 1);
  if (date > latest.toISOString().slice(0, 10)) return refuse(`date ${date} is more than a year ahead`);
  if (currency === BASE_CURRENCY && rate !== '1') return refuse(`${BASE_CURRENCY} is the base currency: its rate is always 1`);
  const symbol = text(record.symbol);
  if (symbol.length > 8) return refuse(`symbol "${symbol}" is longer than 8 characters`);
  const name = text(record.name);
  if (name.length > 80) return refuse('name is longer than 80 characters');
  const source = text(record.source);
  if (source.length > 200) return refuse('source is longer than 200 characters');
  return { rowNumber, currency, rate, date, symbol, name, source };
}

/** Checks every record: rows to store, rows refused with their reason, and duplicates refused. */
export function checkRateRecords(
  records: { rowNumber: number; record: Record<string, unknown> | null; error?: string }[],
  today: string,
): ParsedRates {
  const rows: RateRow[] = [];
  const rejected: RejectedRow[] = [];
  let skipped = 0;
  const seen = new Map<string, number>();
  for (const { rowNumber, record, error } of records) {
    if (!record) {
      rejected.push({ rowNumber, reason: error ?? 'the row could not be read' });
      continue;
    }
    const checked = checkRateRecord(record, rowNumber, today);
    if ('reason' in checked) {
      rejected.push(checked);
      continue;
    }
    const key = `${checked.currency} ${checked.date}`;
    const first = seen.get(key);
    if (first !== undefined) {
      rejected.push({ rowNumber, reason: `${checked.currency} on ${checked.date} is already given in row ${first}` });
      continue;
    }
    seen.set(key, rowNumber);
    if (checked.currency === BASE_CURRENCY) skipped++;
    else rows.push(checked);
  }
  return { rows, rejected, skipped };
}

const REQUIRED = ['currency', 'rate', 'date'];

/** Reads the records of a rates file (.csv or .json), with their row numbers. */
export function readRateRecords(file: string): { rowNumber: number; record: Record<string, unknown> | null; error?: string }[] {
  if (!fs.existsSync(file)) throw new RatesFileError(`No file at ${file}.`);
  const stat = fs.statSync(file);
  if (stat.isDirectory()) throw new RatesFileError(`${file} is a folder, not a file.`);
  if (stat.size > MAX_RATES_FILE_BYTES)
    throw new RatesFileError(`${file} is larger than 1 MB; a rates file has one line per currency and date.`);
  const content = fs.readFileSync(file, 'utf8');
  const extension = path.extname(file).toLowerCase();
  if (extension === '.json') return jsonRecords(content);
  if (extension === '.csv') return csvRecords(content);
  throw new RatesFileError(`${file}: use a .csv or .json file.`);
}

export function jsonRecords(content: string): { rowNumber: number; record: Record<string, unknown> | null; error?: string }[] {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch (error) {
    throw new RatesFileError(`The JSON file could not be read: ${(error as Error).message}`);
  }
  if (!Array.isArray(value)) throw new RatesFileError('The JSON file must hold an array of { "currency", "rate", "date" } objects.');
  return value.map((item: unknown, index) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? { rowNumber: index + 1, record: Object.fromEntries(Object.entries(item).map(([k, v]) => [k.toLowerCase(), v])) }
      : { rowNumber: index + 1, record: null, error: 'the item is not an object' },
  );
}

export function csvRecords(content: string): { rowNumber: number; record: Record<string, unknown> | null; error?: string }[] {
  let parsed: { record: Record<string, string>; info: { lines: number } }[];
  try {
    parsed = parse(content, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: Record<string, string>; info: { lines: number } }[];
  } catch (error) {
    throw new RatesFileError(`The CSV file could not be read: ${(error as Error).message}`);
  }
  const header = content
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/, 1)[0]!
    .split(',')
    .map((h) => h.trim().toLowerCase());
  const missing = REQUIRED.filter((column) => !header.includes(column));
  if (missing.length > 0)
    throw new RatesFileError(
      `The CSV header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (expected currency,rate,date).`,
    );
  return parsed.map(({ record, info }) => ({ rowNumber: info.lines, record }));
}
