/**
 * A pasted BOM without a header or columns ('STM32F103C8T6 2', '10k 0603 1% 10', '20 100nF 0402
 * X7R') read line by line with the quick-order line reader, as a grid with named columns, so the
 * rest of the tool (lines, mapping step, export) treats it as any other sheet.
 */
import { detectColumns, detectHeaderRow, type RememberedMapping } from './columns';
import type { Grid } from './grid';
import { isHeaderLine, readOrderLine } from './notation/order-line';

/** Headers every alias table knows, so the grid's columns map themselves. */
export const PASTE_HEADER = ['MPN', 'Value', 'Quantity', 'Designator'] as const;

/**
 * True when the pasted grid names no column that holds a part number, value or description: the
 * paste is lines typed by hand, not a table.
 */
export function needsLineReading(grid: Grid, remembered: RememberedMapping = {}): boolean {
  const headerRow = detectHeaderRow(grid, remembered);
  if (headerRow > 0) return false;
  // One cell a line: typed with spaces ('10k 0603 1% 10'), not split into columns.
  if (grid.every((cells) => cells.filter((cell) => cell.trim() !== '').length <= 1)) return true;
  const mapping = detectColumns(grid, 0, remembered);
  return !mapping.some((field) => field === 'partNo' || field === 'value' || field === 'description');
}

/** The pasted lines as rows under PASTE_HEADER; a first line of header words is left out. */
export function gridOfOrderLines(text: string): Grid {
  const rows: Grid = [[...PASTE_HEADER]];
  for (const line of text.split(/\r\n|\n|\r/)) {
    if (line.trim() === '') continue;
    if (rows.length === 1 && isHeaderLine(line)) continue;
    const read = readOrderLine(line);
    rows.push([read.partNo, read.spec, read.quantityText, read.reference]);
  }
  // A list of part numbers alone has no quantity column: each line is then one piece, with a note.
  const QUANTITY = PASTE_HEADER.indexOf('Quantity');
  if (rows.slice(1).every((row) => row[QUANTITY] === '')) return rows.map((row) => row.filter((_cell, c) => c !== QUANTITY));
  return rows;
}
