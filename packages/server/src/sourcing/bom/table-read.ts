/**
 * Turns what a buyer uploads or pastes (CSV, TSV, semicolon CSV, XLSX, text copied from a
 * spreadsheet) into a plain grid of trimmed strings, or refuses it with a message a person can act
 * on. Nothing here knows about BOM columns: see columns.ts.
 */
import { messageRef, type MessageRef } from '@ferrite/contract/message-codes';
import {
  MAX_BOM_LINES,
  MAX_CELL_CHARACTERS,
  MAX_COLUMNS,
  MAX_GRID_ROWS,
  rowError,
  rowsUnreadable,
  TableReadError,
  type Grid,
} from './grid';
import { readXlsxGrid } from './xlsx';

export interface UploadedFile {
  fileName: string;
  contentType?: string;
  data: Uint8Array;
}

export type FileKind = 'csv' | 'tsv' | 'xlsx' | 'text';

const ACCEPTED_EXTENSIONS: Record<string, FileKind> = { csv: 'csv', tsv: 'tsv', tab: 'tsv', txt: 'text', xlsx: 'xlsx' };
export const ACCEPTED_FILE_TYPES = '.csv,.tsv,.txt,.xlsx';

function startsWith(data: Uint8Array, bytes: number[]): boolean {
  return bytes.every((byte, i) => data[i] === byte);
}

/** What the bytes are, whatever the name says: a renamed PDF or JPEG is not a CSV. */
function sniff(data: Uint8Array): 'zip' | 'ole' | 'pdf' | 'image' | 'utf16le' | 'utf16be' | 'text' | 'binary' {
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0])) return 'ole';
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46])) return 'pdf';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47]) || startsWith(data, [0xff, 0xd8, 0xff]) || startsWith(data, [0x47, 0x49, 0x46, 0x38]))
    return 'image';
  if (startsWith(data, [0xff, 0xfe])) return 'utf16le';
  if (startsWith(data, [0xfe, 0xff])) return 'utf16be';
  const sample = data.subarray(0, 8192);
  let control = 0;
  for (const byte of sample) if (byte === 0 || byte < 9 || (byte > 13 && byte < 32 && byte !== 27)) control++;
  return control > 0 ? 'binary' : 'text';
}

/** UTF-8 (with or without a byte-order mark), UTF-16 from Excel's "Unicode text", else Windows-1252. */
function decodeText(data: Uint8Array, encoding: 'utf16le' | 'utf16be' | 'text'): string {
  if (encoding === 'utf16le') return new TextDecoder('utf-16le').decode(data.subarray(2));
  if (encoding === 'utf16be') return new TextDecoder('utf-16be').decode(data.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

const DELIMITERS = [',', '\t', ';', '|'] as const;

/** The delimiter that splits the first lines into the most equal, largest number of cells. */
export function detectDelimiter(text: string): string {
  // The first 30 lines are all it looks at: splitting a 5 MB upload whole would take seconds.
  const lines = text
    .slice(0, 64 * 1024)
    .split(/\r\n|\n|\r/)
    .filter((line) => line.trim().length > 0)
    .slice(0, 30);
  let best: string = ',';
  let bestScore = -1;
  for (const delimiter of DELIMITERS) {
    const counts = lines.map((line) => countOutsideQuotes(line, delimiter));
    const withAny = counts.filter((n) => n > 0);
    if (withAny.length === 0) continue;
    const modal = mode(withAny);
    const agreeing = counts.filter((n) => n === modal).length;
    // Lines that agree on the count matter most; more cells per line break ties.
    const score = agreeing * 1000 + modal;
    if (score > bestScore) {
      bestScore = score;
      best = delimiter;
    }
  }
  return best;
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === delimiter && !quoted) count++;
  }
  return count;
}

function mode(values: number[]): number {
  const tally = new Map<number, number>();
  for (const v of values) tally.set(v, (tally.get(v) ?? 0) + 1);
  return [...tally.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]![0];
}

/**
 * RFC 4180 with the usual liberties: any of , ; tab | as the delimiter, CRLF/LF/CR line ends,
 * a quote inside an unquoted cell kept as a character (10" display). An opened quote that never
 * closes is refused with its row number rather than swallowing the rest of the file.
 */
