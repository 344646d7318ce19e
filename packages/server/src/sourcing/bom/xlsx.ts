/**
 * XLSX in and out. Out through exceljs; in through a streaming reader of our own, because a public
 * upload must be refused while it is read: exceljs (through JSZip) inflates every part whole and
 * builds the whole sheet before anyone can count its rows, so a 1 MB zip bomb inflated 1 GB and a
 * workbook of 548,592 rows took 800 MB and 14 s before the row limit could refuse it.
 *
 * The reader inflates only the parts it needs (package and workbook relationships, workbook,
 * styles, the sheets in tab order until one looks like a BOM, and the shared strings those cells use),
 * counts the bytes actually inflated against MAX_XLSX_INFLATED_BYTES whatever the zip headers
 * claim, and stops at the first cell beyond MAX_GRID_ROWS or MAX_COLUMNS.
 */
import ExcelJS from 'exceljs';
import { messageRef } from '@ferrite/contract/message-codes';
import { MAX_BOM_LINES, MAX_CELL_CHARACTERS, MAX_COLUMNS, MAX_GRID_ROWS, rowsUnreadable, TableReadError, type Grid } from './grid';
import { detectColumns, detectHeaderRow } from './columns';
import { XmlScanError, XmlScanner, type XmlHandlers } from './xml-scan';
import { inflateEntry, zipEntries, ZipReadError, type InflateBudget, type ZipEntry } from './zip-read';

/**
 * Most bytes the parts of one workbook may inflate to, counted as they are inflated. A sheet of
 * 10,000 rows of ten cells is about 4 MB of XML; a few times that leaves room for verbose writers.
 */
export const MAX_XLSX_INFLATED_BYTES = 32 * 1024 * 1024;

const damaged = () => new TableReadError(messageRef('sourcing.bomWorkbookDamaged', {}));
/** A relationship's kind is the last segment of its type (transitional and strict OOXML differ before it). */
const isType = (relationship: { type: string }, kind: string) => relationship.type.endsWith(`/${kind}`);

/** Built-in number formats that show a date (14–22, 45–47, and the East Asian ones). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);

/** A format code shows a date if it has date or time letters outside quoted text and [brackets] (as exceljs decides). */
const isDateFormat = (code: string) => /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** Excel's day number (1900 or 1904 system) as an ISO date. */
const excelDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000)).toISOString().slice(0, 10);

