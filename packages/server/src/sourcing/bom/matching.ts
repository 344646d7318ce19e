/**
 * Matching BOM lines to catalogue parts, in the issue's order: the exact part number (with the
 * manufacturer when the line names one), then the normalised part number (case, punctuation,
 * distributor packaging suffixes and the manufacturer's packaging field ignored), then the value
 * read from the description, against the parts' parameters. Every step checks the line's package
 * or footprint against the candidate, so an 0603 part is never offered for 1206 pads. Lines are
 * looked up in batches (one query for all part numbers, one per distinct value), so a 3,000-line
 * BOM costs a few hundred queries, not thousands.
 */
import type { BomConfidence, BomMatchMethod } from '@ferrite/contract';
import { englishMessage, messageRef, type MessageCode, type MessageRef } from '@ferrite/contract/message-codes';
import type { Queryable } from '../../db/database';
import { normaliseQuery } from '../../catalog/search-normalise';
import { mapTakingTurns, nextTurn, turnTaker } from '../../lib/take-turns';
import { formatValue, numberWithUnit, passiveOf, percentOf, type ParsedDescription } from './description';
import type { BomSourceLine } from './lines';
import type { PartKind } from './notation/kind';
import { looksLikePartNumber } from './notation/part-number';
import { dielectricServes, readDielectric } from './notation/ratings';
import { isValueSpec, readSpec, type LineSpec } from './notation/spec';
import { manufacturerMatches } from './manufacturer-name';
import { chipOfPartNumber, packageCode, packageLabel, packagesConflict, type PackageCode } from './package-code';
import { priceLine, type PriceBreak } from './pricing';

export interface LineMatch {
  confidence: BomConfidence;
  /** Why, in English. */
  reason: string;
  /** The code and values of `reason`; matches stored before codes existed have none. */
  reasonRef?: MessageRef;
  method: BomMatchMethod | null;
  partId: number | null;
  /** Other parts the buyer may pick, best first (never one whose package conflicts with the line). */
  alternativeIds: number[];
  /**
   * Parts as good as the match for this line, which pricing may take instead when they buy the
   * build's quantity for less: other packagings of a matched part number (same maker), or the
   * other parts of a value match that meet every rating. Absent on matches stored before.
   */
  interchangeableIds?: number[];
}

/** Equal parts kept per line for the build-quantity optimiser. */
export const INTERCHANGEABLE = 12;

interface CandidateRow {
  id: number;
  mpn: string;
  mpn_key: string;
  base_key: string;
  description: string;
  category_id: number;
  parameters: Record<string, string>;
  stock: number;
  moq: number;
  order_multiple: number;
  price_breaks: PriceBreak[];
  popularity: number;
  mfg_name: string;
  mfg_slug: string;
}

const CANDIDATE_COLUMNS = `p.id, p.mpn, p.mpn_key, p.base_key, p.description, p.category_id, p.parameters, p.stock, p.moq,
  p.order_multiple, p.price_breaks, p.popularity, m.name AS mfg_name, m.slug AS mfg_slug`;

const PACKAGE_KEYS = ['Package / Case', 'Supplier Device Package', 'Package'] as const;
export const ALTERNATIVES = 4;
const VALUE_CANDIDATES = 400;

/** The package a part's parameters name. */
export function partPackage(parameters: Record<string, string>): PackageCode | undefined {
  for (const key of PACKAGE_KEYS) {
    const code = packageCode(parameters[key] ?? '');
    if (code) return code;
  }
  return undefined;
}

/** What a line asks for, read from its value, description, designators and footprint in any order. */
export function specOfLine(
  line: Pick<BomSourceLine, 'partNo' | 'value' | 'description' | 'ratings' | 'designators' | 'package'>,
): LineSpec {
  // A hand-made list puts '100nF 0402 capacitor' where the part number goes: that is a value too.
  const words = /\s/.test(line.partNo.trim()) && !looksLikePartNumber(line.partNo) ? line.partNo : '';
  const spec = readSpec({
    texts: [line.value, line.description, line.ratings ?? '', words],
    designators: line.designators,
    footprint: line.package,
  });
  // No footprint, but a named passive whose number says its size ('RC0402FR-0710KL'): that size.
  const sized = spec.package ? undefined : chipOfPartNumber(line.partNo);
  if (sized && sized.kind === spec.kind) spec.package = { chip: sized.chip, others: [] };
  return spec;
}

