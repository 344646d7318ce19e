/**
 * Which row of a sheet is the header and what each column holds. Headers are compared after
 * normalising (lower case, letters and digits only), so 'Mfr. Part #', 'MFR PART' and 'mfr_part'
 * are one alias. Built-in aliases come after the ones a buyer taught us (remembered mappings).
 */
import { BOM_FIELDS, type BomField } from '@ferrite/contract';
import type { Grid } from './grid';
import { isMarkerCell } from './notation/not-fitted';
import { looksLikeDistributorSku } from './notation/part-number';

/** A column's field, or null when the column is ignored. */
export type ColumnMapping = (BomField | null)[];

/** Header texts, normalised, that name each field. Order matters only for reading. */
const ALIASES: Record<BomField, readonly string[]> = {
  partNo: [
    'mpn',
    'mfrpart',
    'mfrpartnumber',
    'mfrpartno',
    'mfrpn',
    'mfrpartnum',
    'mfgpart',
    'mfgpartnumber',
    'mfgpartno',
    'mfgpn',
    'manufacturerpartnumber',
    'manufacturerpartno',
    'manufacturerpart',
    'manufacturerpn',
    'manufacturerpartnum',
    'partnumber',
    'partno',
    'partnum',
    'pn',
    'orderingcode',
    'ordercode',
    'ordernumber',
    'mpn1',
    'manufacturerpartnumber1',
    'mfrpartnumber1',
    'mfgpartnumber1',
    'mfrpn1',
    'mfgpn1',
    'partnumber1',
    'mfrno',
    'mfgno',
    // JLC's assembly sheets name the part JLC places (its substitute for the designer's) 'JLC Type'.
    'jlctype',
  ],
  manufacturer: [
    'manufacturer',
    'mfr',
    'mfg',
    'mfrname',
    'mfgname',
    'manufacturername',
    'make',
    'brand',
    'vendor',
    'manufacturer1',
    'manufacturername1',
    'mfg1',
    'mfr1',
    'maker',
    // Eagle's and Fusion 360's manufacturer attribute.
    'mf',
  ],
  quantity: [
    'qty',
    'quantity',
    'qtyperboard',
    'qtyper',
    'quantityperboard',
    'qtyperpcb',
    'quantityperpcb',
    'qtypcb',
    'count',
    'pcs',
    'units',
    'qtyperunit',
    'qtyea',
    'amount',
    'qnty',
    'orderqty',
    'orderquantity',
  ],
  designators: [
    'designator',
    'designators',
    'refdes',
    'reference',
    'references',
    'ref',
    'refs',
    'referencedesignator',
    'referencedesignators',
    'partreference',
    'partreferences',
    'refdesignator',
    'refdesignators',
    'position',
    'positions',
    'components',
    'designation',
    'designations',
    'refdess',
    'schematicreference',
    'schematicreferences',
  ],
  // EasyEDA's 'Name' is what KiCad calls the value: '10k' for a resistor, the part's name otherwise.
  value: ['value', 'val', 'comment', 'nominalvalue', 'partvalue', 'values', 'name'],
  description: [
    'description',
    'desc',
    'partdescription',
    'itemdescription',
    'componentdescription',
    'details',
    'specification',
    'spec',
    'characteristics',
  ],
  package: [
    'package',
    'footprint',
    'case',
    'packagecase',
    'casepackage',
    'pcbfootprint',
    'footprintname',
    'pcbdecal',
    'decal',
    'landpattern',
    'pattern',
    'size',
    'casesize',
    'packagetype',
    'housing',
    'packagefootprint',
    'footprintpackage',
  ],
  dnp: [
    'dnp',
    'donotplace',
    'dnf',
    'donotfit',
    'donotpopulate',
    'donotmount',
    'dni',
    'donotinstall',
    'nopop',
    'notplaced',
    'exclude',
    'excluded',
    'excludefrombom',
  ],
  populate: [
    'populate',
    'populated',
    'fitted',
    'fit',
    'mount',
    'mounted',
    'place',
    'placed',
    'install',
    'installed',
    'assemble',
    'assembly',
    'stuff',
    'stuffed',
  ],
  altPartNo: [
    'mpn2',
    'mpn3',
    'mfrpartnumber2',
    'mfgpartnumber2',
    'manufacturerpartnumber2',
    'mfrpn2',
    'mfgpn2',
    'partnumber2',
    'altmpn',
    'alternatempn',
    'altpartnumber',
    'alternatepartnumber',
    'alternativepartnumber',
    'secondsource',
    'secondsourcempn',
  ],
  sku: [
    'lcsc',
    'lcscpart',
    'lcscpartnumber',
    'lcscpartno',
    'lcscpn',
    'jlcpcbpart',
    'jlcpart',
    'jlcpartnumber',
    'jlcpartno',
    'jlcpcbpartnumber',
    'jlcpcbpartno',
    'supplierpart',
    'supplierpartnumber',
    'supplierpartno',
    'supplierpn',
    'digikey',
    'digikeypart',
    'digikeypartnumber',
    'digikeypartno',
    'digikeypn',
    'dkpn',
    'mouser',
    'mouserpart',
    'mouserpartnumber',
    'mouserno',
    'mouserpn',
    'farnell',
    'farnellpartnumber',
    'newark',
    'newarkpartnumber',
    // Eagle's ordering-code attributes (OC_FARNELL, OC_NEWARK).
    'ocfarnell',
    'ocnewark',
    'rspartnumber',
    'rsstockno',
    'distributorpart',
    'distributorpartnumber',
    'distributorpn',
    'vendorpart',
    'vendorpartnumber',
  ],
};

