/** A stored BOM as the page shows it: lines with their parts, prices for the build plan, totals. */
import {
  BOM_ROUND_UP_MIN_EXTRA,
  type BomColumn,
  type BomDetail,
  type BomLine,
  type BomPart,
  type BomPreviewLine,
  type BomTotals,
} from '@ferrite/contract';
import { englishMessage, isMessageCode, messageRef, type MessageRef } from '@ferrite/contract/message-codes';
import type { Queryable } from '../db/database';
import { compressDesignators } from './bom/designators';
import { choiceShortfall, partPackage } from './bom/matching';
import { packageLabel } from './bom/package-code';
import { priceLine, requiredQuantity, type BuildPlan, type LinePrice } from './bom/pricing';
import { canMatch } from './bom/columns';
import type { BomSourceLine } from './bom/lines';
import { PART_SUMMARY_COLUMNS, toPartSummary, type PartSummaryRow } from '../catalog/part-summary';
import type { BomLineRow, BomRow } from './bom-store';
import { mapTakingTurns, nextTurn, turnTaker } from '../lib/take-turns';

const PREVIEW_ROWS = 12;
const PREVIEW_COLUMNS = 30;
const PREVIEW_CELL = 40;

/** The catalogue parameters a buyer compares alternatives by, in the order they are shown. */
const VALUE_PARAMETERS = ['Resistance', 'Capacitance', 'Inductance', 'Impedance @ Frequency', 'Frequency'];
const RATING_PARAMETERS = [
  'Tolerance',
  'Voltage - Rated',
  'Power (Watts)',
  'Power Per Element',
  'Current Rating (Amps)',
  'Current Rating (Max)',
  'Temperature Coefficient',
];

export interface PartsById {
  parts: Map<number, BomPart>;
  /** Each part's parameters, to judge a buyer's choice against the line. */
  details: Map<number, { description: string; parameters: Record<string, string> }>;
}

/** Parts per partsById statement: a long BOM names a few thousand, one statement of them held other visitors. */
const PARTS_PER_READ = 500;

export async function partsById(db: Queryable, ids: Iterable<number>): Promise<PartsById> {
  const wanted = [...new Set(ids)].filter((id) => id > 0);
  const parts = new Map<number, BomPart>();
  const details: PartsById['details'] = new Map();
  const takeTurn = turnTaker();
  for (let start = 0; start < wanted.length; start += PARTS_PER_READ) {
    if (start > 0) await nextTurn();
    const { rows } = await db.query<PartSummaryRow & { parameters: Record<string, string>; description: string }>(
      `SELECT ${PART_SUMMARY_COLUMNS}, p.parameters, p.description FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id WHERE p.id = ANY($1::int[])`,
      [wanted.slice(start, start + PARTS_PER_READ)],
    );
    for (const row of rows) {
      await takeTurn();
      const code = partPackage(row.parameters);
      const value = VALUE_PARAMETERS.map((key) => row.parameters[key]).find(Boolean) ?? '';
      const ratings = RATING_PARAMETERS.map((key) => row.parameters[key])
        .filter((text): text is string => !!text && text !== '-')
        .join(' · ');
      parts.set(row.id, { ...toPartSummary(row), Package: code ? packageLabel(code) : '', Value: value, Ratings: ratings });
      details.set(row.id, { description: row.description, parameters: row.parameters });
    }
  }
  return { parts, details };
}

export function planOf(
  bom: Pick<BomRow, 'builds' | 'attrition_tenths'>,
  override: { builds?: number | undefined; attrition?: number | undefined },
): BuildPlan {
  return {
    builds: override.builds ?? bom.builds,
    attritionPercent: override.attrition !== undefined ? Math.round(override.attrition * 10) / 10 : bom.attrition_tenths / 10,
  };
}

/** The sheet's columns under the header row, with their roles and first values. */
export function columnsOf(bom: Pick<BomRow, 'grid' | 'header_row' | 'mapping'>): BomColumn[] {
  const header = bom.header_row > 0 ? (bom.grid[bom.header_row - 1] ?? []) : [];
  const data = bom.grid.slice(bom.header_row);
  const width = Math.max(bom.mapping.length, header.length);
  return Array.from({ length: width }, (_, index) => {
    const samples: string[] = [];
    for (const cells of data) {
      const value = (cells[index] ?? '').trim();
      if (value && !samples.includes(value)) samples.push(value.slice(0, PREVIEW_CELL));
      if (samples.length === 3) break;
    }
    return {
      Index: index,
      Header: (header[index] ?? '').trim() || `Column ${index + 1}`,
      Field: bom.mapping[index] ?? null,
      Samples: samples,
    };
  });
}

