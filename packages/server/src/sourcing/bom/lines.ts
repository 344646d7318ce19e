/** BOM lines from a grid, a header row and a column mapping: quantities, designators, do-not-place. */
import { parseDesignators } from './designators';
import type { ColumnMapping } from './columns';
import { englishMessage, messageRef, type MessageRef } from '@ferrite/contract/message-codes';
import { MAX_BOM_LINES, TableReadError, type Grid } from './grid';
import { isMarkerCell, saysNotFitted } from './notation/not-fitted';
import { readDielectric, readRatingToken } from './notation/ratings';
import { tokensOf } from './notation/spec';
import { collectTakingTurns } from '../../lib/take-turns';

/** Most pieces one line may ask for per board; more is a typo (a part number in the quantity column). */
export const MAX_LINE_QUANTITY = 1_000_000;

export interface BomSourceLine {
  /** Spreadsheet row number (1-based), so the buyer finds the line in their file. */
  row: number;
  partNo: string;
  /** Second-source part numbers (MPN2, MPN3 columns); absent on lines stored before they were read. */
  altPartNos?: string[];
  /** The first distributor order code of the line (LCSC, Digi-Key, Mouser), kept but never matched as a part number. */
  sku?: string;
  manufacturer: string;
  /** Pieces per board; null when the row gave no usable quantity (see problem). */
  quantity: number | null;
  /** The quantity cell as written, so an export gives the buyer back what they uploaded. */
  quantityText: string;
  designators: string[];
  value: string;
  /** Ratings found in columns no field claims ('Tolerance', 'Voltage'), joined; absent when none. */
  ratings?: string;
  description: string;
  package: string;
  dnp: boolean;
  /** Why the line cannot be ordered as it stands (an unreadable quantity), in English, or ''. */
  problem: string;
  /** The code and values of `problem`; lines stored before codes existed have none. */
  problemRef?: MessageRef;
  /** Things worth a look that do not stop the line ('4 pieces but 3 designators'), in English. */
  notes: string[];
  /** The code and values of each note, in the order of `notes`; lines stored before codes existed have none. */
  noteRefs?: MessageRef[];
}

const NO_WORDS = new Set(['0', 'no', 'n', 'false', 'f', 'none']);
const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A do-not-place column: a mark means not placed; 'No', '0', 'fitted' mean placed. */
function dnpFromMark(cell: string): boolean {
  const k = key(cell);
  if (k === '') return false;
  if (NO_WORDS.has(k) || ['fitted', 'fit', 'place', 'placed', 'populate', 'populated'].includes(k)) return false;
  return true;
}

/** A populate / fitted column: 'No', '0', 'DNP' mean not placed; blank and anything else mean placed. */
function dnpFromPopulate(cell: string): boolean {
  return NO_WORDS.has(key(cell)) || saysNotFitted(cell);
}

/** A cell of an unnamed column that holds only ratings ('1%', '50V', 'X7R', '0.1W'): read with the line's value. */
function isRatingCell(cell: string): boolean {
  const tokens = tokensOf(cell);
  return tokens.length > 0 && tokens.every((token) => readRatingToken(token) !== undefined || readDielectric(token) !== undefined);
}

/**
 * A quantity cell: '4', '4.0', '1,000', '2 pcs'. Returns the whole number or the problem with it.
 */
export function parseQuantity(cell: string): { quantity: number } | { problem: MessageRef } {
  const text = cell.trim();
  const cleaned = text
    .replace(/\s*(pcs|pc|ea|each|pieces|x)\.?$/i, '')
    .replace(/^(\d{1,3})((?:[,\s]\d{3})+)$/, (_m, a: string, b: string) => a + b.replace(/[,\s]/g, ''));
  // The cell is quoted as the buyer wrote it: data, not a number to rewrite.
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return { problem: messageRef('sourcing.bomQuantityNotNumber', { text: text.slice(0, 40) }) };
  const value = Number(cleaned);
  if (value < 0) return { problem: messageRef('sourcing.bomQuantityNegative', { text }) };
  if (!Number.isInteger(value)) return { problem: messageRef('sourcing.bomQuantityNotWhole', { text }) };
  if (value > MAX_LINE_QUANTITY) return { problem: messageRef('sourcing.bomQuantityTooLarge', { text, max: MAX_LINE_QUANTITY }) };
  return { quantity: value };
}

/** What reading a grid's lines gives: the lines, and how many repeats of the header row were skipped. */
export interface GridLines {
  lines: BomSourceLine[];
  skippedHeaderRepeats: number;
}

/**
 * Every data row below the header that has anything in a mapped column becomes a line, in order.
 * Blank rows and repeats of the header row (multi-page exports) are skipped and counted; nothing else is.
 */
export function linesFromGrid(grid: Grid, headerRow: number, mapping: ColumnMapping): GridLines {
  return gridLinesOf([...rowsOfGrid(grid, headerRow, mapping)]);
}

