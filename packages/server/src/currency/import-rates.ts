import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database';
import { checkRateRecords, readRateRecords, type RejectedRow } from './rates-file';

/** The rates committed with the code, loaded by db:seed so EUR works without any network. */
export const DEFAULT_RATES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'default-rates.csv');

export interface RatesImportReport {
  /** Data rows read. */
  rows: number;
  /** Rate rows inserted or changed. */
  written: number;
  /** Currencies that were not offered before. */
  newCurrencies: string[];
  /** Base-currency rows (rate 1): nothing to store. */
  skipped: number;
  rejected: RejectedRow[];
  /** False when any row was refused: then nothing was written. */
  applied: boolean;
}

export interface ImportRatesOptions {
  /** Source for rows without a source column (e.g. the file name). */
  source: string;
  /** Today's date (YYYY-MM-DD, UTC); dates more than a year after it are refused. */
  today?: string;
  /** Keep a rate already stored for the same currency and date (db:seed must not undo an import). */
  keepExisting?: boolean;
  /** Check every row, write nothing. */
  dryRun?: boolean;
}

function narrowSymbol(code: string): string {
  const part = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? code;
}

/**
 * Stores checked rate records in one transaction. If any row is refused, nothing is written and
 * the report lists every refused row with its reason.
 */
export async function importRates(
  db: Database,
  records: ReturnType<typeof readRateRecords>,
  options: ImportRatesOptions,
): Promise<RatesImportReport> {
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const checked = checkRateRecords(records, today);
  const report: RatesImportReport = {
    rows: records.length,
    written: 0,
    newCurrencies: [],
    skipped: checked.skipped,
    rejected: checked.rejected,
    applied: false,
  };
  if (records.length === 0) {
    report.rejected = [{ rowNumber: 1, reason: 'the file holds no rates' }];
    return report;
  }
  if (checked.rejected.length > 0 || options.dryRun) return report;
  await db.transaction(async (tx) => {
    const known = new Set((await tx.query<{ code: string }>('SELECT code FROM currencies')).rows.map((r) => r.code));
    for (const row of checked.rows) {
      if (!known.has(row.currency)) {
        await tx.query('INSERT INTO currencies (code, symbol, name) VALUES ($1, $2, $3)', [
          row.currency,
          row.symbol || narrowSymbol(row.currency),
          row.name,
        ]);
        known.add(row.currency);
        report.newCurrencies.push(row.currency);
      } else if (!options.keepExisting && (row.symbol || row.name)) {
        await tx.query(
          `UPDATE currencies SET symbol = COALESCE(NULLIF($2, ''), symbol), name = COALESCE(NULLIF($3, ''), name) WHERE code = $1`,
          [row.currency, row.symbol, row.name],
        );
      }
      const conflict = options.keepExisting
        ? 'DO NOTHING'
        : `DO UPDATE SET rate = EXCLUDED.rate, source = EXCLUDED.source, updated_at = now()
             WHERE (exchange_rates.rate, exchange_rates.source) IS DISTINCT FROM (EXCLUDED.rate, EXCLUDED.source)`;
      const result = await tx.query(
        `INSERT INTO exchange_rates (currency, effective_date, rate, source) VALUES ($1, $2::date, $3::numeric, $4)
         ON CONFLICT (currency, effective_date) ${conflict}`,
        [row.currency, row.date, row.rate, row.source || options.source],
      );
      report.written += result.rowCount;
    }
  });
  report.applied = true;
  return report;
}

/** Reads a rates file and imports it (see importRates). */
export async function importRatesFile(db: Database, file: string, options: Partial<ImportRatesOptions> = {}): Promise<RatesImportReport> {
  return importRates(db, readRateRecords(file), { source: path.basename(file), ...options });
}

/** db:seed: the default rates, where no rate for that currency and date is stored yet. Idempotent. */
export async function seedDefaultRates(db: Database): Promise<RatesImportReport> {
  const report = await importRatesFile(db, DEFAULT_RATES_FILE, { keepExisting: true });
  const first = report.rejected[0];
  if (first) throw new Error(`${DEFAULT_RATES_FILE} row ${first.rowNumber}: ${first.reason}`);
  return report;
}
