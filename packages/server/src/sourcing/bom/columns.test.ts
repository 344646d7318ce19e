// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { carryMapping, detectColumns, detectHeaderRow, learnedMapping, normaliseHeader, sanitiseMapping } from './columns';

describe('detectHeaderRow', () => {
  it('finds the header below a preamble: the row with the most filled cells', () => {
    const grid = [
      ['Project: Widget rev B'],
      ['Exported 2025-01-02', 'by J. Smith'],
      [],
      ['Designator', 'Comment', 'Footprint', 'Quantity', 'Manufacturer', 'Manufacturer Part Number'],
      ['C1,C2', '100nF', 'C0603', '2', 'Murata', 'GRM188R71H104KA93D'],
      ['R1', '10k', 'R0603', '1', 'Yageo', 'RC0603FR-0710KL'],
    ];
    expect(detectHeaderRow(grid)).toBe(4);
  });

  it('prefers the header over data rows that fill one more cell than it', () => {
    const grid = [
      ['Qty', 'MPN', '', 'Notes'],
      ['2', 'RC0603FR-0710KL', 'Yageo', 'check'],
      ['1', 'GRM188R71H104KA93D', 'Murata', 'x'],
    ];
    expect(detectHeaderRow(grid)).toBe(1);
  });

  it('answers 0 when no row names a known column (pasted lines without a header)', () => {
    expect(detectHeaderRow([['RC0603FR-0710KL', '10', 'R1-R10']])).toBe(0);
  });

  it('goes to the earliest row on a tie', () => {
    expect(
      detectHeaderRow([
        ['MPN', 'Qty'],
        ['MPN', 'Qty'],
      ]),
    ).toBe(1);
  });
});

describe('detectColumns', () => {
  it.each([
    ['MPN', 'partNo'],
    ['Mfr Part #', 'partNo'],
    ['Manufacturer Part Number', 'partNo'],
    ['Mfr. Part No.', 'partNo'],
    ['P/N', 'partNo'],
    ['Qty', 'quantity'],
    ['Quantity', 'quantity'],
    ['Qty per board', 'quantity'],
    ['Designator', 'designators'],
    ['RefDes', 'designators'],
    ['Reference', 'designators'],
    ['Ref Des', 'designators'],
    ['Footprint', 'package'],
    ['Package', 'package'],
    ['Package / Case', 'package'],
    ['Value', 'value'],
    ['Comment', 'value'],
    ['Description', 'description'],
    ['DNP', 'dnp'],
    ['Do not place', 'dnp'],
    ['Populate', 'populate'],
    ['Fitted', 'populate'],
    ['Manufacturer', 'manufacturer'],
    ['Mfr', 'manufacturer'],
    ['Random notes', null],
  ])('maps the header %j to %s', (header, field) => {
    expect(detectColumns([[header], ['x']], 1)[0]).toBe(field);
  });

  it('uses a column once per field: the first claim wins', () => {
    expect(detectColumns([['MPN', 'Part Number', 'Qty']], 1)).toEqual(['partNo', null, 'quantity']);
  });

  it("reads Eagle's 'Part' column as designators when its cells are designators", () => {
    const grid = [
      ['Part', 'Value', 'Package'],
      ['R1', '10k', 'R0603'],
      ['C1', '100n', 'C0603'],
    ];
    expect(detectColumns(grid, 1)).toEqual(['designators', 'value', 'package']);
    expect(
      detectColumns(
        [
          ['Part', 'Qty'],
          ['RC0603FR-0710KL', '2'],
        ],
        1,
      ),
    ).toEqual(['partNo', 'quantity']);
  });

  it('guesses columns of header-less pasted lines from their content', () => {
    const grid = [
      ['RC0603FR-0710KL', '10', 'R1-R10'],
      ['GRM188R71H104KA93D', '4', 'C1,C2,C3,C4'],
    ];
    expect(detectColumns(grid, 0)).toEqual(['partNo', 'quantity', 'designators']);
  });

  it('lets a remembered mapping win over the built-in aliases', () => {
    expect(detectColumns([['Comment', 'Stock code']], 1, { comment: 'description', stockcode: 'partNo' })).toEqual([
      'description',
      'partNo',
    ]);
  });
});