/** Fields that several columns may hold at once: a BOM lists second sources and several distributors side by side. */
export const MULTI_COLUMN_FIELDS: ReadonlySet<BomField> = new Set(['altPartNo', 'sku']);

/** A header that could be either of two fields; the column's content decides (Eagle's 'Part' is a designator). */
const AMBIGUOUS: Record<string, readonly [BomField, BomField]> = {
  part: ['partNo', 'designators'],
  parts: ['designators', 'partNo'],
  item: ['partNo', 'designators'],
};

/**
 * Part-number headers that do not say whose number it is: a Digi-Key cart's 'Part Number' holds
 * Digi-Key's codes and its 'Manufacturer Part Number' the maker's. They are claimed after every
 * header that says 'manufacturer', and a column of distributor codes under them is read as `sku`.
 */
const GENERIC_PART_NUMBER = new Set(['partnumber', 'partno', 'partnum', 'pn', 'orderingcode', 'ordercode', 'ordernumber']);

const ALIAS_TO_FIELD = new Map<string, BomField>();
for (const field of BOM_FIELDS) for (const alias of ALIASES[field]) ALIAS_TO_FIELD.set(alias, field);

/** 'Mfr. Part #' → 'mfrpart'; accents dropped ('Référence' → 'reference'). */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The alias a header text names. '#' reads as 'No' where that names a column: a Mouser cart's
 * 'Mfr. #' is the maker's number ('Mfr. No'), not the maker ('Mfr.').
 */
