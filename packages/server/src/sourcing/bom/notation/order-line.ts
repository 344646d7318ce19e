/**
 * One typed or pasted order line, as quick order and a headerless BOM paste both read it: a part
 * number or a value with its ratings ('10k 0603 1%'), a quantity before or after it, and whatever
 * follows as the reference. Quantities are left as text; each caller checks them its own way.
 */
import { isNotation, looksLikePartNumber } from './part-number';
import { readValueToken } from './value';

export interface OrderLine {
  /** The part number, or '' when the line asks for a value. */
  partNo: string;
  /** The value and its ratings ('10k 0603 1%'), or '' when the line names a part number. */
  spec: string;
  /** The quantity cell as written, or ''. */
  quantityText: string;
  reference: string;
}

/** Words a value line may carry besides the value and ratings ('RES 10k 0603', '100nF CER X7R'). */
const SPEC_WORDS = new Set([
  'res',
  'resistor',
  'cap',
  'capacitor',
  'cer',
  'ceramic',
  'mlcc',
  'smd',
  'ind',
  'inductor',
  'chip',
  'thick',
  'film',
  'ohm',
]);

/** Header words: a first line made only of these ('Part Qty', 'value package tolerance qty') is a header. */
const HEADER_WORDS = new Set([
  'part',
  'partnumber',
  'partno',
  'mpn',
  'pn',
  'mfrpartnumber',
  'manufacturerpartnumber',
  'item',
  'qty',
  'quantity',
  'pcs',
  'count',
  'value',
  'package',
  'footprint',
  'tolerance',
  'voltage',
  'power',
  'dielectric',
  'description',
  'reference',
  'ref',
  'designator',
  'designators',
]);

/** Cells of a line: tabs (a spreadsheet copy), else commas or semicolons, else spaces. */
export function splitOrderLine(text: string): string[] {
  if (text.includes('\t')) return text.split('\t').map((cell) => cell.trim());
  if (/[,;]/.test(text)) return text.split(/[,;]/).map((cell) => cell.trim());
  return text.trim().split(/\s+/);
}

/** True when every cell of the line is a header ('Part Number', 'Qty', 'value package tolerance qty'). */
export function isHeaderLine(text: string): boolean {
  const key = (word: string) => word.toLowerCase().replace(/[^a-z]/g, '');
  const cells = splitOrderLine(text).filter((cell) => cell.trim() !== '');
  return (
    cells.length > 0 && cells.every((cell) => HEADER_WORDS.has(key(cell)) || cell.split(/\s+/).every((word) => HEADER_WORDS.has(key(word))))
  );
}

const INTEGER = /^\d[\d,]*$/;

/** A cell that reads wholly as notation: every word a value, rating, dielectric, chip size or spec word. */
function isSpecCell(cell: string): boolean {
  const words = cell.split(/[\s/]+/).filter(Boolean);
  return words.length > 0 && words.every((word) => isNotation(word) || SPEC_WORDS.has(word.toLowerCase()));
}

/** A value with a multiplier or unit ('10k', '100nF', '4u7'): a bare number is a quantity, not a value. */
function hasValue(cell: string): boolean {
  return cell.split(/[\s/]+/).some((word) => {
    const value = readValueToken(word);
    return value !== undefined && (value.unit !== undefined || value.implied !== undefined);
  });
}

export function readOrderLine(text: string): OrderLine {
  const cells = splitOrderLine(text).filter((cell, i) => i < 2 || cell !== '');
  // '10 10k 0603 1%' and '25 LM358DR': the quantity came first.
  let leadingQuantity = '';
  if (cells.length > 1 && INTEGER.test(cells[0]!) && !INTEGER.test(cells[1]!) && !isChipOnly(cells[0]!)) {
    leadingQuantity = cells.shift()!;
  }
  if (cells.length > 0 && hasValue(cells[0]!) && isSpecCell(cells[0]!) && !looksLikePartNumber(cells[0]!)) {
    let end = 1;
    // The spec runs on over cells that are notation; a bare number that is not a chip size ends it.
    while (end < cells.length && isSpecCell(cells[end]!) && !(INTEGER.test(cells[end]!) && !isChipOnly(cells[end]!))) end++;
    const spec = cells.slice(0, end).join(' ');
    const rest = cells.slice(end);
    const quantityText = leadingQuantity || (rest[0] !== undefined && INTEGER.test(rest[0]) ? rest.shift()! : '');
    return { partNo: '', spec, quantityText, reference: rest.join(',') };
  }
  const [partNo = '', ...rest] = cells;
  const quantityText = leadingQuantity || (rest.shift() ?? '');
  return { partNo, spec: '', quantityText, reference: rest.join(',') };
}

/** '0603', '1206': a chip size, which a value line writes before its quantity. */
function isChipOnly(cell: string): boolean {
  return /^\d{4,5}$/.test(cell) && isNotation(cell);
}