describe('mappings chosen by hand', () => {
  it('learns only the columns that differ from what was detected', () => {
    const grid = [['MPN', 'Notes', 'Qty']];
    expect(learnedMapping(grid, 1, ['partNo', 'description', 'quantity'], ['partNo', null, 'quantity'])).toEqual({ notes: 'description' });
  });

  it('sanitises a posted mapping: unknown fields dropped, one column per field, dnp xor populate', () => {
    expect(sanitiseMapping(['partNo', 'partNo', 'bogus', 'dnp', 'populate'], 6)).toEqual(['partNo', null, null, 'dnp', null, null]);
  });

  it('normalises headers to letters and digits', () => {
    expect(normaliseHeader(' Mfr. Part # ')).toBe('mfrpart');
    expect(normaliseHeader('Référence')).toBe('reference');
  });
});

describe('aliases from the EDA tools and distributors of issue #20', () => {
  it.each([
    ['Designation', 'designators'],
    ['Manufacturer Part Number', 'partNo'],
    ['MPN1', 'partNo'],
    ['MFG1', 'manufacturer'],
    ['MPN2', 'altPartNo'],
    ['Alternate Part Number', 'altPartNo'],
    ['LCSC Part #', 'sku'],
    ['LCSC', 'sku'],
    ['Supplier Part', 'sku'],
    ['Digi-Key Part Number', 'sku'],
    ['Mouser Part Number', 'sku'],
    ['Mouser No', 'sku'],
  ])('%j names %s', (header, field) => {
    const grid = [
      [header, 'Qty'],
      ['X', '1'],
    ];
    expect(detectColumns(grid, 1)[0]).toBe(field);
  });

  it('lets several columns hold second sources, and never takes an LCSC column for the part number', () => {
    const grid = [
      ['Designator', 'MPN', 'MPN2', 'MPN3', 'LCSC Part #', 'Qty'],
      ['R1', 'RC0603FR-0710KL', 'ERJ-3EKF1002V', 'CRCW060310K0FKEA', 'C98220', '1'],
    ];
    expect(detectColumns(grid, 1)).toEqual(['designators', 'partNo', 'altPartNo', 'altPartNo', 'sku', 'quantity']);
    expect(sanitiseMapping(['partNo', 'altPartNo', 'altPartNo', 'partNo'], 4)).toEqual(['partNo', 'altPartNo', 'altPartNo', null]);
  });

  it('guesses a headerless column of LCSC codes as distributor codes', () => {
    const grid = [
      ['C98220', 'RC0603FR-0710KL', '4'],
      ['C25804', 'GRM188R71H104KA93D', '2'],
    ];
    expect(detectColumns(grid, 0)).toEqual(['sku', 'partNo', 'quantity']);
  });
});

describe('headers of the real-BOM corpus (tests/fixtures/boms)', () => {
  it("reads a Digi-Key cart's 'Part Number' as Digi-Key's code and its 'Manufacturer Part Number' as the part number", () => {
    const grid = [
      ['#', 'Quantity', 'Part Number', 'Manufacturer Part Number', 'Description'],
      ['1', '20', '311-3.90KCRCT-ND', 'RC0805FR-073K9L', 'RES SMD 3.9K OHM 1% 1/8W 0805'],
      ['2', '5', 'MCP2003BT-E/SNCT-ND', 'MCP2003BT-E/SN', 'IC TRANSCEIVER LIN 8SOIC'],
    ];
    expect(detectColumns(grid, 1)).toEqual([null, 'quantity', 'sku', 'partNo', 'description']);
  });

  it("keeps a generic 'Part Number' of makers' numbers as the part number", () => {
    const grid = [
      ['Designator', 'Part Number', 'Qty'],
      ['R1', 'RC0603FR-0710KL', '1'],
    ];
    expect(detectColumns(grid, 1)).toEqual(['designators', 'partNo', 'quantity']);
  });

  it("reads a second 'Comment' of words beside a Value column as the description", () => {
    const grid = [
      ['Item', 'Qty', 'Designator', 'Value', 'Comment', 'MPN'],
      ['1', '2', 'C1, C2', '27p', 'CAP CER 27PF 50V C0G/NP0 0402', 'GCM1555C1H270JA16D'],
    ];
    expect(detectColumns(grid, 1).slice(3)).toEqual(['value', 'description', 'partNo']);
  });

  it("names Octopart's 'Schematic Reference' as designators", () => {
    expect(
      detectColumns(
        [
          ['Schematic Reference', 'MPN', 'Qty'],
          ['C9, C11', '500R14N220JV4T', '2'],
        ],
        1,
      )[0],
    ).toBe('designators');
  });
});

