import { z } from 'zod';
import { isValidEmail } from './account';
import {
  QUICK_ORDER_MESSAGES,
  QUICK_ORDER_MAX_CHARACTERS,
  BOM_MAX_LINES,
  RFQ_MESSAGES,
  RFQ_MAX_LINES,
  BOM_FIELDS,
  RFQ_STATUSES,
  type RfqFieldErrors,
} from './sourcing-data';
import { partSummary, productSuggestion } from './catalog';
import { messageCode, messageParams, messageRef } from './message-schemas';

export * from './sourcing-data';

export const quickOrderTextInput = z.object({
  text: z.string({ error: QUICK_ORDER_MESSAGES.empty }).max(QUICK_ORDER_MAX_CHARACTERS, {
    error: `The text is longer than ${QUICK_ORDER_MAX_CHARACTERS.toLocaleString('en-US')} characters.`,
  }),
  /** Choices for ambiguous lines, 'line:partId' (one select per line posts one value). */
  choice: z.union([z.string(), z.array(z.string())]).optional(),
});
export type QuickOrderTextInput = z.infer<typeof quickOrderTextInput>;

// A malformed id is simply an id no BOM has: the server answers 404, as for any unknown one.
const bomId = z.string({ error: 'Which BOM? The id is missing.' }).max(64, { error: 'This BOM link is not valid.' });
const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(min, { error: `${label} must be at least ${min}.` })
    .max(max, { error: `${label} must be at most ${max.toLocaleString('en-US')}.` });
const builds = wholeNumber('The build count', 1, 100_000);
const attrition = z.coerce
  .number({ error: 'Attrition must be a number of percent.' })
  .min(0, { error: 'Attrition must be between 0 and 100 %.' })
  .max(100, { error: 'Attrition must be between 0 and 100 %.' });