const passiveOfSpec = (spec: LineSpec): ParsedDescription | null => (isValueSpec(spec) ? passiveOf(spec) : null);

/**
 * The part numbers a line names, in the order they are tried: its part-number column, its second
 * sources, then a part number written in the Value column. A distributor's order code is not one.
 */
export function partNumbersOf(line: Pick<BomSourceLine, 'partNo' | 'altPartNos' | 'value'>): string[] {
  const numbers = [line.partNo, ...(line.altPartNos ?? [])];
  if (looksLikePartNumber(line.value)) numbers.push(line.value);
  return [...new Set(numbers.map((text) => text.trim()).filter(Boolean))];
}

/** In stock first, then the smaller MOQ (cut tape before full reels), then the popular one. */
function byAvailability(a: CandidateRow, b: CandidateRow): number {
  return Number(b.stock > 0) - Number(a.stock > 0) || a.moq - b.moq || b.popularity - a.popularity || a.id - b.id;
}

/** What one board's worth of the line costs with this part, MOQ and multiples included: cut tape beats a full reel for 3 pieces. */
function costFor(row: CandidateRow, quantity: number): number {
  if (row.price_breaks.length === 0) return Number.MAX_SAFE_INTEGER;
  return priceLine(Math.max(1, quantity), { moq: row.moq, orderMultiple: row.order_multiple, priceBreaks: row.price_breaks }).totalMicros;
}

/** Among interchangeable parts (packagings of one part, or parts of one value): in stock, then cheapest for the quantity. */
function byCost(quantity: number) {
  return (a: CandidateRow, b: CandidateRow) =>
    Number(b.stock >= quantity) - Number(a.stock >= quantity) || costFor(a, quantity) - costFor(b, quantity) || byAvailability(a, b);
}

const describePackage = (code: PackageCode | undefined) => (code ? packageLabel(code) : 'unknown');

/** A reason in English with its code and values beside it. */
const because = (ref: MessageRef) => ({ reason: englishMessage(ref), reasonRef: ref });

async function candidatesByPartNumber(db: Queryable, keys: string[]): Promise<Map<string, CandidateRow[]>> {
  const byKey = new Map<string, CandidateRow[]>();
  if (keys.length === 0) return byKey;
  const { rows } = await db.query<CandidateRow>(
    `SELECT ${CANDIDATE_COLUMNS} FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id
      WHERE p.mpn_key = ANY($1::text[]) OR p.base_key = ANY($1::text[])`,
    [keys],
  );
  const wanted = new Set(keys);
  for (const row of rows) {
    for (const key of new Set([row.mpn_key, row.base_key])) {
      if (!wanted.has(key)) continue;
      if (!byKey.has(key)) byKey.set(key, []);
      byKey.get(key)!.push(row);
    }
  }
  return byKey;
}

/** "No resistor of 10k 0603 in the catalogue", one sentence per kind (other languages inflect the noun). */
const NONE_OF_KIND = {
  resistor: 'sourcing.bomReasonNoResistor',
  capacitor: 'sourcing.bomReasonNoCapacitor',
  inductor: 'sourcing.bomReasonNoInductor',
} as const satisfies Record<ParsedDescription['kind'], MessageCode>;

/** The catalogue parameter that holds each kind's value. */
export const VALUE_KEY: Record<ParsedDescription['kind'], string> = {
  resistor: 'Resistance',
  capacitor: 'Capacitance',
  inductor: 'Inductance',
};