// A stored code this version does not know (written by a newer one) is left out: the contract
// promises known codes, and the reader is shown the English the line carries.
const knownRef = (ref: MessageRef | undefined) => (ref && isMessageCode(ref.code) ? ref : undefined);

/** `ProblemCode`/`ProblemParams` (or `Reason…`) when the stored line has the message's code. */
function refFields<Name extends 'Problem' | 'Reason'>(name: Name, stored: MessageRef | undefined) {
  const ref = knownRef(stored);
  return ref ? ({ [`${name}Code`]: ref.code, [`${name}Params`]: ref.params } as Pick<BomLine, `${Name}Code` | `${Name}Params`>) : {};
}

/** A line as a mapping reads it, before matching: what the mapping step previews. */
export function previewLineOf(source: BomSourceLine): BomPreviewLine {
  return {
    Row: source.row,
    PartNo: source.partNo,
    Manufacturer: source.manufacturer,
    Quantity: source.quantity,
    Designators: compressDesignators(source.designators),
    Value: source.value,
    Description: source.description,
    Package: source.package,
    DNP: source.dnp,
    Problem: source.problem,
    ...refFields('Problem', source.problemRef),
  };
}

const pricingPart = (part: BomPart) => ({ moq: part.MOQ, orderMultiple: part.OrderMultiple, priceBreaks: part.PriceBreaks });

/** A part's price for the needed pieces, or null when it has no prices (or the total is beyond pricing). */
function priceOf(part: BomPart, required: number): LinePrice | null {
  if (part.PriceBreaks.length === 0) return null;
  try {
    return priceLine(required, pricingPart(part));
  } catch {
    return null;
  }
}

/**
 * An equal part that ships now is preferred to a back-order unless it costs more than
 * SHIP_NOW_PREMIUM times as much and SHIP_NOW_MAX_EXTRA_MICROS more: a few MCUs back-ordered at
 * $5.77 beat a 2,400-piece reel at $7,377 that is in stock, while one capacitor in stock at $0.10
 * still beats one at $0.04 that ships in weeks.
 */
const SHIP_NOW_PREMIUM = 2;
const SHIP_NOW_MAX_EXTRA_MICROS = 50_000_000;

/**
 * The cheapest of equal parts for the needed pieces: the cheapest whose stock covers its order,
 * unless the cheapest of all (to back-order) saves more than the limits above; ties keep the
 * matcher's order. Equal parts are the match and what the matcher found as good for the line
 * (LineMatch.interchangeableIds).
 */
function cheapestOf(ids: readonly number[], parts: Map<number, BomPart>, required: number) {
  let cheapest: { part: BomPart; price: LinePrice } | null = null;
  let shipsNow: { part: BomPart; price: LinePrice } | null = null;
  for (const id of ids) {
    const part = parts.get(id);
    const price = part ? priceOf(part, required) : null;
    if (!part || !price) continue;
    if (!cheapest || price.totalMicros < cheapest.price.totalMicros) cheapest = { part, price };
    if (part.Stock >= price.orderQuantity && (!shipsNow || price.totalMicros < shipsNow.price.totalMicros)) shipsNow = { part, price };
  }
  if (!shipsNow || !cheapest) return cheapest;
  const extra = shipsNow.price.totalMicros - cheapest.price.totalMicros;
  const tooDear = shipsNow.price.totalMicros > SHIP_NOW_PREMIUM * cheapest.price.totalMicros && extra > SHIP_NOW_MAX_EXTRA_MICROS;
  return tooDear ? cheapest : shipsNow;
}

/** Rounded far above the need by the part's minimum or multiple: twice the need and BOM_ROUND_UP_MIN_EXTRA pieces more. */
const roundedUp = (price: LinePrice) =>
  price.rounded > price.required && price.rounded >= 2 * price.required && price.rounded - price.required >= BOM_ROUND_UP_MIN_EXTRA;