export const bomPlanInput = z.object({ id: bomId, builds: builds.optional(), attrition: attrition.optional() });
export const bomIdInput = z.object({ id: bomId });
export const bomMappingInput = z.object({
  id: bomId,
  headerRow: wholeNumber('The header row', 0, 50),
  /** One value per column, in order: a field name, or '' to ignore the column. */
  column: z.union([z.string(), z.array(z.string())]).optional(),
  /**
   * The header row the posted columns were chosen under (default: the stored one). When it
   * differs from `headerRow`, each role moves to the column of the same header under the new
   * row, else stays at its position unless the new header names another field.
   */
  fromRow: wholeNumber('The header row', 0, 50)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export const bomChooseInput = z.object({
  id: bomId,
  line: wholeNumber('The line', 1, BOM_MAX_LINES),
  partId: wholeNumber('The part', 0, 2_147_483_647),
});
export const bomSaveInput = z.object({
  id: bomId,
  name: z.string().trim().min(1, { error: 'Give the BOM a name.' }).max(100, { error: 'The name may have up to 100 characters.' }),
  builds: builds.optional(),
  attrition: attrition.optional(),
});
export const bomCartInput = z.object({ id: bomId, builds: builds.optional(), attrition: attrition.optional() });

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} may have up to ${max} characters.` })
    .optional()
    .transform((value) => value ?? '');

export const rfqLineInput = z.object({
  partNo: z
    .string({ error: RFQ_MESSAGES.partNoRequired })
    .trim()
    .min(1, { error: RFQ_MESSAGES.partNoRequired })
    .max(60, { error: RFQ_MESSAGES.partNoTooLong }),
  manufacturer: optionalText(60, 'The manufacturer'),
  quantity: z
    .union([z.string(), z.number()], { error: RFQ_MESSAGES.quantityRequired })
    .transform((value) => String(value).trim().replace(/,/g, ''))
    .refine((value) => value !== '', { error: RFQ_MESSAGES.quantityRequired })
    .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10_000_000, { error: RFQ_MESSAGES.quantityInvalid })
    .transform(Number),
  targetPrice: z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => (value === undefined ? '' : String(value).trim().replace(/^\$/, '')))
    .refine((value) => value === '' || /^\d{1,7}(\.\d{1,6})?$/.test(value), { error: RFQ_MESSAGES.targetPriceInvalid })
    .transform((value) => (value === '' ? null : Math.round(Number(value) * 1_000_000))),
});

export const rfqInput = z.object({
  lines: z
    .array(rfqLineInput, { error: RFQ_MESSAGES.noLines })
    .min(1, { error: RFQ_MESSAGES.noLines })
    .max(RFQ_MAX_LINES, { error: RFQ_MESSAGES.tooManyLines }),
  name: z
    .string({ error: RFQ_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: RFQ_MESSAGES.nameRequired })
    .max(100, { error: 'The name may have up to 100 characters.' }),
  company: optionalText(100, 'The company name'),
  email: z
    .string({ error: RFQ_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: RFQ_MESSAGES.emailRequired })
    .refine(isValidEmail, { error: RFQ_MESSAGES.emailInvalid }),
  phone: optionalText(20, 'The phone number').refine((value) => value === '' || /^\+?[\d\s().-]{6,20}$/.test(value), {
    error: RFQ_MESSAGES.phoneInvalid,
  }),
  country: z.string({ error: RFQ_MESSAGES.countryRequired }).trim().min(1, { error: RFQ_MESSAGES.countryRequired }).max(60),
  message: optionalText(2000, 'The message'),
});
export type RfqInput = z.input<typeof rfqInput>;
export type RfqValid = z.output<typeof rfqInput>;

export function rfqFieldErrors(error: z.ZodError): RfqFieldErrors {
  const errors: RfqFieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** POST /bom/Upload: a file (multipart), or pasted text, and optionally the header row. */
export const bomUploadInput = z.object({
  file: z.unknown().optional(),
  text: z.string().max(2_000_000, { error: 'The pasted text is longer than 2 MB; upload it as a file instead.' }).optional(),
  headerRow: z.coerce
    .number()
    .int()
    .min(0)
    .max(50)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** GET /quickorder/Result: the report's id. */
export const quickOrderResultInput = z.object({ id: z.string().max(64) });

/** GET /rfq/Detail and POST /rfq/Close: the request's number and, for a guest, its key. */
export const rfqDetailInput = z.object({
  id: z.string({ error: RFQ_MESSAGES.notFound }).trim().max(40, { error: RFQ_MESSAGES.notFound }),
  key: z.string().max(100).optional(),
});

/**
 * POST /rfq/Submit: the fields of rfqInput, or the form's flat repeated fields (partNo,
 * quantity…), which the handler gathers into lines before checking them with rfqInput, so that
 * it can answer every field's problem at once.
 */
export const rfqSubmitInput = z.unknown();

// ---------------------------------------------------------------- outputs

export { noData } from './no-data';

export const quickOrderLine = z.object({
  /** 1-based line of the pasted text. */
  Line: z.number(),
  Text: z.string(),
  /** The part number asked for, or the value and ratings of a value line ('10k 0603 1%'). */
  PartNo: z.string(),
  Quantity: z.number().nullable(),
  Reference: z.string(),
  Status: z.enum(['found', 'ambiguous', 'notFound', 'invalid']),
  Message: z.string(),
  /** The part the line resolved to (or the buyer chose). */
  Part: partSummary.nullable(),
  /** Parts an ambiguous number could mean. */
  Candidates: z.array(partSummary),
  /** Near part numbers for a number we do not know. */
  Suggestions: z.array(productSuggestion),
  /** Set by AddToCart: the cart line it went to. */
  DtlID: z.number().optional(),
  /** Quantity actually added (rounded up to MOQ and multiples). */
  AddedQty: z.number().optional(),
});
export const quickOrderPreview = z.object({
  Lines: z.array(quickOrderLine),
  Total: z.number(),
  Ready: z.number(),
  Invalid: z.number(),
});
export const quickOrderReport = z.object({
  Id: z.string(),
  CreatedAt: z.string(),
  Lines: z.array(quickOrderLine),
  Added: z.number(),
  Invalid: z.number(),
  Total: z.number(),
});
/** A row of an uploaded sheet the BOM tool could not read: a refused upload lists them in `data.rowErrors`. */
export const bomRowError = z.object({
  /** Row in the uploaded sheet (1-based). */
  row: z.number(),
  /** What is wrong with it, in English. */
  message: z.string(),
  /** The code and values of `message` (contract/message-codes.ts), so a client can word it in its reader's language. */
  messageCode: messageCode.optional(),
  messageParams: messageParams.optional(),
});
export const bomPart = partSummary.extend({
  /** The part's package code ('0603', 'SOIC8') or ''. */
  Package: z.string(),
  /** The part's value as the catalogue writes it ('10 kΩ', '100 nF', '600 Ohms @ 100 MHz') or ''. */
  Value: z.string().optional(),
  /** Its key ratings as the catalogue writes them, joined ('±1% · 0.1 W', '16 V · X7R'), or ''. */
  Ratings: z.string().optional(),
});
/** Another part that buys the line's needed quantity for less: another packaging of the part, or another part meeting the line. */
export const bomCheaperOption = z.object({
  ProductID: z.number().int(),
  PartNo: z.string(),
  MFG: z.string(),
  Packaging: z.string(),
  /** Its order quantity for the needed pieces (its own MOQ and multiples). */
  OrderQty: z.number().int(),
  TotalMicros: z.number().int(),
  /** The same part in another packaging (cut tape for a reel), rather than another maker's part. */
  SamePart: z.boolean(),
});
export const bomLinePricing = z.object({
  /** Pieces needed: per board × builds + attrition. */
  Required: z.number(),
  /** Rounded up to MOQ and order multiples. */
  Rounded: z.number(),
  /** What goes to the cart: `Rounded`, or a higher price break that costs less in total. */
  OrderQty: z.number(),
  UnitPriceMicros: z.number(),
  TotalMicros: z.number(),
  /** Saved by ordering `OrderQty` instead of `Rounded`. */
  SavingMicros: z.number(),
  RaisedToBreak: z.number().nullable(),
  /** Pieces the stock does not cover. */
  Shortfall: z.number(),
  /**
   * Set when the part's minimum or multiple rounds the line far above its need (twice the need
   * and BOM_ROUND_UP_MIN_EXTRA pieces more): a full reel when the part is sold by the reel.
   */
  RoundUp: z
    .object({ Kind: z.enum(['reel', 'minimum']) })
    .nullable()
    .optional(),
  /** On a rounded-up line: the cheapest other option for the needed quantity, when it costs less. */
  Cheaper: bomCheaperOption.nullable().optional(),
});
export const bomLine = z.object({
  Line: z.number(),
  /** Row in the uploaded sheet. */
  Row: z.number(),
  PartNo: z.string(),
  Manufacturer: z.string(),
  /** Per board; null when the row's quantity could not be read (see Problem). */
  Quantity: z.number().nullable(),
  /** Compressed: 'C3-6,9'. */
  Designators: z.string(),
  Value: z.string(),
  Description: z.string(),
  Package: z.string(),
  DNP: z.boolean(),
  /** Why the line cannot be ordered as it stands (an unreadable quantity), in English, or ''. */
  Problem: z.string(),
  /** The code and values of `Problem` (contract/message-codes.ts); absent on lines stored before codes existed. */
  ProblemCode: messageCode.optional(),
  ProblemParams: messageParams.optional(),
  /** Things worth a look that do not stop the line, in English. */
  Notes: z.array(z.string()),
  /** The code and values of each note, in the order of `Notes`; absent on lines stored before codes existed. */
  NoteRefs: z.array(messageRef).optional(),
  Confidence: z.enum(['exact', 'partial', 'none']),
  /** Why the line matched as it did, in English. */
  Reason: z.string(),
  /** The code and values of `Reason`; absent on lines stored before codes existed. */
  ReasonCode: messageCode.optional(),
  ReasonParams: messageParams.optional(),
  Method: z.enum(['partNumber', 'normalised', 'description', 'chosen']).nullable(),
  Part: bomPart.nullable(),
  Alternatives: z.array(bomPart),
  /** The buyer set this line's part (or chose to order nothing). */
  Chosen: z.boolean(),
  /**
   * Set when the part shown is not the one matched but the cheapest of its equals for this build
   * (another packaging of the part, or another part meeting the line): the matched part number.
   */
  CheapestOf: z.string().optional(),
  /** The line's distributor order code (LCSC, Digi-Key, Mouser) as written, or absent. */
  Sku: z.string().optional(),
  Pricing: bomLinePricing.nullable(),
});
export const bomColumn = z.object({
  Index: z.number(),
  Header: z.string(),
  Field: z.enum(BOM_FIELDS).nullable(),
  /** The first non-empty values under the header. */
  Samples: z.array(z.string()),
});
export const bomTotals = z.object({
  Lines: z.number(),
  Exact: z.number(),
  Partial: z.number(),
  Unmatched: z.number(),
  DNP: z.number(),
  /** Lines whose quantity could not be read. */
  Invalid: z.number(),
  /** Lines with a part and a quantity: what goes to the cart. */
  Orderable: z.number(),
  /** Orderable lines / lines that should be ordered (not DNP, no problem), in percent, one decimal. */
  MatchRatePercent: z.number(),
  TotalMicros: z.number(),
  SavingMicros: z.number(),
  ShortfallLines: z.number(),
  /** Orderable lines rounded up far above their need (see BomLinePricing.RoundUp). */
  RoundUpLines: z.number().optional(),
  /** What those round-ups cost above the cheaper option offered for them. */
  RoundUpExtraMicros: z.number().optional(),
});
export const bomDetail = z.object({
  Id: z.string(),
  Name: z.string(),
  SourceName: z.string(),
  SourceKind: z.enum(['csv', 'tsv', 'xlsx', 'text', 'paste']),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  IsOwner: z.boolean(),
  CanSave: z.boolean(),
  Saved: z.boolean(),
  Shared: z.boolean(),
  /** Path of the share link, e.g. /bom/AbC…; anyone with it can view once shared. */
  ShareUrl: z.string(),
  Builds: z.number(),
  AttritionPercent: z.number(),
  HeaderRow: z.number(),
  /** The first rows of the sheet, to pick another header row. */
  PreviewRows: z.array(z.object({ Row: z.number().int(), Cells: z.array(z.string()) })),
  Columns: z.array(bomColumn),
  /**
   * True when no column is known to hold part numbers, values or descriptions: the upload is
   * stored without lines and waits for the owner to choose the header row and the columns.
   */
  NeedsMapping: z.boolean().optional(),
  Lines: z.array(bomLine),
  Totals: bomTotals,
});
/** A line as a mapping will read it, before matching. */
export const bomPreviewLine = z.object({
  Row: z.number().int(),
  PartNo: z.string(),
  Manufacturer: z.string(),
  Quantity: z.number().nullable(),
  Designators: z.string(),
  Value: z.string(),
  Description: z.string(),
  Package: z.string(),
  DNP: z.boolean(),
  Problem: z.string(),
  ProblemCode: messageCode.optional(),
  ProblemParams: messageParams.optional(),
});
/** POST /bom/MappingPreview: what a header row and mapping would read, nothing stored. */
export const bomMappingPreview = z.object({
  HeaderRow: z.number().int(),
  /** The columns under that header row with the roles the mapping gives them. */
  Columns: z.array(bomColumn),
  /** True when some column holds part numbers, values or descriptions: the mapping can be matched. */
  Ready: z.boolean(),
  /** How many lines the mapping reads. */
  LineCount: z.number().int(),
  /** The first of them, as they will be read. */
  Lines: z.array(bomPreviewLine),
});
export const bomSummary = z.object({
  Id: z.string(),
  Name: z.string(),
  SourceName: z.string(),
  Lines: z.number(),
  Shared: z.boolean(),
  UpdatedAt: z.string(),
});
export const bomCartResult = z.object({
  Added: z.number(),
  Skipped: z.number(),
  Lines: z.array(z.object({ PartNo: z.string(), Qty: z.number().int(), Reference: z.string(), DtlID: z.number().int() })),
});
export const rfqLine = z.object({
  Line: z.number(),
  PartNo: z.string(),
  Manufacturer: z.string(),
  Quantity: z.number(),
  TargetPriceMicros: z.number().nullable(),
  /** Link to the catalogue part the number matched when submitted, if any. */
  ProductUrl: z.string().nullable(),
});
export const rfqDetail = z.object({
  RfqNo: z.string(),
  Status: z.enum(RFQ_STATUSES),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  Contact: z.object({
    Name: z.string(),
    Company: z.string(),
    Email: z.string(),
    Phone: z.string(),
    Country: z.string(),
    Message: z.string(),
  }),
  Lines: z.array(rfqLine),
  History: z.array(z.object({ Status: z.enum(RFQ_STATUSES), Note: z.string(), At: z.string() })),
});
export const rfqSubmitted = z.object({
  RfqNo: z.string(),
  /** Where the visitor sees it: /rfq/detail?id=…, with the secret key for guests. */
  DetailUrl: z.string(),
});
/** A row of the account's RFQ history (the account area's RfqHistoryItem fields, plus more). */
export const rfqHistoryRow = z.object({
  RfqNo: z.string(),
  CreatedAt: z.string(),
  Status: z.enum(RFQ_STATUSES),
  /** The first part of the request. */
  PartNo: z.string(),
  /** Its quantity. */
  Quantity: z.number(),
  LineCount: z.number(),
  DetailUrl: z.string(),
});

export const bomUploaded = z.object({
  Id: z.string(),
  Lines: z.number(),
  MatchRatePercent: z.number(),
  /** Stored, but the columns could not be told: the BOM's page asks for them (BomDetail.NeedsMapping). */
  NeedsMapping: z.boolean().optional(),
});
export const bomMapped = z.object({ Id: z.string(), Lines: z.number() });
export const bomRef = z.object({ Id: z.string() });
export const bomShared = z.object({ Id: z.string(), ShareUrl: z.string() });
export const bomSummaries = z.array(bomSummary);
export const rfqClosed = z.object({ RfqNo: z.string(), Status: z.enum(RFQ_STATUSES) });
export const rfqHistoryRows = z.array(rfqHistoryRow);