/** A part of the kind the line describes: plain resistors, capacitors or inductors, not arrays, trimmers or beads. */
export function isKind(row: Pick<CandidateRow, 'description' | 'parameters'>, kind: ParsedDescription['kind']): boolean {
  const text = row.description.toUpperCase();
  if (kind === 'resistor') return text.startsWith('RES ') && !text.startsWith('RES ARRAY') && !('Number of Resistors' in row.parameters);
  if (kind === 'capacitor') return text.startsWith('CAP ');
  return /\bIND\b/.test(text);
}

/** The catalogue parameters that hold each rating. */
const RATING_KEYS = {
  voltage: ['Voltage - Rated', 'Voltage Rating - DC'],
  power: ['Power (Watts)', 'Power Per Element'],
  current: ['Current Rating (Amps)', 'Current Rating (Max)'],
} as const;

const ratingOf = (parameters: Record<string, string>, rating: keyof typeof RATING_KEYS) =>
  RATING_KEYS[rating].map((key) => parameters[key]).find((text) => text !== undefined && text !== '' && text !== '-');

/** '1.6 A' → 1.6, '350 mA' → 0.35. */
function amps(text: string | undefined): number | undefined {
  const match = /(\d+(?:\.\d+)?)\s*(m?)A\b/.exec(text ?? '');
  return match ? Number(match[1]) * (match[2] ? 1e-3 : 1) : undefined;
}

/** Within rounding of the catalogue's figures: a 1/16 W line is met by a '0.063 W' part. */
const atLeast = (has: number, wanted: number) => has >= wanted * (1 - 1e-3);

/**
 * Why a same-value part does not meet every rating the line states, or null when it meets them
 * all: tolerance at least as tight, voltage, power and current at least as high, dielectric as
 * good. A rating the line states and the part does not is a shortfall too: an auto-match is never
 * a guess. The figures are quoted as written (texts), not counts.
 */
export function shortfallOf(row: Pick<CandidateRow, 'parameters'>, parsed: ParsedDescription): MessageRef | null {
  const p = row.parameters;
  if (parsed.tolerance !== undefined) {
    // A jumper has no tolerance to meet: 0 Ω is 0 Ω.
    const tolerance = parsed.value === 0 && /jumper/i.test(p.Tolerance ?? '') ? 0 : percentOf(p.Tolerance);
    if (tolerance === undefined) return messageRef('sourcing.bomShortfallToleranceUnknown', { wanted: String(parsed.tolerance) });
    if (tolerance > parsed.tolerance + 1e-9)
      return messageRef('sourcing.bomShortfallTolerance', { has: String(tolerance), wanted: String(parsed.tolerance) });
  }
  if (parsed.voltage !== undefined) {
    const voltage = numberWithUnit(ratingOf(p, 'voltage'), 'V');
    if (voltage === undefined) return messageRef('sourcing.bomShortfallVoltageUnknown', { wanted: String(parsed.voltage) });
    if (!atLeast(voltage, parsed.voltage))
      return messageRef('sourcing.bomShortfallVoltage', { has: String(voltage), wanted: String(parsed.voltage) });
  }
  if (parsed.dielectric) {
    const dielectric = readDielectric(p['Temperature Coefficient'] ?? '');
    if (!dielectric) return messageRef('sourcing.bomShortfallDielectricUnknown', { wanted: parsed.dielectric });
    if (!dielectricServes(dielectric, parsed.dielectric))
      return messageRef('sourcing.bomShortfallDielectric', { has: dielectric, wanted: parsed.dielectric });
  }
  if (parsed.power !== undefined) {
    const power = numberWithUnit(ratingOf(p, 'power'), 'W');
    if (power === undefined) return messageRef('sourcing.bomShortfallPowerUnknown', { wanted: String(parsed.power) });
    if (!atLeast(power, parsed.power))
      return messageRef('sourcing.bomShortfallPower', { has: String(power), wanted: String(parsed.power) });
  }
  if (parsed.current !== undefined) {
    const current = amps(ratingOf(p, 'current'));
    if (current === undefined) return messageRef('sourcing.bomShortfallCurrentUnknown', { wanted: String(parsed.current) });
    if (!atLeast(current, parsed.current))
      return messageRef('sourcing.bomShortfallCurrent', { has: String(current), wanted: String(parsed.current) });
  }
  return null;
}