/** Excel writes control characters in text as _xHHHH_. */
const unescapeText = (text: string) =>
  text.includes('_x') ? text.replace(/_x([0-9A-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;

/** Column number of a cell reference ('AB12' is 28), or undefined if it has none. */
function columnOf(ref: string | undefined): number | undefined {
  const letters = ref ? /^[A-Za-z]{1,3}/.exec(ref)?.[0] : undefined;
  if (!letters) return undefined;
  let column = 0;
  for (const ch of letters.toUpperCase()) column = column * 26 + ch.charCodeAt(0) - 64;
  return column;
}

/** Keeps at most one character more than a cell may have, so a long cell is refused by its length, not held whole. */
class TextCollector {
  value = '';
  add(text: string): void {
    if (this.value.length <= MAX_CELL_CHARACTERS) this.value += text.slice(0, MAX_CELL_CHARACTERS + 1 - this.value.length);
  }
}

class Workbook {
  private readonly entries: Map<string, ZipEntry>;
  private readonly budget: InflateBudget = { remaining: MAX_XLSX_INFLATED_BYTES };

  constructor(private readonly data: Uint8Array) {
    this.entries = new Map(zipEntries(data).map((entry) => [entry.name.toLowerCase(), entry]));
  }

  has(path: string): boolean {
    return this.entries.has(path.toLowerCase());
  }

  /** Feeds the part at `path` through the tokenizer; `handlers` may throw to stop early. */
  async scan(path: string, handlers: XmlHandlers): Promise<void> {
    const entry = this.entries.get(path.toLowerCase());
    if (!entry) throw damaged();
    const scanner = new XmlScanner(handlers);
    const decoder = new TextDecoder('utf-8');
    for await (const chunk of inflateEntry(this.data, entry, this.budget)) scanner.write(decoder.decode(chunk, { stream: true }));
    scanner.write(decoder.decode());
    scanner.end();
  }

  /** Relationship targets of a part by id and by type, as paths inside the zip. */
  async relationships(partPath: string): Promise<{ id: string; type: string; path: string }[]> {
    const folder = partPath.slice(0, partPath.lastIndexOf('/') + 1);
    const relsPath = `${folder}_rels/${partPath.slice(folder.length)}.rels`;
    const found: { id: string; type: string; path: string }[] = [];
    if (!this.has(relsPath)) return found;
    await this.scan(relsPath, {
      open(name, a) {
        if (name !== 'Relationship' || !a.Target || a.TargetMode === 'External') return;
        found.push({ id: a.Id ?? '', type: a.Type ?? '', path: resolvePath(folder, a.Target) });
      },
    });
    return found;
  }
}

/** A relationship target, relative to the folder of its part or absolute from the package root. */
function resolvePath(folder: string, target: string): string {
  const parts = (target.startsWith('/') ? target : folder + target).split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

/** A sheet's cells as read: texts, or the numbers of shared strings still to be looked up. */
type RawRow = (string | number | undefined)[];

/** Which cell formats show dates. */
async function dateStyles(book: Workbook, path: string | undefined): Promise<Set<number>> {
  const dates = new Set<number>();
  if (!path || !book.has(path)) return dates;
  const customDates = new Set<number>();
  let inCellXfs = false;
  let xf = 0;
  await book.scan(path, {
    open(name, a) {
      if (name === 'numFmt' && a.formatCode !== undefined && isDateFormat(a.formatCode)) customDates.add(Number(a.numFmtId));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(a.numFmtId ?? 0);
        if (DATE_FORMAT_IDS.has(id) || customDates.has(id)) dates.add(xf);
        xf++;
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return dates;
}

/**
 * The rows of one sheet, or undefined if it has no cells. Refuses, mid-read, the first cell with a
 * value below row MAX_GRID_ROWS or right of column MAX_COLUMNS.
 */
async function readSheet(
  book: Workbook,
  path: string,
  sheetName: string,
  dates: Set<number>,
  date1904: boolean,
): Promise<RawRow[] | undefined> {
  const rows: RawRow[] = [];
  let rowNumber = 0;
  let column = 0;
  let cell: { type: string; style: number; column: number } | undefined;
  let text: TextCollector | undefined;
  let collecting = false;
  let phonetic = 0;
  let any = false;
  const finishCell = () => {
    if (!cell || !text) return;
    const raw = text.value;
    let value: string | number | undefined;
    if (cell.type === 's') value = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : undefined;
    else if (cell.type === 'inlineStr' || cell.type === 'str') value = unescapeText(raw).trim();
    else if (cell.type === 'b') value = raw.trim() === '1' ? 'true' : raw.trim() === '0' ? 'false' : raw.trim();
    else if (cell.type === 'e') value = undefined;
    else if (cell.type === 'd') value = raw.trim().slice(0, 10);
    else {
      const number = Number(raw);
      value = raw.trim() === '' || Number.isNaN(number) ? raw.trim() : dates.has(cell.style) ? excelDate(number, date1904) : String(number);
    }
    if (value === undefined || value === '') return;
    if (rowNumber > MAX_GRID_ROWS)
      throw new TableReadError(messageRef('sourcing.bomSheetTooManyRows', { sheet: sheetName, rows: MAX_GRID_ROWS, max: MAX_BOM_LINES }));
    if (cell.column > MAX_COLUMNS)
      throw rowsUnreadable([{ row: rowNumber, ref: messageRef('sourcing.bomRowTooWide', { count: cell.column, max: MAX_COLUMNS }) }]);
    any = true;
    const row = (rows[rowNumber - 1] ??= []);
    row[cell.column - 1] = value;
  };
  await book.scan(path, {
    open(name, a) {
      if (name === 'row') {
        rowNumber = a.r !== undefined && /^\d+$/.test(a.r) ? Number(a.r) : rowNumber + 1;
        column = 0;
      } else if (name === 'c') {
        column = columnOf(a.r) ?? column + 1;
        cell = { type: a.t ?? 'n', style: Number(a.s ?? 0), column };
        text = undefined;
      } else if (cell && name === 'v') {
        text = new TextCollector();
        collecting = true;
      } else if (cell && name === 'is') text = new TextCollector();
      else if (cell && name === 't' && text) collecting = true;
      else if (name === 'rPh') phonetic++;
    },
    close(name) {
      if (name === 'c') {
        finishCell();
        cell = undefined;
        text = undefined;
      } else if (name === 'v' || name === 't') collecting = false;
      else if (name === 'rPh') phonetic--;
    },
    text(piece) {
      // A value is the text of <v>, or of the <t> runs of an inline string, leaving out phonetic guides (<rPh>).
      if (text && collecting && phonetic === 0) text.add(piece);
    },
  });
  return any ? rows : undefined;
}

/** The shared strings at the given indexes (nothing else is kept); stops after the last one needed. */
async function sharedStrings(book: Workbook, path: string | undefined, wanted: Set<number>): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  if (wanted.size === 0) return found;
  if (!path || !book.has(path)) throw damaged();
  const last = Math.max(...wanted);
  const done = new Error('all found');
  let index = -1;
  let text: TextCollector | undefined;
  let phonetic = 0;
  let inText = false;
  try {
    await book.scan(path, {
      open(name) {
        if (name === 'si') {
          index++;
          text = wanted.has(index) ? new TextCollector() : undefined;
        } else if (name === 't') inText = true;
        else if (name === 'rPh') phonetic++;
      },
      close(name) {
        if (name === 'si') {
          if (text) found.set(index, unescapeText(text.value).trim());
          if (index >= last) throw done;
        } else if (name === 't') inText = false;
        else if (name === 'rPh') phonetic--;
      },
      text(piece) {
        if (text && inText && phonetic === 0) text.add(piece);
      },
    });
  } catch (error) {
    if (error !== done) throw error;
  }
  return found;
}

/**
 * A sheet with a header naming two or more BOM columns. A workbook may open on a sheet of notes
 * (MuonPi's BOM: 'Notes', then 'Parts Placed by JLC'): the first such sheet is the BOM, else the
 * first sheet with cells.
 */
function looksLikeBom(grid: Grid): boolean {
  const headerRow = detectHeaderRow(grid);
  return headerRow > 0 && detectColumns(grid, headerRow).filter((field) => field !== null).length >= 2;
}

async function readWorkbook(data: Uint8Array): Promise<Grid> {
  const book = new Workbook(data);
  const main = (await book.relationships('')).find((r) => isType(r, 'officeDocument'))?.path ?? 'xl/workbook.xml';
  const sheets: { name: string; id: string }[] = [];
  let date1904 = false;
  await book.scan(main, {
    open(name, a) {
      if (name === 'sheet') sheets.push({ name: a.name ?? '', id: a.id ?? '' });
      else if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
    },
  });
  const parts = await book.relationships(main);
  const partOf = (kind: string) => parts.find((r) => isType(r, kind))?.path;
  const dates = await dateStyles(book, partOf('styles'));
  let first: Grid | undefined;
  for (const sheet of sheets) {
    const part = parts.find((r) => r.id === sheet.id);
    if (!part || !isType(part, 'worksheet')) continue;
    const rows = await readSheet(book, part.path, sheet.name, dates, date1904);
    if (!rows) continue;
    const wanted = new Set<number>();
    for (const row of rows) for (const cell of row ?? []) if (typeof cell === 'number') wanted.add(cell);
    const strings = await sharedStrings(book, partOf('sharedStrings'), wanted);
    const grid: Grid = [];
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r] ?? [];
      const cells: string[] = [];
      for (let c = 0; c < row.length; c++) {
        const cell = row[c];
        cells.push(typeof cell === 'number' ? (strings.get(cell) ?? '') : (cell ?? ''));
      }
      while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
      grid.push(cells);
    }
    if (looksLikeBom(grid)) return grid;
    first ??= grid;
  }
  if (first) return first;
  throw new TableReadError(messageRef('sourcing.bomWorkbookEmpty', {}));
}

/** The first worksheet (in tab order) that looks like a BOM, else the first with any cells, as a grid of display texts. */
export async function readXlsxGrid(data: Uint8Array): Promise<Grid> {
  try {
    return await readWorkbook(data);
  } catch (error) {
    if (error instanceof TableReadError) throw error;
    if (error instanceof ZipReadError && error.kind === 'too-large') {
      throw new TableReadError(
        messageRef('sourcing.bomWorkbookTooLarge', { megabytes: MAX_XLSX_INFLATED_BYTES / 1024 / 1024, max: MAX_BOM_LINES }),
      );
    }
    if (error instanceof ZipReadError || error instanceof XmlScanError) throw damaged();
    throw error;
  }
}

export interface SheetSpec {
  name: string;
  header: string[];
  rows: (string | number)[][];
  /** Column widths in characters. */
  widths?: number[];
  /** Number formats per column index, e.g. '0.0000' for unit prices. */
  formats?: Record<number, string>;
}

/** A workbook of simple sheets: a bold, frozen header row and plain values. */
export async function writeXlsx(sheets: SheetSpec[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Ferrite BOM tool';
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow(spec.header).font = { bold: true };
    for (const row of spec.rows) sheet.addRow(row);
    spec.widths?.forEach((width, i) => (sheet.getColumn(i + 1).width = width));
    for (const [index, format] of Object.entries(spec.formats ?? {})) sheet.getColumn(Number(index) + 1).numFmt = format;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
