/**
 * One typed or pasted order line, as quick order and a headerless BOM paste both read it: a part
 * number or a value with its ratings ('10k 0603 1%'), a quantity before or after it, and whatever
 * follows as the reference. Quantities are left as text; each caller checks them its own way.
 */
import { isNotation, looksLikePartNumber } from './part-number';
import { readValueToken } from './value';
import { packageCode } from '../package-code';

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
  'number',
  'no',
  'mfr',
  'mfg',
  'manufacturer',
  'refdes',
]);

/** '2x', 'x2', '×2': a quantity written with a times sign. */
const TIMES_QUANTITY = /^(?:[x×*]\s*(\d[\d,]*)|(\d[\d,]*)\s*[x×*])$/i;
/** Words that only say "pieces" or "times" beside a quantity ('2 pcs', '10 x 10k'). */
const QUANTITY_WORDS = new Set(['x', '×', '*', 'pcs', 'pc', 'ea', 'each', 'pieces', 'stk', 'шт']);

/**
 * Cells of a line: tabs (a spreadsheet copy), else commas or semicolons, else spaces. Commas that
 * only group thousands ('10k 0603 1% 1,000') do not split. A quantity written '2x' or 'x2' is read
 * as 2, and 'pcs' or a lone 'x' beside a quantity is dropped.
 */
export function splitOrderLine(text: string): string[] {
  let cells: string[];
  const ungrouped = text.replace(/(\d),(\d{3})(?!\d)/g, '$1$2');
  if (text.includes('\t')) cells = text.split('\t').map((cell) => cell.trim());
  else if (/[,;]/.test(ungrouped)) cells = text.split(/[,;]/).map((cell) => cell.trim());
  else cells = ungrouped.trim().split(/\s+/);
  const isNumber = (cell: string | undefined) => cell !== undefined && /^\d[\d,]*$/.test(cell);
  cells = cells.map((cell) => {
    const times = TIMES_QUANTITY.exec(cell);
    return times ? (times[1] ?? times[2])! : cell;
  });
  return cells.filter((cell, i) => !(QUANTITY_WORDS.has(cell.toLowerCase()) && (isNumber(cells[i - 1]) || isNumber(cells[i + 1]))));
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
  // A chip size, not any four digits: '1000' after a value is a quantity.
  return /^\d{4,5}$/.test(cell) && packageCode(cell)?.chip !== undefined;
}