describe('EasyEDA, Eagle, Mouser-cart and JLC headers (the corpus files added for #20)', () => {
  it("reads EasyEDA's BOM export: 'Name' is the value, 'Manufacturer Part' the part number, 'Supplier Part' LCSC's code", () => {
    const grid = [
      [
        'ID',
        'Name',
        'Designator',
        'Footprint',
        'Quantity',
        'Manufacturer Part',
        'Manufacturer',
        'Supplier',
        'Supplier Part',
        'LCSC Assembly',
      ],
      ['8', '47k', 'R12', '0603', '1', '0603WAF4702T5E', 'UniOhm', 'LCSC', 'C25819', ''],
      ['2', 'LMV358IDR', 'U3', 'SOP-8_150MIL', '1', 'LMV358IDR', 'TI', 'LCSC', 'C63813', 'Yes'],
    ];
    expect(detectColumns(grid, 1)).toEqual([
      null,
      'value',
      'designators',
      'package',
      'quantity',
      'partNo',
      'manufacturer',
      null,
      'sku',
      null,
    ]);
  });

  it("lets a plain 'Value' column win over a 'Name' column, wherever it stands", () => {
    const grid = [
      ['Name', 'Value', 'Designator', 'Qty'],
      ['Resistor', '10k', 'R1', '1'],
    ];
    expect(detectColumns(grid, 1)).toEqual([null, 'value', 'designators', 'quantity']);
  });

  it("reads a Mouser cart's 'Mfr. #' as the maker's number, not the maker, and 'Order Qty.' as the quantity", () => {
    const grid = [
      ['Mouser #', 'Mfr. #', 'Manufacturer', 'Customer #', 'Description', 'RoHS', 'Lifecycle', 'Order Qty.', 'Price (USD)'],
      ['581-06031C104MAT2A', '06031C104MAT2A', 'KYOCERA AVX', '', 'Multilayer Ceramic Capacitors MLCC', 'RoHS Compliant', '', '6', '$0.37'],
    ];
    expect(detectColumns(grid, 1)).toEqual(['sku', 'partNo', 'manufacturer', null, 'description', null, null, 'quantity', null]);
  });

  it.each([
    ['Mouser No:', 'sku'],
    ['Mfr. No:', 'partNo'],
    ['Mfr. #', 'partNo'],
    ['Order Qty.', 'quantity'],
    ['Qnty', 'quantity'],
    ['MF', 'manufacturer'],
    ['NEWARK', 'sku'],
    ['OC_FARNELL', 'sku'],
    ['OC_NEWARK', 'sku'],
    ['JLC Type', 'partNo'],
    ['JLC Part Number', 'sku'],
  ])('%j names %s', (header, field) => {
    const grid = [
      ['Designator', header, 'Value'],
      ['R1', 'X1', '10k'],
    ];
    expect(detectColumns(grid, 1)[1]).toBe(field);
  });

  it("keeps a row-number column headed '#' unnamed", () => {
    const grid = [
      ['#', 'MPN', 'Qty'],
      ['1', 'RC0603FR-0710KL', '4'],
    ];
    expect(detectColumns(grid, 1)[0]).toBeNull();
  });
});

