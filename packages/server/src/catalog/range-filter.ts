import { readNumberText } from '@ferrite/calculators';
import type { Queryable } from '../db/database';
import type { Cache } from '../cache/cache';
import { quantityOf } from './facet-order';

/** Units a listing offers a from–to range for: a part's value and its ratings. */
const RANGE_UNITS = ['Ω', 'F', 'H', 'V', 'A', 'W', 'Hz'] as const;
export type RangeUnit = (typeof RANGE_UNITS)[number];

/** Why a typed bound was not used; the page words it in the reader's language. */
export type RangeProblem = 'unreadable' | 'unit' | 'order';

export interface RangeRequest {
  key: string;
  from: string;
  to: string;
}

/** A range as read: bounds in base units (ohms, farads…), or why it was set aside. */
export interface ReadRange extends RangeRequest {
  min?: number;
  max?: number;
  problem?: RangeProblem;
}

/** The unit a stored value is written in ('10 kΩ' → 'Ω', '0.1W' → 'W', '100 MHz' → 'Hz'), if it is one of RANGE_UNITS. */
export function unitOfValue(value: string): RangeUnit | undefined {
  const match = /^[+]?-?\d+(?:\.\d+)?\s*([pnµumkKMG]?)(Ω|Ohms?|F|H|Hz|V|A|W)$/.exec(value.trim());
  if (!match) return undefined;
  const unit = match[2]!;
  return (unit.startsWith('Ohm') ? 'Ω' : unit) as RangeUnit;
}

/** The one unit all of a parameter's values share, or undefined when they share none (a range needs one). */
export function unitOfValues(values: Iterable<string>): RangeUnit | undefined {
  let unit: RangeUnit | undefined;
  for (const value of values) {
    const each = unitOfValue(value);
    if (each === undefined || (unit !== undefined && each !== unit)) return undefined;
    unit = each;
  }
  return unit;
}

const OTHER_UNIT = /(Ω|ohms?|Hz|F|H|V|A|W)$/i;

/**
 * One typed bound in a parameter's unit ('10k', '4k7', '100n', '2.2u', '47 kΩ' for ohms), read by the
 * calculators' number reader, so a listing and a calculator agree on what '4k7' means.
 */
export function readBound(text: string, unit: RangeUnit): number | RangeProblem {
  let rest = text.replace(/[\s\u00a0\u2009\u202f]+/g, '');
  const own = unit === 'Ω' ? /(Ω|Ω|ohms?)$/i : new RegExp(`${unit}$`);
  rest = rest.replace(own, '');
  // '10uF' typed for a resistance: a unit, but not this parameter's.
  if (OTHER_UNIT.test(rest) && !/^\d*[.,]?\d*[pnuµμmkKMGR]?\d*$/.test(rest)) return 'unit';
  const read = readNumberText(rest, { prefixes: true, rkm: unit === 'Ω' });
  if (!read?.ok || read.value < 0) return 'unreadable';
  return read.value;
}

/** Reads a range's two bounds; an empty bound is open. */
export function readRange(request: RangeRequest, unit: RangeUnit | undefined): ReadRange {
  if (unit === undefined) return { ...request, problem: 'unit' };
  const range: ReadRange = { ...request };
  for (const side of ['from', 'to'] as const) {
    if (request[side].trim() === '') continue;
    const bound = readBound(request[side], unit);
    if (typeof bound === 'string') return { ...request, problem: bound };
    range[side === 'from' ? 'min' : 'max'] = bound;
  }
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) return { ...request, problem: 'order' };
  return range;
}

/** Inclusive, with room for the binary rounding of '4.7 kΩ' against '4k7'. */
export function inRange(quantity: number, range: ReadRange): boolean {
  const slack = (bound: number) => Math.abs(bound) * 1e-9;
  if (range.min !== undefined && quantity < range.min - slack(range.min)) return false;
  if (range.max !== undefined && quantity > range.max + slack(range.max)) return false;
  return true;
}

/**
 * The distinct values of one parameter in a category (804 resistances among 2,005 chip resistors),
 * kept as long as its facets. A range becomes the list of those values that lie in it, matched by
 * text like a chosen facet value: the values stay text, no numeric column or index to keep in step.
 */
export async function valuesOfKey(db: Queryable, cache: Cache, categoryKey: number, categoryIds: number[], key: string): Promise<string[]> {
  return cache.get(`catalog:values:${categoryKey}:${key}`, 5 * 60_000, async () => {
    const { rows } = await db.query<{ value: string }>(
      `SELECT DISTINCT p.parameters->>$2 AS value FROM parts p WHERE p.category_id = ANY($1::int[]) AND p.parameters ? $2`,
      [categoryIds, key],
    );
    return rows.map((row) => row.value);
  });
}

/** Of `values`, those inside the range. */
export function valuesInRange(values: string[], range: ReadRange): string[] {
  return values.filter((value) => {
    const quantity = quantityOf(value);
    return quantity !== undefined && inRange(quantity, range);
  });
}