/** Closest tolerance to what was asked first (a 1% line gets a 1% part, not a dear 0.05% one), then stock and cost for the quantity. */
function byFit(parsed: ParsedDescription, quantity: number) {
  const cost = byCost(quantity);
  return (a: CandidateRow, b: CandidateRow) => {
    const distance = (row: CandidateRow) => {
      const t = percentOf(row.parameters.Tolerance);
      return parsed.tolerance === undefined || t === undefined ? 0 : Math.abs(Math.log((t + 1e-3) / (parsed.tolerance + 1e-3)));
    };
    return distance(a) - distance(b) || cost(a, b);
  };
}

function summariseValue(parsed: ParsedDescription, pkg: PackageCode | undefined): string {
  const parts = [formatValue(parsed)];
  if (pkg) parts.push(packageLabel(pkg));
  if (parsed.tolerance !== undefined) parts.push(`±${parsed.tolerance}%`);
  if (parsed.dielectric) parts.push(parsed.dielectric);
  if (parsed.voltage !== undefined) parts.push(`${parsed.voltage} V`);
  if (parsed.power !== undefined) parts.push(`${parsed.power} W`);
  if (parsed.current !== undefined) parts.push(`${parsed.current} A`);
  return parts.join(' ');
}

/**
 * Values per prefetch statement: on PGlite one statement holds every other request while it runs,
 * and a value costs 2–30 ms of it (its containment search over the parts), so 5 keep each one short.
 */
const PREFETCH_BATCH = 5;

/**
 * Fetches the parts of many values in a few statements (a LATERAL join runs the indexed containment
 * once per value): on PGlite, 300 values take 0.5 s this way against 2.9 s one query at a time.
 * Batches of PREFETCH_BATCH, with a turn of the event loop between them, so other requests wait for
 * one batch.
 */
async function prefetchValues(db: Queryable, containments: string[], cache: Map<string, CandidateRow[]>): Promise<void> {
  const wanted = [...new Set(containments)].filter((c) => !cache.has(c));
  for (let start = 0; start < wanted.length; start += PREFETCH_BATCH) {
    if (start > 0) await nextTurn();
    await prefetchBatch(db, wanted.slice(start, start + PREFETCH_BATCH), cache);
  }
}

async function prefetchBatch(db: Queryable, wanted: string[], cache: Map<string, CandidateRow[]>): Promise<void> {
  const { rows } = await db.query<CandidateRow & { ord: number }>(
    `SELECT v.ord, c.* FROM unnest($1::text[]) WITH ORDINALITY AS v(doc, ord)
     CROSS JOIN LATERAL (
       SELECT ${CANDIDATE_COLUMNS} FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id
        WHERE p.parameters @> v.doc::jsonb ORDER BY p.stock > 0 DESC, p.popularity DESC LIMIT ${VALUE_CANDIDATES}) c
     ORDER BY v.ord`,
    [wanted],
  );
  for (const containment of wanted) cache.set(containment, []);
  for (const { ord, ...row } of rows) cache.get(wanted[Number(ord) - 1]!)!.push(row);
}

const containmentOf = (parsed: ParsedDescription) => JSON.stringify({ [VALUE_KEY[parsed.kind]]: formatValue(parsed) });

async function candidatesByValue(db: Queryable, containment: string, cache: Map<string, CandidateRow[]>): Promise<CandidateRow[]> {
  const cached = cache.get(containment);
  if (cached) return cached;
  const { rows } = await db.query<CandidateRow>(
    `SELECT ${CANDIDATE_COLUMNS} FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id
      WHERE p.parameters @> $1::jsonb ORDER BY p.stock > 0 DESC, p.popularity DESC LIMIT ${VALUE_CANDIDATES}`,
    [containment],
  );
  cache.set(containment, rows);
  return rows;
}

