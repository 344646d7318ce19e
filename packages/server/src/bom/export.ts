/**
 * The priced BOM as CSV and XLSX. The first columns repeat what the buyer uploaded under headers
 * the importer knows (Designator, Quantity, MPN, Manufacturer, Value, Description, Footprint, DNP),
 * so an exported file uploads again as the same lines; the priced columns follow under names that
 * no alias claims.
 */
import type { BomDetail, BomLine } from '@ferrite/storefront-app/contract';
import { writeXlsx } from './xlsx';

export const SOURCE_HEADER = ['Designator', 'Quantity', 'MPN', 'Manufacturer', 'Value', 'Description', 'Footprint', 'DNP'] as const;
export const PRICED_HEADER = [
  'Line',
  'Match',
  'Match reason',
  'Ordered part',
  'Ordered maker',
  'Needed',
  'Order qty',
  'Unit price (USD)',
  'Line total (USD)',
  'Break saving (USD)',
  'Stock',
  'Shortfall',
] as const;

const dollars = (micros: number) => micros / 1_000_000;

function cellsOf(line: BomLine): (string | number)[] {
  const quantity = line.Quantity !== null ? line.Quantity : '';
  const priced = line.Pricing;
  return [
    line.Designators,
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
    priced ? dollars(priced.UnitPriceMicros) : '',
    priced ? dollars(priced.TotalMicros) : '',
    priced ? dollars(priced.SavingMicros) : '',
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

export function bomCsv(detail: BomDetail): string {
  const rows = [[...SOURCE_HEADER, ...PRICED_HEADER], ...detail.Lines.map(cellsOf)];
  // A byte-order mark makes Excel open the file as UTF-8 (Ω, µ, ±).
  return '\uFEFF' + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export async function bomXlsx(detail: BomDetail): Promise<Buffer> {
  const t = detail.Totals;
  return writeXlsx([
    {
      name: 'BOM',
      header: [...SOURCE_HEADER, ...PRICED_HEADER],
      rows: detail.Lines.map(cellsOf),
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
        ['Total (USD)', dollars(t.TotalMicros)],
        ['Price-break savings (USD)', dollars(t.SavingMicros)],
        ['Lines short of stock', t.ShortfallLines],
      ],
      widths: [28, 40],
    },
  ]);
}

export function exportFileName(detail: BomDetail, extension: 'csv' | 'xlsx'): string {
  const base = (detail.Name || detail.SourceName.replace(/\.[^.]+$/, '') || 'bom').replace(/[^\w.-]+/g, '-').slice(0, 60) || 'bom';
  return `${base}-priced.${extension}`;
}