export function parseDelimited(text: string, delimiter: string): Grid {
  const rows: Grid = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let cellStartedQuoted = false;
  let quoteOpenedAtRow = 0;
  const endCell = () => {
    row.push(cellStartedQuoted ? cell : cell.trim());
    cell = '';
    cellStartedQuoted = false;
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
    if (rows.length > MAX_GRID_ROWS)
      throw new TableReadError(messageRef('sourcing.bomFileTooManyRows', { rows: MAX_GRID_ROWS, max: MAX_BOM_LINES }));
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
      continue;
    }
    if (ch === '"' && cell.trim() === '' && !cellStartedQuoted) {
      quoted = true;
      cellStartedQuoted = true;
      cell = '';
      quoteOpenedAtRow = rows.length + 1;
    } else if (ch === delimiter) endCell();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else cell += ch;
  }
  if (quoted) {
    throw new TableReadError(messageRef('sourcing.bomQuoteNeverClosed', { row: String(quoteOpenedAtRow) }), [
      rowError(quoteOpenedAtRow, messageRef('sourcing.bomQuoteNotClosed')),
    ]);
  }
  if (cell.length > 0 || row.length > 0) endRow();
  return rows;
}

/** Refuses grids a BOM cannot come from: too wide, absurdly long cells, nothing in them. */
export function checkGrid(grid: Grid): Grid {
  const refused: { row: number; ref: MessageRef }[] = [];
  grid.forEach((cells, i) => {
    if (cells.length > MAX_COLUMNS)
      refused.push({ row: i + 1, ref: messageRef('sourcing.bomRowTooWide', { count: cells.length, max: MAX_COLUMNS }) });
    const long = cells.findIndex((cell) => cell.length > MAX_CELL_CHARACTERS);
    if (long >= 0)
      refused.push({ row: i + 1, ref: messageRef('sourcing.bomCellTooLong', { cell: String(long + 1), max: MAX_CELL_CHARACTERS }) });
  });
  if (refused.length > 0) throw rowsUnreadable(refused);
  while (grid.length > 0 && grid[grid.length - 1]!.every((cell) => cell === '')) grid.pop();
  if (grid.length === 0) throw new TableReadError('The file is empty: there are no rows to read.');
  return grid;
}

function kindOf(fileName: string): FileKind | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return ACCEPTED_EXTENSIONS[extension];
}

/** Reads an uploaded file into a grid; the message of every refusal names what to do instead. */
export async function readUploadedFile(file: UploadedFile): Promise<{ grid: Grid; kind: FileKind }> {
  if (file.data.byteLength === 0) throw new TableReadError(messageRef('sourcing.bomFileEmpty', { fileName: file.fileName }));
  const kind = kindOf(file.fileName);
  const sniffed = sniff(file.data);
  if (sniffed === 'ole')
    throw new TableReadError('Excel 97–2003 (.xls) files are not supported. Save the sheet as .xlsx or CSV and upload that.');
  if (kind === undefined) {
    throw new TableReadError(messageRef('sourcing.bomFileTypeUnknown', { fileName: file.fileName }));
  }
  if (kind === 'xlsx') {
    if (sniffed !== 'zip') throw new TableReadError(messageRef('sourcing.bomNotWorkbook', { fileName: file.fileName }));
    return { grid: checkGrid(await readXlsxGrid(file.data)), kind };
  }
  if (sniffed === 'zip') throw new TableReadError(messageRef('sourcing.bomLooksLikeArchive', { fileName: file.fileName }));
  if (sniffed === 'pdf' || sniffed === 'image' || sniffed === 'binary') {
    throw new TableReadError(messageRef('sourcing.bomNotText', { fileName: file.fileName }));
  }
  const text = decodeText(file.data, sniffed);
  if (text.trim().length === 0) throw new TableReadError(messageRef('sourcing.bomFileEmpty', { fileName: file.fileName }));
  const delimiter = kind === 'tsv' ? '\t' : detectDelimiter(text);
  return { grid: checkGrid(parseDelimited(text, delimiter)), kind };
}

/** Text pasted from a spreadsheet (tabs) or typed as CSV. */
export function readPastedText(text: string): Grid {
  if (text.trim().length === 0) throw new TableReadError('Nothing was pasted: paste the BOM lines, with their header row if you have one.');
  if (/[\u0000-\u0008\u000e-\u001a\u001c-\u001f]/.test(text))
    throw new TableReadError('The pasted text contains control characters; paste plain text.');
  let delimiter = text.includes('\t') ? '\t' : detectDelimiter(text);
  // Lines typed with spaces whose only commas group thousands ('10k 0603 1% 1,000') are not CSV.
  if (delimiter === ',' && !/[,;]/.test(text.replace(/(\d),(\d{3})(?!\d)/g, '$1$2'))) delimiter = '\t';
  return checkGrid(parseDelimited(text, delimiter));
}