/** Same-value parts in the line's package, for a named part whose package does not fit the footprint. */
async function samePartOtherPackage(
  db: Queryable,
  part: CandidateRow,
  wanted: PackageCode,
  cache: Map<string, CandidateRow[]>,
): Promise<CandidateRow[]> {
  const valueKey = Object.values(VALUE_KEY).find((key) => key in part.parameters);
  if (!valueKey) return [];
  const rows = await candidatesByValue(db, JSON.stringify({ [valueKey]: part.parameters[valueKey] }), cache);
  return rows
    .filter(
      (row) =>
        row.category_id === part.category_id && !packagesConflict(wanted, partPackage(row.parameters)) && partPackage(row.parameters),
    )
    .filter((row) => row.parameters.Tolerance === part.parameters.Tolerance || !part.parameters.Tolerance)
    .sort(byAvailability)
    .slice(0, ALTERNATIVES);
}

/** Part numbers a typo away from `key` (trigram similarity on the indexed key), nearest first. */
async function nearPartNumbers(db: Queryable, key: string, limit = ALTERNATIVES): Promise<CandidateRow[]> {
  if (key.length < 5) return [];
  const { rows } = await db.query<CandidateRow>(
    `SELECT ${CANDIDATE_COLUMNS} FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id
      WHERE p.mpn_key % $1 ORDER BY p.mpn_key <-> $1, p.popularity DESC LIMIT ${limit}`,
    [key],
  );
  return rows;
}

/**
 * nearPartNumbers, asked once per number in one BOM: an export with a line per reference names the
 * same unknown number on many lines, and each trigram search costs milliseconds of the database.
 */
async function nearPartNumbersOnce(db: Queryable, key: string, cache: Map<string, CandidateRow[]>): Promise<CandidateRow[]> {
  const cached = cache.get(`near:${key}`);
  if (cached) return cached;
  const rows = await nearPartNumbers(db, key);
  cache.set(`near:${key}`, rows);
  return rows;
}

/** The nearest known part numbers to one we do not know, for "did you mean". */
export async function similarPartNumbers(db: Queryable, partNo: string, limit: number): Promise<{ mpn: string; mfgName: string }[]> {
  return (await nearPartNumbers(db, normaliseQuery(partNo).key, limit)).map((row) => ({ mpn: row.mpn, mfgName: row.mfg_name }));
}

/** Matches every line, in order; the result has one entry per line. */
export async function matchLines(db: Queryable, lines: readonly BomSourceLine[]): Promise<LineMatch[]> {
  // Reading the lines' numbers and specs is a few hundred ms of JavaScript for a long BOM, and on
  // PGlite a statement resolves without a turn of the event loop: without turns taken, a long BOM
  // would run before any other request is even read.
  const numbers = await mapTakingTurns(lines, partNumbersOf);
  // A line's numbers are keyed up to three times below; normalising is the costly part.
  const keys = new Map<string, string>();
  const keyOf = (partNo: string) => {
    let key = keys.get(partNo);
    if (key === undefined) keys.set(partNo, (key = normaliseQuery(partNo).key));
    return key;
  };
  const byKey = await candidatesByPartNumber(db, [...new Set((await mapTakingTurns(numbers.flat(), keyOf)).filter(Boolean))]);
  // Each line is matched on the first of its part numbers the catalogue knows, else on its first.
  const named = await mapTakingTurns(numbers, (list) => list.find((partNo) => byKey.get(keyOf(partNo))?.length) ?? list[0] ?? '');
  const specs = await mapTakingTurns(lines, specOfLine);
  const valueCache = new Map<string, CandidateRow[]>();
  // Lines no part number answers will look their value up: fetch those values together first.
  const lookups = (await mapTakingTurns(lines, (_line, i) => (byKey.get(keyOf(named[i]!))?.length ? null : passiveOfSpec(specs[i]!))))
    .filter((parsed): parsed is ParsedDescription => parsed !== null)
    .map(containmentOf);
  await prefetchValues(db, lookups, valueCache);
  const results: LineMatch[] = [];
  const takeTurn = turnTaker();
  for (const [i, line] of lines.entries()) {
    await takeTurn();
    const partNo = named[i]!;
    const key = partNo ? keyOf(partNo) : '';
    results.push(await matchLine(db, line, partNo, key, specs[i]!, byKey.get(key) ?? [], valueCache));
  }
  await addPackagings(db, results);
  return results;
}

