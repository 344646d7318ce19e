import cluster from 'node:cluster';
import { BASE_CURRENCY, decimalText, RATE_DECIMALS, scaledRate } from '@ferrite/contract/currency';
import type { Database } from '../db/database';
import type { Cache } from '../cache/cache';
import type { Logger } from 'pino';
import { importRates, type RatesImportReport } from './import-rates';
import { csvRecords, jsonRecords, MAX_RATES_FILE_BYTES, RatesFileError } from './rates-file';
import { forgetRates } from './rates';

/**
 * Rates fetched on a schedule (RATES_URL, every RATES_REFRESH_HOURS; off unless RATES_URL is set):
 * the same checks and all-or-nothing import as `npm run rates:import`, from a URL instead of a
 * file. docs/decisions/2026-11-28-current-exchange-rates.md.
 */

/** A fetch that takes longer than this is given up; the next run tries again. */
export const RATES_FETCH_TIMEOUT_MS = 15_000;

type Records = ReturnType<typeof jsonRecords>;

const SCALE = 10n ** BigInt(RATE_DECIMALS);

/**
 * The European Central Bank's daily reference rates (eurofxref-daily.xml: units per euro) as rows
 * per US dollar: X per dollar = X per euro ÷ dollars per euro, euro per dollar = 1 ÷ dollars per
 * euro, rounded half up at the 10th decimal. Only `offered` currencies (and the euro) are taken:
 * the feed also lists currencies without cents, which the shop cannot charge in.
 */
export function ecbRecords(xml: string, offered: ReadonlySet<string>): Records {
  const day = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1];
  const perEuro = new Map<string, string>();
  for (const match of xml.matchAll(/<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([\d.]+)['"]/g)) perEuro.set(match[1]!, match[2]!);
  const dollars = perEuro.get(BASE_CURRENCY);
  if (!day || !dollars) throw new RatesFileError('The ECB rates document holds no date or no US dollar rate.');
  const dollarsScaled = scaledRate(dollars);
  const perDollar = (scaled: bigint) => decimalText((2n * scaled * SCALE + dollarsScaled) / (2n * dollarsScaled), RATE_DECIMALS);
  const rows: Records = [{ rowNumber: 1, record: { currency: 'EUR', rate: perDollar(SCALE), date: day } }];
  for (const [currency, rate] of perEuro) {
    if (currency === BASE_CURRENCY || currency === 'EUR' || !offered.has(currency)) continue;
    rows.push({ rowNumber: rows.length + 1, record: { currency, rate: perDollar(scaledRate(rate)), date: day } });
  }
  return rows;
}

/** A fetched body as rate records: the ECB's XML, a JSON array or CSV (the file formats). */
export function feedRecords(body: string, offered: ReadonlySet<string>): Records {
  const start = body.trimStart();
  if (start.startsWith('<')) return ecbRecords(body, offered);
  if (start.startsWith('[')) return jsonRecords(body);
  return csvRecords(body);
}

export interface RefreshOutcome {
  report?: RatesImportReport;
  /** Why nothing was imported (fetch failed, unreadable body, refused rows). */
  problem?: string;
}

/** Fetches RATES_URL once and imports what it holds; never throws (a refresh must not stop the server). */
export async function refreshRates(db: Database, url: string, fetchImpl: typeof fetch = fetch): Promise<RefreshOutcome> {
  let body: string;
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(RATES_FETCH_TIMEOUT_MS), headers: { accept: '*/*' } });
    if (!response.ok) return { problem: `${url} answered ${response.status}` };
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_RATES_FILE_BYTES) return { problem: `${url} sent more than 1 MB; a rates document is a few lines` };
    body = await response.text();
    if (body.length > MAX_RATES_FILE_BYTES) return { problem: `${url} sent more than 1 MB; a rates document is a few lines` };
  } catch (error) {
    return { problem: `${url} could not be fetched: ${(error as Error).message}` };
  }
  try {
    const offered = new Set((await db.query<{ code: string }>('SELECT code FROM currencies WHERE enabled')).rows.map((r) => r.code));
    const ecb = body.trimStart().startsWith('<');
    const report = await importRates(db, feedRecords(body, offered), {
      source: ecb ? `ECB euro reference rates via ${url}` : url,
    });
    if (!report.applied) {
      const first = report.rejected[0];
      return { report, problem: `nothing imported: row ${first?.rowNumber}: ${first?.reason}` };
    }
    return { report };
  } catch (error) {
    if (error instanceof RatesFileError) return { problem: error.message };
    return { problem: `the rates could not be stored: ${(error as Error).message}` };
  }
}

export interface RatesSchedule {
  /** The first run (started at once), for tests and start-up logs. */
  first: Promise<RefreshOutcome>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Refreshes at start and then every `hours`. In a cluster only the first worker runs it (the others
 * read the same database). A refresh that writes drops the rates cache, so prices use the new
 * rates at once here and within the cache's minute elsewhere.
 */
export function scheduleRatesRefresh(deps: {
  db: Database;
  cache: Cache;
  log: Logger;
  url: string;
  hours: number;
}): RatesSchedule | undefined {
  if (!cluster.isPrimary && cluster.worker?.id !== 1) return undefined;
  let running: Promise<RefreshOutcome> = Promise.resolve({});
  let stopped = false;
  const run = () => {
    running = refreshRates(deps.db, deps.url).then(async (outcome) => {
      if (outcome.problem) deps.log.warn({ url: deps.url, problem: outcome.problem }, 'exchange-rate refresh failed; the last rates stay');
      else {
        if (outcome.report!.written > 0) await forgetRates(deps.cache);
        deps.log.info({ url: deps.url, written: outcome.report!.written }, 'exchange rates refreshed');
      }
      return outcome;
    });
    return running;
  };
  const first = run();
  const timer = setInterval(() => {
    if (!stopped) void run();
  }, deps.hours * 3_600_000);
  timer.unref();
  return {
    first,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
