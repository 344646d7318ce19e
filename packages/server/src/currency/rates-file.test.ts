// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRateRecords, csvRecords, jsonRecords, RatesFileError, readRateRecords } from './rates-file';
import { DEFAULT_RATES_FILE } from './import-rates';

const TODAY = '2026-11-24';
const check = (record: Record<string, unknown>) => checkRateRecords([{ rowNumber: 2, record }], TODAY);

describe('rates file rows', () => {
  it('accepts a rate, normalised, with optional symbol, name and source', () => {
    const parsed = check({ currency: 'eur', rate: '0.853200', date: '2026-11-20', symbol: '€', source: 'ECB' });
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows).toEqual([
      { rowNumber: 2, currency: 'EUR', rate: '0.8532', date: '2026-11-20', symbol: '€', name: '', source: 'ECB' },
    ]);
  });

  it('takes JSON numbers for the rate and skips the base at 1', () => {
    const parsed = checkRateRecords(
      [
        { rowNumber: 1, record: { currency: 'GBP', rate: 0.79, date: '2026-11-20' } },
        { rowNumber: 2, record: { currency: 'USD', rate: 1, date: '2026-11-20' } },
      ],
      TODAY,
    );
    expect(parsed.rows.map((r) => [r.currency, r.rate])).toEqual([['GBP', '0.79']]);
    expect(parsed.skipped).toBe(1);
  });

  it.each([
    [{ currency: '', rate: '1', date: '2026-01-01' }, 'currency is empty'],
    [{ currency: 'EURO', rate: '1', date: '2026-01-01' }, 'three-letter code'],
    [{ currency: 'ABC', rate: '1', date: '2026-01-01' }, 'not an ISO 4217 currency'],
    [{ currency: 'JPY', rate: '155', date: '2026-01-01' }, 'not counted in cents'],
    [{ currency: 'EUR', rate: '', date: '2026-01-01' }, 'rate is empty'],
    [{ currency: 'EUR', rate: '0,92', date: '2026-01-01' }, 'not a plain decimal'],
    [{ currency: 'EUR', rate: '-0.92', date: '2026-01-01' }, 'not a plain decimal'],
    [{ currency: 'EUR', rate: '0', date: '2026-01-01' }, 'more than 0'],
    [{ currency: 'EUR', rate: '0.12345678901', date: '2026-01-01' }, '10 decimal places'],
    [{ currency: 'EUR', rate: '2000000', date: '2026-01-01' }, 'more than 1,000,000'],
    [{ currency: 'EUR', rate: '0.92', date: '' }, 'date is empty'],
    [{ currency: 'EUR', rate: '0.92', date: '2026-02-30' }, 'YYYY-MM-DD'],
    [{ currency: 'EUR', rate: '0.92', date: '20/11/2026' }, 'YYYY-MM-DD'],
    [{ currency: 'EUR', rate: '0.92', date: '1998-12-31' }, 'before 1999'],
    [{ currency: 'EUR', rate: '0.92', date: '2028-01-01' }, 'more than a year ahead'],
    [{ currency: 'USD', rate: '0.99', date: '2026-01-01' }, 'base currency'],
  ])('refuses %o with a reason', (record, reason) => {
    const parsed = check(record);
    expect(parsed.rows).toEqual([]);
    expect(parsed.rejected).toHaveLength(1);
    expect(parsed.rejected[0]!.rowNumber).toBe(2);
    expect(parsed.rejected[0]!.reason).toContain(reason);
  });

  it('refuses a second rate for the same currency and date, naming the first row', () => {
    const parsed = checkRateRecords(
      [
        { rowNumber: 2, record: { currency: 'EUR', rate: '0.92', date: '2026-11-20' } },
        { rowNumber: 3, record: { currency: 'eur', rate: '0.93', date: '2026-11-20' } },
      ],
      TODAY,
    );
    expect(parsed.rejected).toEqual([{ rowNumber: 3, reason: 'EUR on 2026-11-20 is already given in row 2' }]);
  });
});

describe('rates file formats', () => {
  it('numbers CSV rows by their line and needs the three columns', () => {
    const records = csvRecords('Currency, Rate ,Date\nEUR,0.92,2026-11-20\n\nGBP,0.79,2026-11-20\n');
    expect(records.map((r) => [r.rowNumber, r.record?.currency])).toEqual([
      [2, 'EUR'],
      [4, 'GBP'],
    ]);
    expect(() => csvRecords('currency,value\nEUR,0.92\n')).toThrow(/lacks the columns rate, date/);
  });

  it('reads a JSON array and flags items that are not objects', () => {
    const records = jsonRecords('[{"Currency":"EUR","rate":0.92,"date":"2026-11-20"}, 5]');
    expect(records[0]).toEqual({ rowNumber: 1, record: { currency: 'EUR', rate: 0.92, date: '2026-11-20' } });
    expect(records[1]).toMatchObject({ rowNumber: 2, record: null, error: 'the item is not an object' });
    expect(() => jsonRecords('{"EUR":0.92}')).toThrow(RatesFileError);
    expect(() => jsonRecords('[{')).toThrow(/could not be read/);
  });

  it('refuses other file types and missing files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rates-'));
    const txt = path.join(dir, 'rates.txt');
    fs.writeFileSync(txt, 'EUR 0.92');
    expect(() => readRateRecords(txt)).toThrow(/use a .csv or .json file/);
    expect(() => readRateRecords(path.join(dir, 'none.csv'))).toThrow(/No file at/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('ships a default file that passes its own checks and offers EUR', () => {
    const parsed = checkRateRecords(readRateRecords(DEFAULT_RATES_FILE), TODAY);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows.map((r) => r.currency)).toContain('EUR');
  });
});
