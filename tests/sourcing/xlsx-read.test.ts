/**
 * The streaming .xlsx reader on its own: the same grid exceljs would give for what spreadsheets
 * write, and refusals made while reading (inflated bytes, rows, columns) whatever the zip claims.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { TableReadError } from '../../packages/server/src/sourcing/bom/grid';
import { MAX_XLSX_INFLATED_BYTES, readXlsxGrid } from '../../packages/server/src/sourcing/bom/xlsx';
import { inflateEntry, zipEntries, ZipReadError } from '../../packages/server/src/sourcing/bom/zip-read';
import { entryOf, manyRowsXlsx, zipBombXlsx, zipOf } from '../support/xlsx-craft';

async function refusal(promise: Promise<unknown>): Promise<TableReadError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TableReadError);
    return error as TableReadError;
  }
  throw new Error('expected a refusal');
}

const bytesOf = async (workbook: ExcelJS.Workbook) => new Uint8Array(await workbook.xlsx.writeBuffer());

describe('the zip reader', () => {
  it('stops inflating a bomb at the budget, whatever its directory claims, holding a chunk at a time', async () => {
    const bomb = zipBombXlsx(0.25);
    const sheet = zipEntries(bomb).find((entry) => entry.name === 'xl/worksheets/sheet1.xml')!;
    const budget = { remaining: 8 * 1024 * 1024 };
    let inflated = 0;
    let largestChunk = 0;
    // Inflated chunks are Buffers: outside the heap, counted in arrayBuffers.
    const memory = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const before = memory();
    let peak = before;
    const reading = (async () => {
      for await (const chunk of inflateEntry(bomb, sheet, budget)) {
        inflated += chunk.length;
        largestChunk = Math.max(largestChunk, chunk.length);
        peak = Math.max(peak, memory());
      }
    })();
    await expect(reading).rejects.toEqual(new ZipReadError('too-large'));
    expect(inflated).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(inflated).toBeGreaterThan(7 * 1024 * 1024);
    expect(largestChunk).toBeLessThanOrEqual(256 * 1024);
    expect(peak - before).toBeLessThan(16 * 1024 * 1024);
  });

  it('refuses what is not a whole zip', () => {
    const book = manyRowsXlsx(10);
    expect(() => zipEntries(book.subarray(0, book.length - 30))).toThrow(ZipReadError);
    expect(() => zipEntries(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toThrow(ZipReadError);
  });
});

describe('readXlsxGrid', () => {
  it('reads what exceljs writes: shared and inline strings, numbers, dates, booleans, formulas, rich text, gaps', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Empty');
    const sheet = workbook.addWorksheet('BOM');
    sheet.getCell('A2').value = 'MPN';
    sheet.getCell('B2').value = 'Qty';
    sheet.getCell('C2').value = 'Date';
    sheet.getCell('D2').value = 'Fitted';
    sheet.getCell('E2').value = 'Note';
    sheet.getCell('A3').value = ' RC0603FR-0710KL ';
    sheet.getCell('B3').value = 0.1 + 0.2;
    sheet.getCell('C3').value = new Date(Date.UTC(2026, 10, 28));
    sheet.getCell('D3').value = true;
    sheet.getCell('E3').value = { richText: [{ text: 'Tight ' }, { font: { bold: true }, text: '<tol> & "1%"' }] };
    sheet.getCell('A5').value = '0022284023';
    sheet.getCell('B5').value = { formula: 'B3*10', result: 3 };
    sheet.getCell('G5').value = 'far';
    const grid = await readXlsxGrid(await bytesOf(workbook));
    expect(grid).toEqual([
      [],
      ['MPN', 'Qty', 'Date', 'Fitted', 'Note'],
      ['RC0603FR-0710KL', '0.30000000000000004', '2026-11-28', 'true', 'Tight <tol> & "1%"'],
      [],
      ['0022284023', '3', '', '', '', '', 'far'],
    ]);
  });

  it('skips a first sheet of notes for the sheet that holds the BOM, and falls back to the first sheet with cells', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notes').getCell('A1').value = 'BOM for the detector, 11/2021';
    const bom = workbook.addWorksheet('Parts');
    bom.addRow(['Ref', 'Qnty', 'Value', 'Footprint']);
    bom.addRow(['C100 C102', 2, '100n', 'C_0805_2012Metric']);
    expect(await readXlsxGrid(await bytesOf(workbook))).toEqual([
      ['Ref', 'Qnty', 'Value', 'Footprint'],
      ['C100 C102', '2', '100n', 'C_0805_2012Metric'],
    ]);
    const notesOnly = new ExcelJS.Workbook();
    notesOnly.addWorksheet('Notes').getCell('A1').value = 'nothing to order';
    notesOnly.addWorksheet('More').getCell('A1').value = 'still nothing';
    expect(await readXlsxGrid(await bytesOf(notesOnly))).toEqual([['nothing to order']]);
  });

  it('reads the crafted workbooks the way exceljs does (they are valid workbooks)', async () => {
    const crafted = manyRowsXlsx(20);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(crafted as unknown as ArrayBuffer);
    const byExceljs = workbook.worksheets[0]!.getSheetValues()
      .slice(1)
      .map((row) => (row as ExcelJS.CellValue[]).slice(1).map(String));
    expect(await readXlsxGrid(crafted)).toEqual(byExceljs);
  });

  it('takes 10,000 rows and refuses the first value below them, naming the sheet', async () => {
    expect(await readXlsxGrid(manyRowsXlsx(10_000))).toHaveLength(10_000);
    const error = await refusal(readXlsxGrid(manyRowsXlsx(10_001)));
    expect(error.message).toBe('The sheet “BOM” has more than 10,000 rows; a BOM may have up to 3,000 lines.');
    expect(error.ref).toEqual({ code: 'sourcing.bomSheetTooManyRows', params: { sheet: 'BOM', rows: 10_000, max: 3_000 } });
  });

  it('refuses a cell right of column 100 by its row, without making the row that wide', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('BOM');
    sheet.getCell('A1').value = 'MPN';
    sheet.getCell('XFD3').value = 'x';
    const error = await refusal(readXlsxGrid(await bytesOf(workbook)));
    expect(error.message).toBe('One row could not be read (row 3: It has 16384 cells; a BOM row may have up to 100.)');
    expect(error.rowErrors.map((e) => e.row)).toEqual([3]);
  });

  it('refuses a zip bomb by the bytes it inflates, not by what its directory says', async () => {
    const error = await refusal(readXlsxGrid(zipBombXlsx(0.1)));
    expect(error.ref).toEqual({
      code: 'sourcing.bomWorkbookTooLarge',
      params: { megabytes: MAX_XLSX_INFLATED_BYTES / 1024 / 1024, max: 3_000 },
    });
    expect(error.message).toBe('The workbook unpacks to more than 32 MB, far more than a BOM of 3,000 lines needs.');
  });

  it('refuses a damaged workbook and one with no cells', async () => {
    const book = manyRowsXlsx(50);
    expect((await refusal(readXlsxGrid(book.subarray(0, book.length - 100)))).ref?.code).toBe('sourcing.bomWorkbookDamaged');
    expect((await refusal(readXlsxGrid(zipOf([entryOf('notes.txt', 'not a workbook')])))).ref?.code).toBe('sourcing.bomWorkbookDamaged');
    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('One');
    empty.addWorksheet('Two');
    expect((await refusal(readXlsxGrid(await bytesOf(empty)))).message).toBe('The workbook is empty: none of its sheets has any cells.');
  });
});