/**
 * A part named by its number may be bought in another packaging of the same part (the maker's cut
 * tape or smaller reel code, one base code): those become the match's equals, in one query.
 */
async function addPackagings(db: Queryable, results: LineMatch[]): Promise<void> {
  const named = results.filter((match) => match.partId !== null && (match.method === 'partNumber' || match.method === 'normalised'));
  if (named.length === 0) return;
  const { rows } = await db.query<{ id: number; sibling: number }>(
    `SELECT p.id, s.id AS sibling FROM parts p
       JOIN parts s ON s.base_key = p.base_key AND s.manufacturer_id = p.manufacturer_id AND s.id <> p.id
      WHERE p.id = ANY($1::int[]) AND p.base_key <> ''
      ORDER BY s.id`,
    [[...new Set(named.map((match) => match.partId!))]],
  );
  const siblings = new Map<number, number[]>();
  for (const row of rows) siblings.set(row.id, [...(siblings.get(row.id) ?? []), row.sibling]);
  for (const match of named) {
    const equal = siblings.get(match.partId!) ?? [];
    if (equal.length > 0) match.interchangeableIds = equal.slice(0, INTERCHANGEABLE);
  }
}

/** The kind as a message, for 'needs review: a ferrite bead is matched by its part number only'. */
const KIND_WORDS = {
  resistor: 'sourcing.bomKindResistor',
  capacitor: 'sourcing.bomKindCapacitor',
  inductor: 'sourcing.bomKindInductor',
  ferriteBead: 'sourcing.bomKindFerriteBead',
  crystal: 'sourcing.bomKindCrystal',
  resistorArray: 'sourcing.bomKindResistorArray',
  other: 'sourcing.bomKindOther',
} as const satisfies Record<PartKind, MessageCode>;

