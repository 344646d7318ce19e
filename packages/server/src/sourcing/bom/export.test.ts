import { describe, expect, it } from 'vitest';
import type { BomDetail, BomLine } from '@ferrite/contract';
import { bomCsv, bomJlcCsv, bomXlsx } from './export';
import { parseDelimited } from './table-read';
import { readXlsxGrid } from './xlsx';

const EUR = { value: 'EUR', rate: '0.8532', date: '2025-06-30' };

const line: BomLine = {
  Line: 1,
  Row: 2,
  PartNo: 'RC0603FR-0710KL',
  Manufacturer: 'Yageo',
  Quantity: 2,
  Designators: 'R1-2',
  Value: '10k',
  Description: '',
  Package: '0603',
  DNP: false,
  Problem: '',
  Notes: [],
  Confidence: 'exact',
  Reason: 'part number exact',
  Method: 'partNumber',
  Part: null,
  Alternatives: [],
  Chosen: false,
  // 2,500 pieces at $0.012345: $30.8625 total, $1.005 saved by the break.
  Pricing: {
    Required: 2_000,
    Rounded: 2_000,
    OrderQty: 2_500,
    UnitPriceMicros: 12_345,
    TotalMicros: 30_862_500,
    SavingMicros: 1_005_000,
    RaisedToBreak: 2_500,
    Shortfall: 0,
  },
};

const detail = {
  Name: 'Main board',
  SourceName: 'main.csv',
  Builds: 1,
  AttritionPercent: 0,
  Lines: [line],
  Totals: {
    Lines: 1,
    Exact: 1,
    Partial: 0,
    Unmatched: 0,
    DNP: 0,
    Invalid: 0,
    Orderable: 1,
    MatchRatePercent: 100,
    TotalMicros: 30_862_500,
    SavingMicros: 1_005_000,
    ShortfallLines: 0,
  },
} as unknown as BomDetail;

const csvRows = (csv: string) => parseDelimited(csv.replace(/^\uFEFF/, '').trim(), ',');

describe('bomCsv', () => {
  it('writes designators in full, as assembly houses read them', () => {
    const gapped = { ...detail, Lines: [{ ...line, Designators: 'C1,3,5,R1-3' }] } as BomDetail;
    const [header, row] = csvRows(bomCsv(gapped));
    expect(header![0]).toBe('Designator');
    expect(row![0]).toBe('C1, C3, C5, R1, R2, R3');
  });

  it('keeps US dollars by default, amounts rounded half up to the cent as the BOM page shows them', () => {
    const [header, row] = csvRows(bomCsv(detail));
    expect(header!.slice(15, 18)).toEqual(['Unit price (USD)', 'Line total (USD)', 'Break saving (USD)']);
    expect(row!.slice(15, 18)).toEqual(['0.012345', '30.86', '1.01']);
  });

  it('writes money in the chosen currency at its rate, with the code in the header', () => {
    const [header, row] = csvRows(bomCsv(detail, EUR));
    expect(header!.slice(15, 18)).toEqual(['Unit price (EUR)', 'Line total (EUR)', 'Break saving (EUR)']);
    // 0.012345 × 0.8532 = 0.010532754 → 0.010533; 30.8625 × 0.8532 = 26.331885 → 26.33; 1.005 × 0.8532 = 0.857466 → 0.86.
    expect(row!.slice(15, 18)).toEqual(['0.010533', '26.33', '0.86']);
  });
});

describe('bomXlsx', () => {
  it('converts the line money and names the currency in the header', async () => {
    const grid = await readXlsxGrid(await bomXlsx(detail, EUR));
    // The first sheet holds the lines.
    expect(grid[0]!.slice(15, 18)).toEqual(['Unit price (EUR)', 'Line total (EUR)', 'Break saving (EUR)']);
    expect(grid[1]!.slice(15, 17).map(Number)).toEqual([0.010533, 26.33]);
  });
});

describe('bomJlcCsv', () => {
  it("writes JLCPCB's columns, one row per placed line, designators in full, the LCSC code when the line has one", () => {
    const lines: BomLine[] = [
      { ...line, Designators: 'C1,3,5', Value: '100nF', Package: 'C_0402_1005Metric', Sku: 'c1525' },
      { ...line, Line: 2, Designators: 'U1', Value: '', PartNo: 'LM358DR', Package: 'SOIC-8', Sku: '296-1014-1-ND' },
      { ...line, Line: 3, Designators: 'R9', DNP: true },
      { ...line, Line: 4, Designators: 'J1', Value: '', PartNo: '', Description: 'USB-C, 16 pin', Package: '' },
    ];
    const rows = csvRows(bomJlcCsv({ ...detail, Lines: lines }));
    expect(rows).toEqual([
      ['Comment', 'Designator', 'Footprint', 'LCSC Part #'],
      ['100nF', 'C1, C3, C5', 'C_0402_1005Metric', 'C1525'],
      // A Digi-Key code is no use to JLCPCB: left empty rather than misread.
      ['LM358DR', 'U1', 'SOIC-8', ''],
      ['USB-C, 16 pin', 'J1', '', ''],
    ]);
  });
});