function aliasKey(text: string): string {
  if (text.includes('#')) {
    const numbered = normaliseHeader(text.replace(/#/g, ' no '));
    if (ALIAS_TO_FIELD.has(numbered) || AMBIGUOUS[numbered]) return numbered;
  }
  return normaliseHeader(text);
}

/** Headers that name the value only when no column says so plainly: EasyEDA's 'Name'. */
const WEAK_VALUE = new Set(['name']);

/** Remembered header → field choices of one buyer (normalised header text as the key). */
export type RememberedMapping = Record<string, BomField>;

function fieldOfHeader(text: string, remembered: RememberedMapping): BomField | 'ambiguous' | undefined {
  const learned = remembered[normaliseHeader(text)];
  if (learned) return learned;
  const key = aliasKey(text);
  if (!key) return undefined;
  if (ALIAS_TO_FIELD.has(key)) return ALIAS_TO_FIELD.get(key);
  if (AMBIGUOUS[key]) return 'ambiguous';
  return undefined;
}

const filled = (cells: readonly string[]) => cells.filter((cell) => cell.trim() !== '').length;

/** Rows searched for the header: a preamble (title, project, date) rarely runs longer. */
export const HEADER_SEARCH_ROWS = 50;

/**
 * The header row (1-based): the row with the most filled cells among the first 50, where a cell
 * that names a known column counts once more, so a header with a blank cell still beats the data
 * lines below it. Ties go to the earliest row. A grid whose best row names no known column has no
 * header: 0, and every row is data.
 */
export function detectHeaderRow(grid: Grid, remembered: RememberedMapping = {}): number {
  let best = 0;
  let bestScore = -1;
  let bestKnown = 0;
  grid.slice(0, HEADER_SEARCH_ROWS).forEach((cells, i) => {
    const known = cells.filter((cell) => fieldOfHeader(cell, remembered) !== undefined).length;
    const score = filled(cells) + known;
    if (score > bestScore) {
      bestScore = score;
      best = i + 1;
      bestKnown = known;
    }
  });
  return bestKnown > 0 ? best : 0;
}

const DESIGNATOR_LIKE = /^([A-Z]{1,4}\d{1,4}[A-Z]?)([\s,;-]+[A-Z]{0,4}\d{1,4}[A-Z]?)*$/i;
const INTEGER = /^\d{1,7}$/;
const PART_NUMBER_LIKE = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9][A-Za-z0-9\-_./#+,()]{3,40}$/;

function share(values: string[], test: (value: string) => boolean): number {
  const nonEmpty = values.filter((v) => v !== '');
  if (nonEmpty.length === 0) return 0;
  return nonEmpty.filter(test).length / nonEmpty.length;
}

/**
 * Maps each column of the header row to a field: remembered choices, then aliases, then the
 * content of columns nobody named (designators, integers for quantity, part-number-like codes).
 * A field is used by one column only: the first that claims it.
 */
export function detectColumns(grid: Grid, headerRow: number, remembered: RememberedMapping = {}): ColumnMapping {
  const header = headerRow > 0 ? (grid[headerRow - 1] ?? []) : [];
  const data = grid
    .slice(headerRow)
    .filter((cells) => filled(cells) > 0)
    .slice(0, 200);
  const width = Math.max(header.length, ...data.map((cells) => cells.length), 0);
  const columnValues = (c: number) => data.map((cells) => (cells[c] ?? '').trim());
  const mapping: ColumnMapping = Array.from({ length: width }, () => null);
  const used = new Set<BomField>();
  const claim = (c: number, field: BomField) => {
    if ((used.has(field) && !MULTI_COLUMN_FIELDS.has(field)) || mapping[c] !== null) return false;
    if (field === 'dnp' && used.has('populate')) return false;
    if (field === 'populate' && used.has('dnp')) return false;
    mapping[c] = field;
    used.add(field);
    return true;
  };
  const ambiguous: number[] = [];
  const generic: number[] = [];
  const weakValue: number[] = [];
  header.forEach((text, c) => {
    const field = fieldOfHeader(text, remembered);
    const learned = Boolean(remembered[normaliseHeader(text)]);
    if (field === 'ambiguous') ambiguous.push(c);
    else if (field === 'partNo' && !learned && GENERIC_PART_NUMBER.has(aliasKey(text))) generic.push(c);
    else if (field === 'value' && !learned && WEAK_VALUE.has(aliasKey(text))) weakValue.push(c);
    // A second 'Comment' or 'Value' beside the first (KiCad exports with an Altium-style comment) holds words.
    else if (field && !claim(c, field) && field === 'value' && share(columnValues(c), (v) => v.split(/\s+/).length >= 3) >= 0.8)
      claim(c, 'description');
  });
  for (const c of weakValue) claim(c, 'value');
  for (const c of generic) {
    if (share(columnValues(c), (v) => looksLikeDistributorSku(v)) >= 0.5) claim(c, 'sku');
    else claim(c, 'partNo');
  }
  for (const c of ambiguous) {
    const [first, second] = AMBIGUOUS[aliasKey(header[c]!)]!;
    const looksLikeDesignators = share(columnValues(c), (v) => DESIGNATOR_LIKE.test(v)) > 0.8;
    const preferred = looksLikeDesignators ? 'designators' : first === 'designators' ? second : first;
    if (!claim(c, preferred)) claim(c, preferred === first ? second : first);
  }
  // Columns without a known header: guess from their content, most distinctive first.
  const unnamed = mapping
    .map((field, c) => (field === null && !(header[c] && fieldOfHeader(header[c]!, remembered)) ? c : -1))
    .filter((c) => c >= 0);
  const guess = (field: BomField, test: (value: string) => boolean, threshold: number) => {
    if (used.has(field)) return;
    const scored = unnamed
      .filter((c) => mapping[c] === null)
      .map((c) => ({ c, score: share(columnValues(c), test) }))
      .filter((s) => s.score >= threshold)
      .sort((a, b) => b.score - a.score || a.c - b.c);
    if (scored[0]) claim(scored[0].c, field);
  };
  if (headerRow === 0 || used.size === 0 || !used.has('partNo') || !used.has('quantity')) {
    guess('designators', (v) => DESIGNATOR_LIKE.test(v) && /[A-Z]/i.test(v), 0.8);
    guess('quantity', (v) => INTEGER.test(v), 0.9);
    // LCSC's 'C25804' looks like a part number; a column of them is the distributor's code.
    guess('sku', (v) => looksLikeDistributorSku(v), 0.8);
    guess('partNo', (v) => PART_NUMBER_LIKE.test(v) && !looksLikeDistributorSku(v), 0.7);
  }
  // Unnamed columns EDA tools export as 'Field1…': a column of words is a description, a column of
  // markers a do-not-place column.
  if (!used.has('description')) guess('description', (v) => v.split(/\s+/).length >= 3, 0.8);
  if (!used.has('dnp') && !used.has('populate')) guess('dnp', (v) => isMarkerCell(v), 0.9);
  return mapping;
}

/** Remembers what a buyer mapped by hand: header text → field, for the columns that differ from what we detected. */
export function learnedMapping(grid: Grid, headerRow: number, chosen: ColumnMapping, detected: ColumnMapping): RememberedMapping {
  const header = headerRow > 0 ? (grid[headerRow - 1] ?? []) : [];
  const learned: RememberedMapping = {};
  chosen.forEach((field, c) => {
    const key = normaliseHeader(header[c] ?? '');
    if (key && field && field !== detected[c]) learned[key] = field;
  });
  return learned;
}

/** Keeps a mapping consistent: one column per field, dnp and populate never both, same width as the sheet. */
export function sanitiseMapping(mapping: readonly (string | null | undefined)[], width: number): ColumnMapping {
  const used = new Set<string>();
  const out: ColumnMapping = [];
  for (let c = 0; c < width; c++) {
    const field = mapping[c];
    const valid = typeof field === 'string' && (BOM_FIELDS as readonly string[]).includes(field) ? (field as BomField) : null;
    const clash = valid === 'dnp' ? used.has('populate') : valid === 'populate' ? used.has('dnp') : false;
    if (valid && (!used.has(valid) || MULTI_COLUMN_FIELDS.has(valid)) && !clash) {
      used.add(valid);
      out.push(valid);
    } else out.push(null);
  }
  return out;
}

/** True when a mapping names a column the matcher can work from: part numbers, values or descriptions. */
export const canMatch = (mapping: readonly (BomField | null)[]) =>
  mapping.some((field) => field === 'partNo' || field === 'value' || field === 'description');

/**
 * The roles a buyer chose under one header row, moved to another: a role goes to the column whose
 * header reads the same under the new row (the sheet's columns were found by name), else stays at
 * its position unless the new row's header there names another field (then it was the real
 * header, and its name wins). Columns left without a role are detected as on upload. One column
 * per field, as always: name matches first, then header names, then positions.
 */
export function carryMapping(
  grid: Grid,
  fromRow: number,
  toRow: number,
  chosen: readonly (BomField | null)[],
  remembered: RememberedMapping = {},
): ColumnMapping {
  const detected = detectColumns(grid, toRow, remembered);
  if (fromRow === toRow) return sanitiseMapping(chosen, detected.length);
  const width = detected.length;
  const oldHeader = fromRow > 0 ? (grid[fromRow - 1] ?? []) : [];
  const newHeader = toRow > 0 ? (grid[toRow - 1] ?? []) : [];
  const newKeys = Array.from({ length: width }, (_, c) => normaliseHeader(newHeader[c] ?? ''));
  const byName: (BomField | null)[] = Array.from({ length: width }, () => null);
  const byPosition: (BomField | null)[] = Array.from({ length: width }, () => null);
  chosen.forEach((field, c) => {
    if (!field) return;
    const key = normaliseHeader(oldHeader[c] ?? '');
    const named = key ? newKeys.indexOf(key) : -1;
    if (named >= 0) byName[named] = field;
    else if (c < width && !(newHeader[c] && fieldOfHeader(newHeader[c]!, remembered))) byPosition[c] = field;
  });
  const out: ColumnMapping = Array.from({ length: width }, () => null);
  const used = new Set<BomField>();
  const place = (c: number, field: BomField | null) => {
    if (!field || out[c] !== null) return;
    if (used.has(field) && !MULTI_COLUMN_FIELDS.has(field)) return;
    if ((field === 'dnp' && used.has('populate')) || (field === 'populate' && used.has('dnp'))) return;
    out[c] = field;
    used.add(field);
  };
  byName.forEach((field, c) => place(c, field));
  newKeys.forEach((key, c) => {
    if (key && fieldOfHeader(newHeader[c]!, remembered) !== undefined) place(c, detected[c] ?? null);
  });
  byPosition.forEach((field, c) => place(c, field));
  detected.forEach((field, c) => place(c, field));
  return out;
}