async function matchLine(
  db: Queryable,
  line: BomSourceLine,
  partNo: string,
  key: string,
  spec: LineSpec,
  numbered: CandidateRow[],
  valueCache: Map<string, CandidateRow[]>,
): Promise<LineMatch> {
  const parsed = passiveOfSpec(spec);
  const wantedPackage = spec.package;
  const quantity = line.quantity ?? 1;
  // A part number names the part, so only a package we understand and that differs rules it out; a
  // value names a kind of part, so its package must be one we understand and the same.
  const fits = (row: CandidateRow) => !packagesConflict(wantedPackage, partPackage(row.parameters));
  const fitsStrictly = (row: CandidateRow) => !wantedPackage || (partPackage(row.parameters) !== undefined && fits(row));
  const ofMaker = (row: CandidateRow) => !line.manufacturer || manufacturerMatches(line.manufacturer, row.mfg_name, row.mfg_slug);

  if (key) {
    const exact = numbered.filter((row) => row.mpn.toUpperCase() === partNo.toUpperCase());
    const normalised = numbered.filter((row) => !exact.includes(row)).sort(byCost(quantity));
    const exactFitting = exact.filter(fits);
    const exactOfMaker = exactFitting.filter(ofMaker);
    if (exactOfMaker.length > 0) {
      const [best, ...others] = exactOfMaker.sort(byAvailability);
      return {
        confidence: 'exact',
        ...because(messageRef(line.manufacturer ? 'sourcing.bomReasonExactWithMaker' : 'sourcing.bomReasonExact')),
        method: 'partNumber',
        partId: best!.id,
        alternativeIds: [...others, ...normalised.filter(fits)].slice(0, ALTERNATIVES).map((row) => row.id),
      };
    }
    if (exactFitting.length > 0) {
      const [best, ...others] = exactFitting.sort(byAvailability);
      return {
        confidence: 'partial',
        ...because(messageRef('sourcing.bomReasonExactOtherMaker', { maker: best!.mfg_name, named: line.manufacturer })),
        method: 'partNumber',
        partId: best!.id,
        alternativeIds: others.slice(0, ALTERNATIVES).map((row) => row.id),
      };
    }
    const normalisedFitting = normalised.filter(fits);
    const normalisedOfMaker = normalisedFitting.filter(ofMaker);
    if (normalisedOfMaker.length > 0) {
      const [best, ...others] = normalisedOfMaker;
      const variants = new Set(normalisedOfMaker.map((row) => row.mpn)).size;
      return {
        confidence: 'partial',
        ...because(
          best!.mpn_key === key
            ? messageRef('sourcing.bomReasonMatchedCase', { partNo: best!.mpn })
            : variants > 1
              ? messageRef('sourcing.bomReasonMatchedPackaging', { partNo: best!.mpn, count: variants })
              : messageRef('sourcing.bomReasonMatchedAs', { partNo: best!.mpn }),
        ),
        method: 'normalised',
        partId: best!.id,
        alternativeIds: others.slice(0, ALTERNATIVES).map((row) => row.id),
      };
    }
    // The number names a part, but not one for this footprint: say so, and offer the value in the right package.
    const wrongPackage = [...exact, ...normalised].find((row) => !fits(row));
    if (wrongPackage && wantedPackage) {
      const offers = await samePartOtherPackage(db, wrongPackage, wantedPackage, valueCache);
      const packages = {
        partNo: wrongPackage.mpn,
        has: describePackage(partPackage(wrongPackage.parameters)),
        wanted: describePackage(wantedPackage),
      };
      const wrong = messageRef(
        exact.includes(wrongPackage) ? 'sourcing.bomReasonExactWrongPackage' : 'sourcing.bomReasonMatchedWrongPackage',
        packages,
      );
      return {
        confidence: 'none',
        ...because(offers.length ? messageRef('sourcing.bomReasonRightPackageOffered', { reason: [wrong] }) : wrong),
        method: null,
        partId: null,
        alternativeIds: offers.map((row) => row.id),
      };
    }
    if (normalisedFitting.length > 0) {
      const [best, ...others] = normalisedFitting;
      return {
        confidence: 'partial',
        ...because(
          messageRef('sourcing.bomReasonMatchedOtherMaker', { partNo: best!.mpn, maker: best!.mfg_name, named: line.manufacturer }),
        ),
        method: 'normalised',
        partId: best!.id,
        alternativeIds: others.slice(0, ALTERNATIVES).map((row) => row.id),
      };
    }
  }

  if (parsed) {
    const sameValue = (await candidatesByValue(db, containmentOf(parsed), valueCache)).filter((row) => isKind(row, parsed.kind));
    const inPackage = sameValue.filter(fitsStrictly);
    const suitable = inPackage.filter((row) => shortfallOf(row, parsed) === null).sort(byFit(parsed, quantity));
    const what = summariseValue(parsed, wantedPackage);
    // A line with a part number we do not know says so before what its value found.
    const afterNumber = (ref: MessageRef) => because(key ? messageRef('sourcing.bomReasonNotFoundThen', { reason: [ref] }) : ref);
    // Without a package the value names parts of every size, through-hole included: offer them, choose none.
    if (suitable.length > 0 && !wantedPackage) {
      return {
        confidence: 'none',
        ...afterNumber(messageRef('sourcing.bomReasonByValueNoPackage', { value: what })),
        method: null,
        partId: null,
        alternativeIds: suitable.slice(0, ALTERNATIVES).map((row) => row.id),
      };
    }
    if (suitable.length > 0) {
      const [best, ...others] = suitable;
      return {
        confidence: 'partial',
        ...afterNumber(messageRef('sourcing.bomReasonByValue', { value: what })),
        method: 'description',
        partId: best!.id,
        alternativeIds: others.slice(0, ALTERNATIVES).map((row) => row.id),
        interchangeableIds: others.slice(0, INTERCHANGEABLE).map((row) => row.id),
      };
    }
    if (inPackage.length > 0) {
      const near = inPackage.sort(byFit(parsed, quantity));
      return {
        confidence: 'none',
        ...afterNumber(messageRef('sourcing.bomReasonNoPartMeets', { value: what, shortfall: [shortfallOf(near[0]!, parsed)!] })),
        method: null,
        partId: null,
        alternativeIds: near.slice(0, ALTERNATIVES).map((row) => row.id),
      };
    }
    if (sameValue.length > 0) {
      const packages = [
        ...new Set(
          sameValue
            .map((row) => partPackage(row.parameters))
            .filter((code) => code !== undefined)
            .map(describePackage),
        ),
      ]
        .slice(0, 4)
        .join(', ');
      const stocked = { value: formatValue(parsed), wanted: describePackage(wantedPackage) };
      return {
        confidence: 'none',
        ...afterNumber(
          packages
            ? messageRef('sourcing.bomReasonPackageDiffers', { ...stocked, packages })
            : messageRef('sourcing.bomReasonOtherPackages', stocked),
        ),
        method: null,
        partId: null,
        alternativeIds: [],
      };
    }
    return {
      confidence: 'none',
      ...afterNumber(messageRef(NONE_OF_KIND[parsed.kind], { value: what })),
      method: null,
      partId: null,
      alternativeIds: [],
    };
  }

  if (key) {
    const near = (await nearPartNumbersOnce(db, key, valueCache)).filter(fits);
    return {
      confidence: 'none',
      ...because(messageRef(near.length ? 'sourcing.bomReasonSimilar' : 'sourcing.bomReasonNotFound')),
      method: null,
      partId: null,
      alternativeIds: near.map((row) => row.id),
    };
  }
  const review = needsReview(spec);
  if (review) return { confidence: 'none', ...because(review), method: null, partId: null, alternativeIds: [] };
  const text = `${line.value} ${line.description}`.trim();
  return {
    confidence: 'none',
    ...because(messageRef(text ? 'sourcing.bomReasonNoValue' : 'sourcing.bomReasonNoPartNo')),
    method: null,
    partId: null,
    alternativeIds: [],
  };
}

