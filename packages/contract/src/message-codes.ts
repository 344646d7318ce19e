/**
 * Messages the API composes from values (a part number, a stock count, a file name). The
 * envelope's `message` stays the English sentence, word for word as before; beside it
 * `messageCode` names the sentence and `messageParams` carries the values it was made from, so a
 * client can say it in its reader's language without reading the English back. A code is the
 * key of the storefront pack entry with the same English ('buying.msgMinimumOrder'); a code with
 * a `count` may have plural forms in a pack (`…_one`, `…_few`, `…_other`).
 *
 * Values that are data (part numbers, manufacturer and package names, a quantity cell as it was
 * written, spreadsheet row and cell numbers, which are addresses) are texts, so no language
 * rewrites them; counts and limits are numbers.
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
  'sourcing.bomFileTooLarge':
    '“{fileName}” is larger than the {megabytes} MB limit for BOM files. Nothing was stored; split the file or remove unused sheets and columns.',
  /** `reason`: the one message saying why the file could not be read. */
  'sourcing.bomNotStored': '{reason} Nothing was stored.',
  'sourcing.bomFileEmpty': '“{fileName}” is empty.',
  'sourcing.bomFileTypeUnknown': '“{fileName}” is not a file type the BOM tool reads. Upload a CSV, TSV or XLSX file, or paste the lines.',
  'sourcing.bomNotWorkbook': '“{fileName}” is named .xlsx but is not an Excel workbook.',
  'sourcing.bomLooksLikeArchive': '“{fileName}” looks like a workbook or archive, not text. Upload workbooks with the .xlsx extension.',
  'sourcing.bomNotText': '“{fileName}” is not a text file. Upload a CSV, TSV or XLSX file, or paste the lines.',
  'sourcing.bomTooManyLines': 'The BOM has more than {max} lines; split it into smaller files.',
  'sourcing.bomSheetTooManyRows': 'The sheet “{sheet}” has more than {rows} rows; a BOM may have up to {max} lines.',
  'sourcing.bomWorkbookTooLarge': 'The workbook unpacks to more than {megabytes} MB, far more than a BOM of {max} lines needs.',
  'sourcing.bomWorkbookDamaged': 'The workbook could not be opened: it is damaged or not an .xlsx file.',
  'sourcing.bomWorkbookEmpty': 'The workbook is empty: none of its sheets has any cells.',
  'sourcing.bomFileTooManyRows': 'The file has more than {rows} rows; a BOM may have up to {max} lines.',
  'sourcing.bomUnknownField':
    '“{field}” is not a column role. Choose part number, quantity, designators, value, package, description, manufacturer, distributor code, or ignore. Nothing was changed.',

  // BOM row errors (rowErrors[].messageCode) and the summary of them
  'sourcing.bomRowTooWide': 'It has {count} cells; a BOM row may have up to {max}.',
  'sourcing.bomCellTooLong': 'Cell {cell} is longer than {max} characters.',
  'sourcing.bomQuoteNotClosed': 'A quoted cell is opened but never closed.',
  'sourcing.bomQuoteNeverClosed': 'Row {row}: a quoted cell is opened but never closed, so the rows after it cannot be read.',
  /** `rows`: one `bomRowErrorAt` per row (the first five), joined by spaces. */
  'sourcing.bomRowsUnreadable': { one: 'One row could not be read ({rows})', other: '{count} rows could not be read ({rows})' },
  /** `error`: the row's one error. */
  'sourcing.bomRowErrorAt': 'row {row}: {error}',

  // BOM line problems and notes (BomLine.ProblemCode, BomLine.NoteRefs)
  'sourcing.bomQuantityNotNumber': 'Quantity “{text}” is not a number.',
  'sourcing.bomQuantityNegative': 'Quantity {text} is negative.',
  'sourcing.bomQuantityNotWhole': 'Quantity {text} is not a whole number of pieces.',
  'sourcing.bomQuantityTooLarge': 'Quantity {text} is more than {max} pieces per board.',
  'sourcing.bomNoQuantity': 'No quantity, and no designators to count.',
  'sourcing.bomQuantityCounted': 'No quantity given: {count} counted from the designators.',
  'sourcing.bomNoQuantityColumn': 'No quantity column: 1 per board assumed.',
  'sourcing.bomDesignatorMismatch': {
    one: '{quantity} per board, but {count} designator listed.',
    other: '{quantity} per board, but {count} designators listed.',
  },

  // BOM match reasons (BomLine.ReasonCode)
  'sourcing.bomReasonExact': 'part number exact',
  'sourcing.bomReasonExactWithMaker': 'part number and manufacturer exact',
  'sourcing.bomReasonExactOtherMaker': 'part number exact, but made by {maker}, not “{named}”',
  'sourcing.bomReasonMatchedCase': 'part number matched as {partNo} (case or punctuation differ)',
  'sourcing.bomReasonMatchedPackaging': 'part number matched as {partNo}, one of {count} packagings',
  'sourcing.bomReasonMatchedOtherMaker': 'part number matched as {partNo}, but made by {maker}, not “{named}”',
  'sourcing.bomReasonMatchedAs': 'part number matched as {partNo}',
  'sourcing.bomReasonExactWrongPackage': 'part number exact, but {partNo} is {has}, not {wanted}',
  'sourcing.bomReasonMatchedWrongPackage': 'part number matched, but {partNo} is {has}, not {wanted}',
  /** `reason`: the wrong-package reason it extends. */
  'sourcing.bomReasonRightPackageOffered': '{reason}: same value in the right package offered',
  /** `reason`: what the value lookup found. */
  'sourcing.bomReasonNotFoundThen': 'part number not found; {reason}',
  'sourcing.bomReasonByValueNoPackage': '{value} found, but no package is given: choose the part for the footprint',
  'sourcing.bomReasonByValue': 'matched by value: {value}',
  /** `shortfall`: one `bomShortfall…` message. */
  'sourcing.bomReasonNoPartMeets': 'value matched, but no part meets {value}: {shortfall}',
  'sourcing.bomShortfallTolerance': 'tolerance ±{has}% is looser than ±{wanted}%',
  'sourcing.bomShortfallVoltage': 'rated {has} V, below {wanted} V',
  'sourcing.bomShortfallDielectric': 'dielectric {has}, not {wanted}',
  'sourcing.bomShortfallPower': 'rated {has} W, below {wanted} W',
  'sourcing.bomShortfallCurrent': 'rated {has} A, below {wanted} A',
  'sourcing.bomShortfallToleranceUnknown': 'no tolerance stated, the line asks for ±{wanted}%',
  'sourcing.bomShortfallVoltageUnknown': 'no voltage rating stated, the line asks for {wanted} V',
  'sourcing.bomShortfallPowerUnknown': 'no power rating stated, the line asks for {wanted} W',
  'sourcing.bomShortfallCurrentUnknown': 'no current rating stated, the line asks for {wanted} A',
  'sourcing.bomShortfallDielectricUnknown': 'no dielectric stated, the line asks for {wanted}',
  'sourcing.bomShortfallValue': 'its value is {has}, the line asks for {wanted}',
  'sourcing.bomShortfallPackage': 'its package is {has}, the line asks for {wanted}',
  'sourcing.bomShortfallKind': 'it is not a {wanted}',
  'sourcing.bomReasonNeedsReviewConflict': 'needs review: the designators, footprint and description name different kinds of part',
  'sourcing.bomReasonNeedsReviewKind': 'needs review: a {kind} is matched by its part number only',
  'sourcing.bomReasonNeedsReviewValues': 'needs review: the line gives two different values',
  'sourcing.bomReasonChosenShortOf': 'chosen by you, but it does not meet the line: {shortfall}',
  'sourcing.bomKindResistor': 'resistor',
  'sourcing.bomKindCapacitor': 'capacitor',
  'sourcing.bomKindInductor': 'inductor',
  'sourcing.bomKindFerriteBead': 'ferrite bead',
  'sourcing.bomKindCrystal': 'crystal',
  'sourcing.bomKindResistorArray': 'resistor array',
  'sourcing.bomKindOther': 'part other than a resistor, capacitor or inductor',
  'sourcing.bomReasonPackageDiffers': 'value matched, package differs: {value} is stocked in {packages}, not {wanted}',
  'sourcing.bomReasonOtherPackages': 'value matched, package differs: {value} is stocked in other packages, not {wanted}',
  'sourcing.bomReasonNoResistor': 'no resistor of {value} in the catalogue',
  'sourcing.bomReasonNoCapacitor': 'no capacitor of {value} in the catalogue',
  'sourcing.bomReasonNoInductor': 'no inductor of {value} in the catalogue',
  'sourcing.bomReasonNotFound': 'part number not found',
  'sourcing.bomReasonSimilar': 'part number not found: similar numbers offered',
  'sourcing.bomReasonNoValue': 'no part number, and the description names no value we can match',
  'sourcing.bomReasonNoPartNo': 'no part number and no description',
  /** `reason`: the match the buyer's choice replaced. */
  'sourcing.bomReasonChosen': 'chosen by you ({reason})',
  'sourcing.bomReasonNothingChosen': 'you chose to order nothing for this line',
  'sourcing.bomReasonGone': 'the matched part is no longer in the catalogue',
} as const;