function toLine(row: BomLineRow, { parts, details }: PartsById, plan: BuildPlan): BomLine {
  const { source, match } = row;
  const chosen = row.chosen_part_id !== null;
  const wanted = !source.dnp && source.quantity !== null && source.quantity > 0;
  const required = wanted ? requiredQuantity(source.quantity!, plan) : 0;
  const equals = match.partId ? [match.partId, ...(match.interchangeableIds ?? [])] : [];
  // Not the buyer's pick: the cheapest of the equal parts for this build (issue 20: a reel of
  // 10,000 is not the default for 4 pieces, and 10,000 boards may well want the reel).
  const optimised = !chosen && wanted && equals.length > 1 ? cheapestOf(equals, parts, required) : null;
  const partId = chosen ? row.chosen_part_id : (optimised?.part.ProductID ?? match.partId);
  const part = partId ? (parts.get(partId) ?? null) : null;
  let confidence = match.confidence;
  let reason = match.reason;
  let reasonRef = match.reasonRef;
  const short = chosen && part && partId ? choiceShortfall(source, details.get(partId)!) : null;
  if (short) {
    // The buyer's word stands, but a part that breaks the line's spec is never shown as exact.
    confidence = 'partial';
    reasonRef = messageRef('sourcing.bomReasonChosenShortOf', { shortfall: [short] });
    reason = englishMessage(reasonRef);
  } else if (chosen) {
    confidence = part ? 'exact' : 'none';
    reason = part ? `chosen by you (${match.reason})` : 'you chose to order nothing for this line';
    // A match stored before codes existed has only its English, so the choice around it has no code either.
    reasonRef = part
      ? reasonRef && messageRef('sourcing.bomReasonChosen', { reason: [reasonRef] })
      : messageRef('sourcing.bomReasonNothingChosen');
  } else if (partId && !part) {
    confidence = 'none';
    reason = 'the matched part is no longer in the catalogue';
    reasonRef = messageRef('sourcing.bomReasonGone');
  }
  const alternatives = [match.partId, ...match.alternativeIds]
    .filter((id): id is number => id !== null && id !== partId)
    .map((id) => parts.get(id))
    .filter((p): p is BomPart => p !== undefined);
  let pricing: BomLine['Pricing'] = null;
  const priced = part && wanted ? priceOf(part, required) : null;
  if (part && priced) {
    const roundUp = roundedUp(priced);
    // The cheaper way to buy what is needed: another packaging, or another part meeting the line.
    const pool = [...new Set([...equals, ...(chosen ? match.alternativeIds : [])])].filter((id) => id !== part.ProductID);
    const cheaper = roundUp ? cheapestOf(pool, parts, required) : null;
    const offer = cheaper && cheaper.price.totalMicros < priced.totalMicros ? cheaper : null;
    pricing = {
      Required: priced.required,
      Rounded: priced.rounded,
      OrderQty: priced.orderQuantity,
      UnitPriceMicros: priced.unitPriceMicros,
      TotalMicros: priced.totalMicros,
      SavingMicros: priced.savingMicros,
      RaisedToBreak: priced.raisedToBreak,
      Shortfall: Math.max(0, priced.orderQuantity - part.Stock),
      RoundUp: roundUp ? { Kind: /reel/i.test(part.Packaging) ? 'reel' : 'minimum' } : null,
      Cheaper: offer
        ? {
            ProductID: offer.part.ProductID,
            PartNo: offer.part.PartNo,
            MFG: offer.part.MFG,
            Packaging: offer.part.Packaging,
            OrderQty: offer.price.orderQuantity,
            TotalMicros: offer.price.totalMicros,
            SamePart: (match.interchangeableIds ?? []).includes(offer.part.ProductID) && match.method !== 'description',
          }
        : null,
    };
  }
  const matchedPart = match.partId ? parts.get(match.partId) : undefined;
  const cheapestOfMatch = !chosen && part && matchedPart && part.ProductID !== matchedPart.ProductID ? matchedPart.PartNo : undefined;
  return {
    Line: row.line_no,
    ...previewLineOf(source),
    Notes: source.notes,
    // Only when every note has its code: a line stored before codes existed shows its English.
    ...(source.noteRefs && source.noteRefs.length === source.notes.length && source.noteRefs.every((ref) => knownRef(ref))
      ? { NoteRefs: source.noteRefs }
      : {}),
    Confidence: confidence,
    Reason: reason,
    ...refFields('Reason', reasonRef),
    Method: chosen ? 'chosen' : match.method,
    Part: part,
    Alternatives: alternatives,
    Chosen: chosen,
    ...(cheapestOfMatch ? { CheapestOf: cheapestOfMatch } : {}),
    ...(source.sku ? { Sku: source.sku } : {}),
    Pricing: pricing,
  };
}