/**
 * Why a line without a known part number is left for the buyer to review rather than matched by
 * value: its witnesses disagree on the kind (R designators, a C footprint), it is a kind the tool
 * matches by part number only (a bead, a crystal, an array), or it gives two values.
 */
function needsReview(spec: LineSpec): MessageRef | null {
  if (spec.kind === 'conflict') return messageRef('sourcing.bomReasonNeedsReviewConflict');
  if (spec.valuesDisagree) return messageRef('sourcing.bomReasonNeedsReviewValues');
  if (spec.kind && spec.kind !== 'resistor' && spec.kind !== 'capacitor' && spec.kind !== 'inductor')
    return messageRef('sourcing.bomReasonNeedsReviewKind', { kind: [messageRef(KIND_WORDS[spec.kind])] });
  return null;
}

/**
 * Why a part the buyer chose does not meet the line, or null when it does or the line names no
 * value to judge by: another kind, another value, another package, or a rating short.
 */
export function choiceShortfall(line: BomSourceLine, part: Pick<CandidateRow, 'description' | 'parameters'>): MessageRef | null {
  const parsed = passiveOfSpec(specOfLine(line));
  if (!parsed) return null;
  if (!isKind(part, parsed.kind)) return messageRef('sourcing.bomShortfallKind', { wanted: [messageRef(KIND_WORDS[parsed.kind])] });
  const has = part.parameters[VALUE_KEY[parsed.kind]];
  if (has !== formatValue(parsed)) return messageRef('sourcing.bomShortfallValue', { has: has ?? '', wanted: formatValue(parsed) });
  const wanted = specOfLine(line).package;
  const pkg = partPackage(part.parameters);
  if (wanted && (!pkg || packagesConflict(wanted, pkg)))
    return messageRef('sourcing.bomShortfallPackage', { has: describePackage(pkg), wanted: describePackage(wanted) });
  return shortfallOf(part, parsed);
}