describe('EasyEDA Pro and kicad-jlcpcb-tools headers (the corpus files of the third pass)', () => {
  it("reads EasyEDA Pro's BOM export: 'Comment' is the value, a second 'Value' of the same texts stays unnamed, 'No.' and 'Tolerance' too", () => {
    const grid = [
      ['No.', 'Quantity', 'Comment', 'Designator', 'Footprint', 'Value', 'Tolerance'],
      ['9', '10', '56kΩ', 'R8,R9,R10', 'R0805', '56kΩ', '±0.1%'],
      ['16', '1', 'ADS1115IDGSR', 'U3', 'MSOP-10_L3.0-W3.0-P0.50-LS5.0-BL', '', ''],
    ];
    expect(detectColumns(grid, 1)).toEqual([null, 'quantity', 'value', 'designators', 'package', null, null]);
  });

  it("reads kicad-jlcpcb-tools' JLCPCB BOM: 'LCSC' is LCSC's code, not a part number", () => {
    const grid = [
      ['Comment', 'Designator', 'Footprint', 'LCSC', 'Quantity'],
      ['100K', 'R15,R29,R7,R9', 'R_0402_1005Metric', 'C25741', '4'],
      ['AO3400A', 'Q1', 'SOT-23', 'C20917', '1'],
    ];
    expect(detectColumns(grid, 1)).toEqual(['value', 'designators', 'package', 'sku', 'quantity']);
  });
});

describe('unnamed columns as EDA tools export them (Field1…)', () => {
  it('guesses a column of words as the description and a column of markers as do-not-place', () => {
    const grid = [
      ['ref', 'value', 'Field1', 'Field2', 'Field3', 'Field4'],
      ['C1', '33pF', 'Murata', 'GRM1555C1H330JA01D', 'CAP CER 33PF 50V 5% NP0 0402', ''],
      ['C2', '10nF', 'Murata', 'GRM155R71C103KA01D', 'CAP CER 10000PF 16V 10% X7R 0402', 'DNP'],
      ['L10', '4u7', 'Taiyo Yuden', 'NRG4026T4R7M', 'INDUCTOR 4.7UH 1.6A 20% SMD', ''],
    ];
    expect(detectColumns(grid, 1)).toEqual(['designators', 'value', null, 'partNo', 'description', 'dnp']);
  });
});

describe('carryMapping: the roles a buyer chose survive a new header row', () => {
  // A title row, then the real header; the buyer first mapped under row 1 by position.
  const grid = [
    ['Bauteil', 'Anzahl', 'Wert', 'Bemerkung'],
    ['Teil', 'Stk', 'Wert', 'Notiz'],
    ['R1', '2', '10k', 'x'],
    ['C1', '1', '100n', 'y'],
  ];

  it('keeps each role on the column of the same header under the new row', () => {
    const chosen = ['designators', 'quantity', 'value', null] as const;
    expect(carryMapping(grid, 1, 2, [...chosen])).toEqual(['designators', 'quantity', 'value', null]);
  });

  it('keeps a role at its position when the new header there names nothing, and lets a known header name win', () => {
    const moved = [
      ['Part', 'Count', 'X', 'Note'],
      ['MPN', 'Qty', 'Y', 'Comment'],
      ['LM358DR', '2', 'a', '10k'],
    ];
    // Under row 1 the buyer said: column 3 holds the description. Row 2 names 'Comment' (the value) there.
    expect(carryMapping(moved, 1, 2, ['partNo', 'quantity', null, 'description'])).toEqual(['partNo', 'quantity', null, 'value']);
    // 'X' → 'Y' names nothing: a role chosen for column 2 stays there.
    expect(carryMapping(moved, 1, 2, ['partNo', 'quantity', 'manufacturer', null])[2]).toBe('manufacturer');
  });

  it('gives a field to one column only, and is the mapping itself when the row does not change', () => {
    expect(carryMapping(grid, 2, 2, ['value', 'value', null, null])).toEqual(['value', null, null, null]);
    expect(carryMapping(grid, 1, 2, ['value', null, 'value', null]).filter((field) => field === 'value')).toHaveLength(1);
  });
});
