// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TableReadError } from './grid';
import { detectDelimiter, parseDelimited, readPastedText, readUploadedFile } from './table-read';
import { writeXlsx } from './xlsx';

const file = (fileName: string, text: string | Uint8Array) => ({
  fileName,
  data: typeof text === 'string' ? new TextEncoder().encode(text) : text,
});

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TableReadError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('delimited text', () => {
  it('parses quotes, doubled quotes, embedded delimiters and newlines', () => {
    expect(parseDelimited('a,"b,c","say ""hi""","line\nbreak"\r\nx,10" display,', ',')).toEqual([
      ['a', 'b,c', 'say "hi"', 'line\nbreak'],
      ['x', '10" display', ''],
    ]);
  });

  it('detects comma, semicolon and tab', () => {
    expect(detectDelimiter('MPN;Qty;Ref\nA;1;R1\nB;2;"R2,R3"')).toBe(';');
    expect(detectDelimiter('MPN\tQty\tRef\nA\t1\tR1,R2')).toBe('\t');
    expect(detectDelimiter('MPN,Qty\nA,1')).toBe(',');
  });

  it('refuses a quote that never closes, naming the row', async () => {
    expect(await refusal(readUploadedFile(file('bom.csv', 'MPN,Qty\nA,1\n"B,2\nC,3\n')))).toMatch(/Row 3: a quoted cell/);
  });
});

describe('row errors carry a code beside their English', () => {
  const refused = (text: string) => {
    try {
      readPastedText(text);
    } catch (error) {
      if (error instanceof TableReadError) return error;
    }
    throw new Error('expected a refusal');
  };

  it('lists a row too wide and a cell too long, with the summary the API always wrote', () => {
    const error = refused(`MPN,Qty\nA1,1\n${'x,'.repeat(150)}\n${'B'.repeat(2_001)},2\n`);
    expect(error.message).toBe(
      '2 rows could not be read (row 3: It has 151 cells; a BOM row may have up to 100. row 4: Cell 1 is longer than 2,000 characters.)',
    );
    expect(error.rowErrors).toEqual([
      {
        row: 3,
        message: 'It has 151 cells; a BOM row may have up to 100.',
        messageCode: 'sourcing.bomRowTooWide',
        messageParams: { count: 151, max: 100 },
      },
      {
        row: 4,
        message: 'Cell 1 is longer than 2,000 characters.',
        messageCode: 'sourcing.bomCellTooLong',
        messageParams: { cell: '1', max: 2_000 },
      },
    ]);
    expect(error.ref).toMatchObject({ code: 'sourcing.bomRowsUnreadable', params: { count: 2 } });
  });

  it('says "One row" for a single one, and names the unclosed quote by code', () => {
    expect(refused(`MPN,Qty\n${'x,'.repeat(120)}\n`).message).toBe(
      'One row could not be read (row 2: It has 121 cells; a BOM row may have up to 100.)',
    );
    const quote = refused('MPN,Qty\n"A1,1\n');
    expect(quote.message).toBe('Row 2: a quoted cell is opened but never closed, so the rows after it cannot be read.');
    expect(quote.ref).toEqual({ code: 'sourcing.bomQuoteNeverClosed', params: { row: '2' } });
    expect(quote.rowErrors).toEqual([
      { row: 2, message: 'A quoted cell is opened but never closed.', messageCode: 'sourcing.bomQuoteNotClosed', messageParams: {} },
    ]);
  });
});

describe('readUploadedFile', () => {
  it('reads CSV with a UTF-8 byte-order mark and Windows-1252 text', async () => {
    const bom = await readUploadedFile(file('bom.csv', '\uFEFFMPN,Qty\nA,1\n'));
    expect(bom.grid).toEqual([
      ['MPN', 'Qty'],
      ['A', '1'],
    ]);
    const latin = await readUploadedFile(file('bom.csv', new Uint8Array([0x4d, 0x2c, 0xb5, 0x0a])));
    expect(latin.grid).toEqual([['M', 'µ']]);
  });

  it('reads UTF-16 tab-separated text, as Excel saves "Unicode text"', async () => {
    const text = 'MPN\tQty\nA\t1\n';
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes[0] = 0xff;
    bytes[1] = 0xfe;
    for (let i = 0; i < text.length; i++) bytes[2 + i * 2] = text.charCodeAt(i);
    expect((await readUploadedFile(file('bom.txt', bytes))).grid).toEqual([
      ['MPN', 'Qty'],
      ['A', '1'],
    ]);
  });

  it('reads UTF-16 tab-separated text named .csv, as EasyEDA Pro saves its BOM, ohm and plus-minus signs intact', async () => {
    const text = 'No.\tQuantity\tComment\tDesignator\tTolerance\n9\t10\t56k\u03A9\tR8,R9\t\u00B10.1%\n';
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes[0] = 0xff;
    bytes[1] = 0xfe;
    for (let i = 0; i < text.length; i++) {
      bytes[2 + i * 2] = text.charCodeAt(i) & 0xff;
      bytes[3 + i * 2] = text.charCodeAt(i) >> 8;
    }
    expect((await readUploadedFile(file('BOM_Main Board_Schematic Main.csv', bytes))).grid).toEqual([
      ['No.', 'Quantity', 'Comment', 'Designator', 'Tolerance'],
      ['9', '10', '56k\u03A9', 'R8,R9', '\u00B10.1%'],
    ]);
  });

  it('reads the first non-empty sheet of an XLSX workbook', async () => {
    const data = await writeXlsx([{ name: 'BOM', header: ['MPN', 'Qty'], rows: [['RC0603FR-0710KL', 5]] }]);
    expect((await readUploadedFile(file('bom.xlsx', data))).grid).toEqual([
      ['MPN', 'Qty'],
      ['RC0603FR-0710KL', '5'],
    ]);
  });

  it.each([
    ['bom.pdf', '%PDF-1.7 ...', /not a file type/],
    ['bom.csv', new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2]), /not a text file/],
    ['bom.xls', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]), /\.xls\) files are not supported/],
    ['bom.xlsx', 'MPN,Qty\n', /not an Excel workbook/],
    ['bom.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9]), /damaged/],
    ['bom.csv', '', /empty/],
    ['bom.csv', '\n\n  \n', /empty/],
    ['bom.csv', `MPN,Qty\n${'x'.repeat(3000)},1\n`, /longer than 2,000 characters/],
  ])('refuses %s with a clear message', async (name, content, message) => {
    expect(await refusal(readUploadedFile(file(name, content)))).toMatch(message);
  });
});

describe('readPastedText', () => {
  it('reads tab-separated text copied from a spreadsheet', () => {
    expect(readPastedText('MPN\tQty\nA\t1')).toEqual([
      ['MPN', 'Qty'],
      ['A', '1'],
    ]);
  });

  it('refuses empty paste', () => {
    expect(() => readPastedText('  \n')).toThrow(/Nothing was pasted/);
  });
});
