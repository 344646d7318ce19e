/**
 * Quick-order lines as people paste them: 'part number, quantity, reference' separated by tabs
 * (straight from a spreadsheet), commas, semicolons or spaces; the quantity may come first; a value
 * with its ratings ('10k 0603 1% 10') in place of a part number. The line reader is the one a
 * headerless BOM paste uses (notation/order-line.ts).
 */
import { QUICK_ORDER_MAX_LINES, QUICK_ORDER_MESSAGES } from '@ferrite/contract';
import { isHeaderLine, readOrderLine } from './notation/order-line';

export interface QuickOrderTextLine {
  /** 1-based line number in the text. */
  line: number;
  text: string;
  /** The part number, or '' when the line asks for a value. */
  partNo: string;
  /** The value and ratings asked for ('10k 0603 1%'), or ''. */
  spec: string;
  quantity: number | null;
  /** Why the quantity cannot be used, or ''. */
  problem: string;
  reference: string;
}

const MAX_QUANTITY = 1_000_000;

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
    if (out.length === 0 && isHeaderLine(rowText)) continue;
    if (out.length >= QUICK_ORDER_MAX_LINES) throw new QuickOrderTextError(QUICK_ORDER_MESSAGES.tooManyLines);
    const read = readOrderLine(rowText);
    const { quantity, problem } = quantityOf(read.quantityText, rowText.includes('\t'));
    out.push({
      line: index + 1,
      text: rowText.trim().slice(0, 200),
      partNo: read.partNo.slice(0, 80),
      spec: read.spec.slice(0, 120),
      quantity,
      problem,
      reference: read.reference.slice(0, 200),
    });
  }
  if (out.length === 0) throw new QuickOrderTextError(QUICK_ORDER_MESSAGES.empty);
  return out;
}