/** Lines that should be ordered: placed, with a readable, non-zero quantity. */
export const isWanted = (line: Pick<BomLine, 'DNP' | 'Problem' | 'Quantity'>) => !line.DNP && !line.Problem && (line.Quantity ?? 0) > 0;

export function totalsOf(lines: readonly BomLine[]): BomTotals {
  const wanted = lines.filter(isWanted);
  const orderable = wanted.filter((line) => line.Part && line.Pricing);
  return {
    Lines: lines.length,
    Exact: wanted.filter((line) => line.Part && line.Confidence === 'exact').length,
    Partial: wanted.filter((line) => line.Part && line.Confidence === 'partial').length,
    Unmatched: wanted.filter((line) => !line.Part).length,
    DNP: lines.filter((line) => line.DNP).length,
    Invalid: lines.filter((line) => line.Problem !== '').length,
    Orderable: orderable.length,
    MatchRatePercent: wanted.length === 0 ? 0 : Math.round((orderable.length / wanted.length) * 1000) / 10,
    TotalMicros: orderable.reduce((sum, line) => sum + line.Pricing!.TotalMicros, 0),
    SavingMicros: orderable.reduce((sum, line) => sum + line.Pricing!.SavingMicros, 0),
    ShortfallLines: orderable.filter((line) => line.Pricing!.Shortfall > 0).length,
    RoundUpLines: orderable.filter((line) => line.Pricing!.RoundUp).length,
    RoundUpExtraMicros: orderable.reduce(
      (sum, line) => sum + (line.Pricing!.Cheaper ? line.Pricing!.TotalMicros - line.Pricing!.Cheaper.TotalMicros : 0),
      0,
    ),
  };
}

/** The lines as shown: each with its current part data and its price for the plan. */
export async function pricedLines(db: Queryable, lineRows: readonly BomLineRow[], plan: BuildPlan): Promise<BomLine[]> {
  const ids: number[] = [];
  for (const row of lineRows) {
    if (row.match.partId) ids.push(row.match.partId);
    if (row.chosen_part_id) ids.push(row.chosen_part_id);
    ids.push(...row.match.alternativeIds, ...(row.match.interchangeableIds ?? []));
  }
  const parts = await partsById(db, ids);
  // Pricing 3,000 lines is a few hundred ms of JavaScript: other visitors get turns meanwhile.
  return mapTakingTurns(lineRows, (row) => toLine(row, parts, plan));
}

export async function bomDetail(
  db: Queryable,
  { bom, via }: { bom: BomRow; via: string },
  lineRows: BomLineRow[],
  owner: boolean,
  signedIn: boolean,
  plan: BuildPlan,
): Promise<BomDetail> {
  const lines = await pricedLines(db, lineRows, plan);
  return {
    // A visitor who came by the share link sees that link's id: the owner's id stays private.
    Id: owner ? bom.id : via,
    Name: bom.name,
    SourceName: bom.source_name,
    SourceKind: bom.source_kind,
    CreatedAt: new Date(bom.created_at).toISOString(),
    UpdatedAt: new Date(bom.updated_at).toISOString(),
    IsOwner: owner,
    CanSave: owner && signedIn,
    Saved: bom.saved,
    Shared: bom.share_token !== null,
    ShareUrl: bom.share_token ? `/bom/${bom.share_token}` : '',
    Builds: plan.builds,
    AttritionPercent: plan.attritionPercent,
    HeaderRow: bom.header_row,
    PreviewRows: bom.grid
      .slice(0, PREVIEW_ROWS)
      .map((cells, i) => ({ Row: i + 1, Cells: cells.slice(0, PREVIEW_COLUMNS).map((cell) => cell.slice(0, PREVIEW_CELL)) })),
    Columns: columnsOf(bom),
    NeedsMapping: !canMatch(bom.mapping),
    Lines: lines,
    Totals: totalsOf(lines),
  };
}