export type MessageCode = keyof typeof COMPOSED_MESSAGES;

/** Separates the messages of a list parameter. */
export const MESSAGE_LIST_SEPARATOR = '; ';

// A list of whole sentences ('row 3: It has 151 cells. row 7: …') is joined by spaces.
const LIST_SEPARATORS: Partial<Record<MessageCode, string>> = { 'sourcing.bomRowsUnreadable': ' ' };

/** How the messages of a list parameter of `code` are joined. */
export function listSeparatorOf(code: MessageCode): string {
  return LIST_SEPARATORS[code] ?? MESSAGE_LIST_SEPARATOR;
}

// Counts these sentences wrote as bare digits before they had codes ('It has 1500 cells'): the
// API keeps them so, word for word. Pages write them the reader's way.
const BARE_IN_ENGLISH: Partial<Record<MessageCode, readonly string[]>> = {
  'sourcing.bomRowTooWide': ['count', 'max'],
  'sourcing.bomRowsUnreadable': ['count'],
  'sourcing.bomQuantityCounted': ['count'],
  'sourcing.bomDesignatorMismatch': ['quantity', 'count'],
  'sourcing.bomReasonMatchedPackaging': ['count'],
};

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.hasOwn(COMPOSED_MESSAGES, code);
}

/** A ref, checked: `ref('buying.msgOutOfStock', { partNo })`. */
export function messageRef(code: MessageCode, params: MessageParams = {}): MessageRef {
  return { code, params };
}

/** The English template of a ref: a sentence with an English singular ('One row …') takes it when `count` is 1. */
function englishTemplate(ref: MessageRef): string {
  const english: string | { one: string; other: string } = COMPOSED_MESSAGES[ref.code];
  if (typeof english === 'string') return english;
  return ref.params.count === 1 ? english.one : english.other;
}

/** The English sentence of a ref: numbers as English writes them ('2,500'), lists joined by '; '. */
export function englishMessage(ref: MessageRef): string {
  const bare = BARE_IN_ENGLISH[ref.code] ?? [];
  return englishTemplate(ref).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = ref.params[name];
    if (value === undefined) return whole;
    if (typeof value === 'number') return bare.includes(name) ? String(value) : value.toLocaleString('en-US');
    if (typeof value === 'string') return value;
    return value.map(englishMessage).join(listSeparatorOf(ref.code));
  });
}
