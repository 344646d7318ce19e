import { BASE_CURRENCY, normaliseRate, type CurrencyRate } from '@ferrite/contract/currency';
import type { Queryable } from '../db/database';
import type { MemoCache } from '../lib/memo-cache';

/**
 * Rates are read on every page and priced call; an import from the CLI runs in another process,
 * so a server sees new rates within this long.
 */
export const RATES_TTL_MS = 60_000;
const CACHE_KEY = 'currency:rates';

interface RateRow {
  code: string;
  symbol: string;
  rate: string | null;
  date: string | null;
  source: string | null;
}

function toCurrencyRate(row: RateRow): CurrencyRate {
  const base = row.code === BASE_CURRENCY;
  return {
    text: row.code,
    value: row.code,
    symbol: row.symbol,
    rate: base ? '1' : normaliseRate(row.rate ?? '1'),
    date: base ? '' : (row.date ?? ''),
    source: base ? 'base currency' : (row.source ?? ''),
  };
}

/**
 * The currencies offered on `date` (default today, UTC) with the rate in effect then: the base,
 * and every enabled currency with a rate dated on or before it. Menu order.
 */
export async function ratesOn(db: Queryable, date?: string): Promise<CurrencyRate[]> {
  const { rows } = await db.query<RateRow>(
    `SELECT c.code, c.symbol, r.rate::text AS rate, to_char(r.effective_date, 'YYYY-MM-DD') AS date, r.source
       FROM currencies c
       LEFT JOIN LATERAL (
         SELECT e.rate, e.effective_date, e.source FROM exchange_rates e
          WHERE e.currency = c.code AND e.effective_date <= COALESCE($1::date, (now() AT TIME ZONE 'UTC')::date)
          ORDER BY e.effective_date DESC LIMIT 1
       ) r ON true
      WHERE c.enabled AND (c.code = $2 OR r.rate IS NOT NULL)
      ORDER BY c.position, c.code`,
    [date ?? null, BASE_CURRENCY],
  );
  return rows.map(toCurrencyRate);
}

/** Today's rates through the process cache. */
export function currentRates(deps: { db: Queryable; cache: MemoCache }): Promise<CurrencyRate[]> {
  return deps.cache.get(CACHE_KEY, RATES_TTL_MS, () => ratesOn(deps.db));
}

export function forgetRates(cache: MemoCache): void {
  cache.invalidate(CACHE_KEY);
}

/** The base currency as a rate, for callers that must always have one. */
export const BASE_RATE: CurrencyRate = {
  text: BASE_CURRENCY,
  value: BASE_CURRENCY,
  symbol: '$',
  rate: '1',
  date: '',
  source: 'base currency',
};
