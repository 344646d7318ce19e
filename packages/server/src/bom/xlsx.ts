/** XLSX in and out through exceljs, with the checks a public upload needs before unzipping. */
import ExcelJS from 'exceljs';
import { messageRef } from '@ferrite/storefront-app/contract/message-codes';
import { MAX_GRID_ROWS, MAX_BOM_LINES, TableReadError, type Grid } from './grid';

/** More than this unpacked means a zip bomb, not a BOM: 3,000 lines of XML is a few megabytes. */
export const MAX_XLSX_UNPACKED_BYTES = 100 * 1024 * 1024;

/**
 * Sums the uncompressed sizes the zip's central directory declares, without inflating anything.
 * Returns undefined when the directory cannot be found (then the file is not a usable zip).
 */
export function declaredUnpackedSize(data: Uint8Array): number | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  // The end-of-central-directory record sits in the last 22 + 65,535 bytes (its comment is at most 64 KiB).
  const floor = Math.max(0, data.byteLength - 22 - 0xffff);
  for (let at = data.byteLength - 22; at >= floor; at--) {
    if (view.getUint32(at, true) !== 0x06054b50) continue;
    const entries = view.getUint16(at + 10, true);
    let offset = view.getUint32(at + 16, true);
    let total = 0;
    for (let i = 0; i < entries; i++) {
      if (offset + 46 > data.byteLength || view.getUint32(offset, true) !== 0x02014b50) return undefined;
      total += view.getUint32(offset + 24, true);
      offset += 46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
    }
    return total;
  }
  return undefined;
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (value !== null && typeof value === 'object' && 'result' in value && value.result instanceof Date) return value.result.toISOString().slice(0, 10);
  if (value !== null && typeof value === 'object' && 'error' in value) return '';
  return (cell.text ?? '').trim();
}

/** The first worksheet that has any cells, as a grid of display texts. */
export async function readXlsxGrid(data: Uint8Array): Promise<Grid> {
  const unpacked = declaredUnpackedSize(data);
  if (unpacked === undefined) throw new TableReadError('The workbook is damaged: it is not a complete .xlsx file.');
  if (unpacked > MAX_XLSX_UNPACKED_BYTES) throw new TableReadError('The workbook unpacks to more than 100 MB, far more than a BOM of 3,000 lines needs.');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(data.buffer, data.byteOffset, data.byteLength) as unknown as ArrayBuffer);
  } catch {
    throw new TableReadError('The workbook could not be opened: it is damaged or not an .xlsx file.');
  }
  const sheet = workbook.worksheets.find((ws) => ws.actualRowCount > 0);
  if (!sheet) throw new TableReadError('The workbook is empty: none of its sheets has any cells.');
  if (sheet.rowCount > MAX_GRID_ROWS) {
    throw new TableReadError(messageRef('sourcing.bomSheetTooManyRows', { sheet: sheet.name, count: sheet.rowCount, max: MAX_BOM_LINES }));
  }
  const grid: Grid = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c)));
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    grid.push(cells);
  }
  return grid;
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
