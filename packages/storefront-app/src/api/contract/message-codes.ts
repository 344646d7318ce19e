/**
 * Messages the API composes from values (a part number, a stock count, a file name). The
 * envelope's `message` stays the English sentence, word for word as before; beside it
 * `messageCode` names the sentence and `messageParams` carries the values it was made from, so a
 * client can say it in its reader's language without reading the English back. A code is the
 * key of the storefront pack entry with the same English ('buying.msgMinimumOrder'); a code with
 * a `count` may have plural forms in a pack (`…_one`, `…_few`, `…_other`).
 */

/** A composed message: its code and the values it was made from. */
export interface MessageRef {
  code: MessageCode;
  params: MessageParams;
}

/**
 * Values of a composed message. Numbers stay numbers, so each language writes them its own way;
 * a list of messages ('Insufficient stock: A is out of stock; only 5 of B left.') is a list of refs.
 */
export type MessageParams = Record<string, string | number | readonly MessageRef[]>;

/** The English of every composed message, `{name}` for each value. */
export const COMPOSED_MESSAGES = {
  'buying.msgQuantityTooLarge': 'Quantity can be at most {max}',
  'buying.msgCartFull': 'A cart holds at most {max} lines; check out or remove some first',
  'buying.msgMinimumOrder': 'The minimum order quantity of {partNo} is {qty}.',
  'buying.msgMultipleChoice': '{partNo} is sold in multiples of {multiple}: order {below} or {above}.',
  'buying.msgMultiple': '{partNo} is sold in multiples of {multiple}: order {above}.',
  'buying.msgOutOfStock': '{partNo} is out of stock.',
  'buying.msgOnlyInStock': 'Only {stock} of {partNo} in stock.',
  'buying.msgLinesAtOnce': 'At most {count} lines at once.',
  'buying.msgCheckoutOrderedAs': 'This checkout was already ordered. Order {orderNo}.',
  /** `shortages`: one `msgShortageOut` or `msgShortageOnly` per part, joined by '; '. */
  'buying.msgInsufficientStockOf': 'Insufficient stock: {shortages}.',
  'buying.msgShortageOut': '{partNo} is out of stock',
  'buying.msgShortageOnly': 'only {count} of {partNo} left',
  'sourcing.bomFileTooLarge': '“{fileName}” is larger than the {megabytes} MB limit for BOM files. Nothing was stored; split the file or remove unused sheets and columns.',
  /** `reason`: the one message saying why the file could not be read. */
  'sourcing.bomNotStored': '{reason} Nothing was stored.',
  'sourcing.bomFileEmpty': '“{fileName}” is empty.',
  'sourcing.bomFileTypeUnknown': '“{fileName}” is not a file type the BOM tool reads. Upload a CSV, TSV or XLSX file, or paste the lines.',
  'sourcing.bomNotWorkbook': '“{fileName}” is named .xlsx but is not an Excel workbook.',
  'sourcing.bomLooksLikeArchive': '“{fileName}” looks like a workbook or archive, not text. Upload workbooks with the .xlsx extension.',
  'sourcing.bomNotText': '“{fileName}” is not a text file. Upload a CSV, TSV or XLSX file, or paste the lines.',
  'sourcing.bomTooManyLines': 'The BOM has more than {max} lines; split it into smaller files.',
  'sourcing.bomSheetTooManyRows': 'The sheet “{sheet}” has {count} rows; a BOM may have up to {max} lines.',
  'sourcing.bomFileTooManyRows': 'The file has more than {rows} rows; a BOM may have up to {max} lines.',
} as const;

export type MessageCode = keyof typeof COMPOSED_MESSAGES;

/** Separates the messages of a list parameter. */
export const MESSAGE_LIST_SEPARATOR = '; ';

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.hasOwn(COMPOSED_MESSAGES, code);
}

/** A ref, checked: `ref('buying.msgOutOfStock', { partNo })`. */
export function messageRef(code: MessageCode, params: MessageParams): MessageRef {
  return { code, params };
}

/** The English sentence of a ref: numbers as English writes them ('2,500'), lists joined by '; '. */
export function englishMessage(ref: MessageRef): string {
  return COMPOSED_MESSAGES[ref.code].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = ref.params[name];
    if (value === undefined) return whole;
    if (typeof value === 'number') return value.toLocaleString('en-US');
    if (typeof value === 'string') return value;
    return value.map(englishMessage).join(MESSAGE_LIST_SEPARATOR);
  });
}