/**
 * linesFromGrid for a request: a few thousand rows take a few hundred ms of JavaScript, which would
 * hold every other visitor, so it lets them in every few ms.
 */
export async function linesFromGridTakingTurns(grid: Grid, headerRow: number, mapping: ColumnMapping): Promise<GridLines> {
  return gridLinesOf(await collectTakingTurns(rowsOfGrid(grid, headerRow, mapping)));
}

const HEADER_REPEAT = 'headerRepeat';

function gridLinesOf(rows: readonly (BomSourceLine | typeof HEADER_REPEAT)[]): GridLines {
  const lines = rows.filter((row): row is BomSourceLine => row !== HEADER_REPEAT);
  return { lines, skippedHeaderRepeats: rows.length - lines.length };
}

/** Each data row as a line or a header repeat, one at a time (blank rows give nothing). */
function* rowsOfGrid(grid: Grid, headerRow: number, mapping: ColumnMapping): Generator<BomSourceLine | typeof HEADER_REPEAT> {
  const column = (field: string) => mapping.indexOf(field as never);
  const at = (cells: string[], field: string) => {
    const c = column(field);
    return c >= 0 ? (cells[c] ?? '').trim() : '';
  };
  const header = headerRow > 0 ? (grid[headerRow - 1] ?? []).map((cell) => cell.trim().toLowerCase()).join('\u0001') : null;
  const hasQuantityColumn = column('quantity') >= 0;
  let lineCount = 0;
  for (let r = headerRow; r < grid.length; r++) {
    const cells = grid[r]!;
    if (!mapping.some((field, c) => field !== null && (cells[c] ?? '').trim() !== '')) continue;
    if (header !== null && cells.map((cell) => cell.trim().toLowerCase()).join('\u0001') === header) {
      yield HEADER_REPEAT;
      continue;
    }
    if (lineCount++ >= MAX_BOM_LINES) {
      throw new TableReadError(messageRef('sourcing.bomTooManyLines', { max: MAX_BOM_LINES }));
    }
    const designators = parseDesignators(at(cells, 'designators'));
    const value = at(cells, 'value');
    const description = at(cells, 'description');
    const noteRefs: MessageRef[] = [];
    let problemRef: MessageRef | undefined;
    let quantity: number | null = null;
    const quantityCell = at(cells, 'quantity');
    if (quantityCell !== '') {
      const parsed = parseQuantity(quantityCell);
      if ('problem' in parsed) problemRef = parsed.problem;
      else quantity = parsed.quantity;
    } else if (designators.length > 0) {
      quantity = designators.length;
      if (hasQuantityColumn) noteRefs.push(messageRef('sourcing.bomQuantityCounted', { count: designators.length }));
    } else if (!hasQuantityColumn) {
      quantity = 1;
      noteRefs.push(messageRef('sourcing.bomNoQuantityColumn'));
    } else problemRef = messageRef('sourcing.bomNoQuantity');
    if (quantity !== null && designators.length > 0 && quantityCell !== '' && quantity !== designators.length) {
      noteRefs.push(messageRef('sourcing.bomDesignatorMismatch', { quantity, count: designators.length }));
    }
    let dnp = false;
    if (column('dnp') >= 0) dnp = dnpFromMark(at(cells, 'dnp'));
    else if (column('populate') >= 0) dnp = dnpFromPopulate(at(cells, 'populate'));
    if (!dnp && (saysNotFitted(value) || saysNotFitted(description))) dnp = true;
    // A bare 'DNP' in the maker, part-number or an unnamed column ('C155;DNP;DNP;;').
    const markerColumns = (field: string | null) => field === null || field === 'partNo' || field === 'manufacturer';
    if (!dnp && cells.some((cell, c) => markerColumns(mapping[c] ?? null) && isMarkerCell(cell))) dnp = true;
    const altPartNos = mapping.flatMap((field, c) => (field === 'altPartNo' && (cells[c] ?? '').trim() ? [(cells[c] ?? '').trim()] : []));
    const sku = mapping.map((field, c) => (field === 'sku' ? (cells[c] ?? '').trim() : '')).find(Boolean) ?? '';
    const ratings = cells
      .filter((cell, c) => (mapping[c] ?? null) === null && isRatingCell(cell))
      .map((cell) => cell.trim())
      .join(' ');
    yield {
      row: r + 1,
      partNo: at(cells, 'partNo'),
      ...(altPartNos.length > 0 ? { altPartNos } : {}),
      ...(sku ? { sku } : {}),
      ...(ratings ? { ratings } : {}),
      manufacturer: at(cells, 'manufacturer'),
      quantity,
      quantityText: quantityCell,
      designators,
      value,
      description,
      package: at(cells, 'package'),
      dnp,
      problem: problemRef ? englishMessage(problemRef) : '',
      ...(problemRef ? { problemRef } : {}),
      notes: noteRefs.map(englishMessage),
      noteRefs,
    };
  }
}
