/**
 * Quick-order lines as people paste them: 'part number, quantity, reference' separated by tabs
 * (straight from a spreadsheet), commas, semicolons or spaces; the quantity may come first.
 */
import { QUICK_ORDER_MAX_LINES, QUICK_ORDER_MESSAGES } from '@ferrite/contract';

export interface QuickOrderTextLine {
  /** 1-based line number in the text. */
  line: number;
  text: string;
  partNo: string;
  quantity: number | null;
  /** Why the quantity cannot be used, or ''. */
  problem: string;
  reference: string;
}

const HEADER_WORDS = new Set(['partnumber', 'partno', 'mpn', 'pn', 'part', 'mfrpartnumber', 'manufacturerpartnumber', 'item']);
const MAX_QUANTITY = 1_000_000;

function splitLine(text: string): string[] {
  if (text.includes('\t')) return text.split('\t').map((cell) => cell.trim());
  if (/[,;]/.test(text)) return text.split(/[,;]/).map((cell) => cell.trim());
  return text.trim().split(/\s+/);
}

function quantityOf(cell: string, tabbed: boolean): { quantity: number | null; problem: string } {
  const raw = cell.trim();
  if (raw === '') return { quantity: null, problem: QUICK_ORDER_MESSAGES.quantityRequired };
  // Spreadsheets paste '1,000' with tabs around it; in comma-separated text the comma already split it.
  const cleaned = tabbed ? raw.replace(/[,\s_]/g, '') : raw.replace(/[\s_]/g, '');
  if (!/^\d+$/.test(cleaned)) return { quantity: null, problem: QUICK_ORDER_MESSAGES.quantityInvalid };
  const quantity = Number(cleaned);
  if (quantity < 1 || quantity > MAX_QUANTITY) return { quantity: null, problem: QUICK_ORDER_MESSAGES.quantityInvalid };
  return { quantity, problem: '' };
}

export class QuickOrderTextError extends Error {}

export function parseQuickOrderText(text: string): QuickOrderTextLine[] {
  const out: QuickOrderTextLine[] = [];
  const rows = text.split(/\r\n|\n|\r/);
  for (const [index, rowText] of rows.entries()) {
    if (rowText.trim() === '') continue;
    const tabbed = rowText.includes('\t');
    const cells = splitLine(rowText).filter((cell, i) => i < 2 || cell !== '');
    let [partNo = '', quantityCell = '', ...rest] = cells;
    // '100 RC0603FR-0710KL': the quantity came first.
    if (/^\d[\d,]*$/.test(partNo) && quantityCell !== '' && !/^\d[\d,]*$/.test(quantityCell))
      [partNo, quantityCell] = [quantityCell, partNo];
    const key = partNo.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (out.length === 0 && HEADER_WORDS.has(key) && !/^\d/.test(quantityCell)) continue;
    if (out.length >= QUICK_ORDER_MAX_LINES) throw new QuickOrderTextError(QUICK_ORDER_MESSAGES.tooManyLines);
    const { quantity, problem } = quantityOf(quantityCell, tabbed);
    out.push({
      line: index + 1,
      text: rowText.trim().slice(0, 200),
      partNo: partNo.slice(0, 80),
      quantity,
      problem,
      reference: rest.join(',').slice(0, 200),
    });
  }
  if (out.length === 0) throw new QuickOrderTextError(QUICK_ORDER_MESSAGES.empty);
  return out;
}
