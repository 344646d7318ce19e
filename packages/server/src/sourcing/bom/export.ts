/**
 * The priced BOM as CSV and XLSX. The first columns repeat what the buyer uploaded under headers
 * the importer knows (Designator, Quantity, MPN, Manufacturer, Value, Description, Footprint, DNP),
 * so an exported file uploads again as the same lines; the priced columns follow under names that
 * no alias claims.
 */
import type { BomDetail, BomLine } from '@ferrite/contract';
import { BASE_CURRENCY, lineAmountIn, microsIn, type CurrencyRate } from '@ferrite/contract/currency';
import { expandDesignators } from './designators';
import { writeXlsx } from './xlsx';

/** The rate of a priced BOM's money columns: the base currency, unconverted, unless the buyer chose another. */
export type ExportCurrency = Pick<CurrencyRate, 'value' | 'rate' | 'date'>;
const DOLLARS: ExportCurrency = { value: BASE_CURRENCY, rate: '1', date: '' };

export const SOURCE_HEADER = ['Designator', 'Quantity', 'MPN', 'Manufacturer', 'Value', 'Description', 'Footprint', 'DNP'] as const;

/** The priced columns, money ones named with the currency they are in ('Unit price (EUR)'). */
export function pricedHeader(currency: string): string[] {
  return [
    'Line',
    'Match',
    'Match reason',
    'Ordered part',
    'Ordered maker',
    'Needed',
    'Order qty',
    `Unit price (${currency})`,
    `Line total (${currency})`,
    `Break saving (${currency})`,
    'Stock',
    'Shortfall',
  ];
}

// Amounts are worked out in integers exactly as the BOM page and the cart show them (unit prices
// in millionths of the currency, totals rounded half up once to its cents); only the cell holds
// the decimal number.
const unitPrice = (micros: number, charge: ExportCurrency) => microsIn(micros, charge.rate) / 1_000_000;
const amount = (micros: number, charge: ExportCurrency) => lineAmountIn(1, micros, charge.rate) / 100;

function cellsOf(line: BomLine, charge: ExportCurrency): (string | number)[] {
  const quantity = line.Quantity !== null ? line.Quantity : '';
  const priced = line.Pricing;
  return [
    // In full ('C1, C3, C5'): assembly houses misread our compressed 'C1,3,5'.
    expandDesignators(line.Designators).join(', '),
    quantity,
    line.PartNo,
    line.Manufacturer,
    line.Value,
    line.Description,
    line.Package,
    line.DNP ? 'DNP' : '',
    line.Line,
    line.Confidence,
    line.Problem || line.Reason,
    line.Part?.PartNo ?? '',
    line.Part?.MFG ?? '',
    priced?.Required ?? '',
    priced?.OrderQty ?? '',
    priced ? unitPrice(priced.UnitPriceMicros, charge) : '',
    priced ? amount(priced.TotalMicros, charge) : '',
    priced ? amount(priced.SavingMicros, charge) : '',
    line.Part?.Stock ?? '',
    priced?.Shortfall ?? '',
  ];
}

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
function csvCell(value: string | number): string {
  let text = typeof value === 'number' ? String(value) : value;
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The priced BOM as CSV, its money in `charge`'s currency (US dollars by default). */
export function bomCsv(detail: BomDetail, charge: ExportCurrency = DOLLARS): string {
  const rows = [[...SOURCE_HEADER, ...pricedHeader(charge.value)], ...detail.Lines.map((line) => cellsOf(line, charge))];
  // A byte-order mark makes Excel open the file as UTF-8 (Ω, µ, ±).
  return '\uFEFF' + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The priced BOM as an Excel workbook (lines and a summary), its money in `charge`'s currency. */
export async function bomXlsx(detail: BomDetail, charge: ExportCurrency = DOLLARS): Promise<Buffer> {
  const t = detail.Totals;
  const code = charge.value;
  const rate =
    code === BASE_CURRENCY
      ? []
      : [[`Exchange rate (${code} per ${BASE_CURRENCY})`, charge.date ? `${charge.rate} (${charge.date})` : charge.rate]];
  return writeXlsx([
    {
      name: 'BOM',
      header: [...SOURCE_HEADER, ...pricedHeader(code)],
      rows: detail.Lines.map((line) => cellsOf(line, charge)),
      widths: [16, 9, 24, 18, 12, 36, 18, 6, 6, 9, 48, 24, 18, 9, 10, 14, 14, 14, 10, 10],
      formats: { 15: '0.000000', 16: '0.00', 17: '0.00' },
    },
    {
      name: 'Summary',
      header: ['Item', 'Value'],
      rows: [
        ['BOM', detail.Name || detail.SourceName],
        ['Builds', detail.Builds],
        ['Attrition (%)', detail.AttritionPercent],
        ['Lines', t.Lines],
        ['Matched exactly', t.Exact],
        ['Matched partially', t.Partial],
        ['Not matched', t.Unmatched],
        ['Do not place', t.DNP],
        ['Unreadable quantity', t.Invalid],
        ['Match rate (%)', t.MatchRatePercent],
        ['Currency', code],
        ...rate,
        [`Total (${code})`, amount(t.TotalMicros, charge)],
        [`Price-break savings (${code})`, amount(t.SavingMicros, charge)],
        ['Lines short of stock', t.ShortfallLines],
      ],
      widths: [28, 40],
    },
  ]);
}

/** JLCPCB's assembly BOM columns, as their upload template names them. */
export const JLC_HEADER = ['Comment', 'Designator', 'Footprint', 'LCSC Part #'] as const;

/** An LCSC order code ('C25804'): the only distributor code JLCPCB's assembly reads. */
const LCSC_CODE = /^C\d{3,9}$/i;

/**
 * The BOM as JLCPCB's assembly service reads it: one row per placed line, the value (else the part
 * number) as the comment, designators in full, the footprint, and the line's LCSC code when it has
 * one. Lines not placed are left out: the assembler places every row it is given.
 */
export function bomJlcCsv(detail: BomDetail): string {
  const rows: string[][] = [[...JLC_HEADER]];
  for (const line of detail.Lines) {
    if (line.DNP) continue;
    const designators = expandDesignators(line.Designators).join(', ');
    const comment = line.Value || line.Part?.PartNo || line.PartNo || line.Description;
    if (!designators && !comment) continue;
    const sku = line.Sku && LCSC_CODE.test(line.Sku) ? line.Sku.toUpperCase() : '';
    rows.push([comment, designators, line.Package || line.Part?.Package || '', sku]);
  }
  return '\uFEFF' + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export type ExportFormat = 'csv' | 'xlsx' | 'jlc.csv';

export function exportFileName(detail: BomDetail, format: ExportFormat): string {
  const base = (detail.Name || detail.SourceName.replace(/\.[^.]+$/, '') || 'bom').replace(/[^\w.-]+/g, '-').slice(0, 60) || 'bom';
  return format === 'jlc.csv' ? `${base}-jlcpcb.csv` : `${base}-priced.${format}`;
}
