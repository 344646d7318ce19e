import { z } from 'zod';
import type { PartSummary } from './home';
import type { ProductSuggestion } from './catalog';
import { isValidEmail } from './account';

/**
 * Quick order, the bill-of-materials tool and request for quote: inputs (zod, so the server
 * validates and the pages can check the same rules), outputs, limits and messages.
 */

// ---------------------------------------------------------------------------------------------
// Quick order

/** Most lines one quick-order paste may have. */
export const QUICK_ORDER_MAX_LINES = 300;
export const QUICK_ORDER_MAX_CHARACTERS = 60_000;

export const QUICK_ORDER_MESSAGES = {
  empty: 'Type or paste at least one line: part number, quantity and an optional reference.',
  tooManyLines: `A quick order takes up to ${QUICK_ORDER_MAX_LINES} lines; use the BOM tool for longer lists.`,
  quantityRequired: 'Quantity is required',
  quantityInvalid: 'The quantity must be a whole number from 1 to 1,000,000.',
  notFound: 'No part with this number. Check it, or pick one of the suggestions.',
  ambiguous: 'Several parts match this number: choose one.',
  nothingToAdd: 'None of the lines can be added to the cart yet: fix or choose the lines marked below.',
} as const;

export const quickOrderTextInput = z.object({
  text: z
    .string({ error: QUICK_ORDER_MESSAGES.empty })
    .max(QUICK_ORDER_MAX_CHARACTERS, { error: `The text is longer than ${QUICK_ORDER_MAX_CHARACTERS.toLocaleString('en-US')} characters.` }),
  /** Choices for ambiguous lines, 'line:partId' (one select per line posts one value). */
  choice: z.union([z.string(), z.array(z.string())]).optional(),
});
export type QuickOrderTextInput = z.infer<typeof quickOrderTextInput>;

export type QuickOrderStatus = 'found' | 'ambiguous' | 'notFound' | 'invalid';

export interface QuickOrderLine {
  /** 1-based line of the pasted text. */
  Line: number;
  Text: string;
  PartNo: string;
  Quantity: number | null;
  Reference: string;
  Status: QuickOrderStatus;
  Message: string;
  /** The part the line resolved to (or the buyer chose). */
  Part: PartSummary | null;
  /** Parts an ambiguous number could mean. */
  Candidates: PartSummary[];
  /** Near part numbers for a number we do not know. */
  Suggestions: ProductSuggestion[];
  /** Set by AddToCart: the cart line it went to. */
  DtlID?: number;
  /** Quantity actually added (rounded up to MOQ and multiples). */
  AddedQty?: number;
}

export interface QuickOrderPreview {
  Lines: QuickOrderLine[];
  Total: number;
  Ready: number;
  Invalid: number;
}

export interface QuickOrderReport {
  Id: string;
  CreatedAt: string;
  Lines: QuickOrderLine[];
  Added: number;
  Invalid: number;
  Total: number;
}

// ---------------------------------------------------------------------------------------------
// BOM tool

export const BOM_FIELDS = ['partNo', 'manufacturer', 'quantity', 'designators', 'value', 'description', 'package', 'dnp', 'populate'] as const;
export type BomField = (typeof BOM_FIELDS)[number];
// What each field is called on the page lives in the language packs (sourcing.fieldPartNo …).

export const BOM_MAX_LINES = 3_000;
export const BOM_ACCEPTED_FILES = '.csv,.tsv,.txt,.xlsx';
/** Cookie holding a guest's remembered column choices (header → field), JSON, at most 30 entries. */
export const BOM_MAPPING_COOKIE = 'bomcols';

export type BomConfidence = 'exact' | 'partial' | 'none';
export type BomMatchMethod = 'partNumber' | 'normalised' | 'description' | 'chosen';

export interface BomPart extends PartSummary {
  /** The part's package code ('0603', 'SOIC8') or ''. */
  Package: string;
}

export interface BomLinePricing {
  /** Pieces needed: per board × builds + attrition. */
  Required: number;
  /** Rounded up to MOQ and order multiples. */
  Rounded: number;
  /** What goes to the cart: `Rounded`, or a higher price break that costs less in total. */
  OrderQty: number;
  UnitPriceMicros: number;
  TotalMicros: number;
  /** Saved by ordering `OrderQty` instead of `Rounded`. */
  SavingMicros: number;
  RaisedToBreak: number | null;
  /** Pieces the stock does not cover. */
  Shortfall: number;
}

export interface BomLine {
  Line: number;
  /** Row in the uploaded sheet. */
  Row: number;
  PartNo: string;
  Manufacturer: string;
  /** Per board; null when the row's quantity could not be read (see Problem). */
  Quantity: number | null;
  /** Compressed: 'C3-6,9'. */
  Designators: string;
  Value: string;
  Description: string;
  Package: string;
  DNP: boolean;
  Problem: string;
  Notes: string[];
  Confidence: BomConfidence;
  Reason: string;
  Method: BomMatchMethod | null;
  Part: BomPart | null;
  Alternatives: BomPart[];
  /** The buyer set this line's part (or chose to order nothing). */
  Chosen: boolean;
  Pricing: BomLinePricing | null;
}

export interface BomColumn {
  Index: number;
  Header: string;
  Field: BomField | null;
  /** The first non-empty values under the header. */
  Samples: string[];
}

export interface BomTotals {
  Lines: number;
  Exact: number;
  Partial: number;
  Unmatched: number;
  DNP: number;
  /** Lines whose quantity could not be read. */
  Invalid: number;
  /** Lines with a part and a quantity: what goes to the cart. */
  Orderable: number;
  /** Orderable lines / lines that should be ordered (not DNP, no problem), in percent, one decimal. */
  MatchRatePercent: number;
  TotalMicros: number;
  SavingMicros: number;
  ShortfallLines: number;
}

export interface BomDetail {
  Id: string;
  Name: string;
  SourceName: string;
  SourceKind: 'csv' | 'tsv' | 'xlsx' | 'text' | 'paste';
  CreatedAt: string;
  UpdatedAt: string;
  IsOwner: boolean;
  CanSave: boolean;
  Saved: boolean;
  Shared: boolean;
  /** Path of the share link, e.g. /bom/AbC…; anyone with it can view once shared. */
  ShareUrl: string;
  Builds: number;
  AttritionPercent: number;
  HeaderRow: number;
  /** The first rows of the sheet, to pick another header row. */
  PreviewRows: { Row: number; Cells: string[] }[];
  Columns: BomColumn[];
  Lines: BomLine[];
  Totals: BomTotals;
}

export interface BomSummary {
  Id: string;
  Name: string;
  SourceName: string;
  Lines: number;
  Shared: boolean;
  UpdatedAt: string;
}

export interface BomCartResult {
  Added: number;
  Skipped: number;
  Lines: { PartNo: string; Qty: number; Reference: string; DtlID: number }[];
}

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
});
export const bomChooseInput = z.object({ id: bomId, line: wholeNumber('The line', 1, BOM_MAX_LINES), partId: wholeNumber('The part', 0, 2_147_483_647) });
export const bomSaveInput = z.object({
  id: bomId,
  name: z.string().trim().min(1, { error: 'Give the BOM a name.' }).max(100, { error: 'The name may have up to 100 characters.' }),
  builds: builds.optional(),
  attrition: attrition.optional(),
});
export const bomCartInput = z.object({ id: bomId, builds: builds.optional(), attrition: attrition.optional() });
export const bomExportFormats = ['csv', 'xlsx'] as const;

// ---------------------------------------------------------------------------------------------
// Request for quote

export const RFQ_STATUSES = ['Submitted', 'Quoted', 'Closed'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];
export const RFQ_MAX_LINES = 50;

export const RFQ_MESSAGES = {
  partNoRequired: 'Enter a part number.',
  partNoTooLong: 'A part number may have up to 60 characters.',
  quantityRequired: 'Quantity is required',
  quantityInvalid: 'Enter a whole quantity from 1 to 10,000,000.',
  targetPriceInvalid: 'Enter the target unit price in US dollars, like 0.25, or leave it empty.',
  noLines: 'Add at least one part to quote.',
  tooManyLines: `A request may have up to ${RFQ_MAX_LINES} parts.`,
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  phoneInvalid: 'Enter a phone number of 6 to 20 digits, spaces, dashes, brackets or a leading +.',
  countryRequired: 'Please choose your country.',
  messageTooLong: 'The message may have up to 2,000 characters.',
  submitted: 'Thank you. Your request for quote was received; we will answer by email.',
  notFound: 'This request for quote does not exist, or the link is not complete.',
} as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} may have up to ${max} characters.` })
    .optional()
    .transform((value) => value ?? '');

export const rfqLineInput = z.object({
  partNo: z.string({ error: RFQ_MESSAGES.partNoRequired }).trim().min(1, { error: RFQ_MESSAGES.partNoRequired }).max(60, { error: RFQ_MESSAGES.partNoTooLong }),
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
    .refine((value) => value === '' || (/^\d{1,7}(\.\d{1,6})?$/.test(value)), { error: RFQ_MESSAGES.targetPriceInvalid })
    .transform((value) => (value === '' ? null : Math.round(Number(value) * 1_000_000))),
});

export const rfqInput = z.object({
  lines: z.array(rfqLineInput, { error: RFQ_MESSAGES.noLines }).min(1, { error: RFQ_MESSAGES.noLines }).max(RFQ_MAX_LINES, { error: RFQ_MESSAGES.tooManyLines }),
  name: z.string({ error: RFQ_MESSAGES.nameRequired }).trim().min(1, { error: RFQ_MESSAGES.nameRequired }).max(100, { error: 'The name may have up to 100 characters.' }),
  company: optionalText(100, 'The company name'),
  email: z
    .string({ error: RFQ_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: RFQ_MESSAGES.emailRequired })
    .refine(isValidEmail, { error: RFQ_MESSAGES.emailInvalid }),
  phone: optionalText(20, 'The phone number').refine((value) => value === '' || /^\+?[\d\s().-]{6,20}$/.test(value), { error: RFQ_MESSAGES.phoneInvalid }),
  country: z.string({ error: RFQ_MESSAGES.countryRequired }).trim().min(1, { error: RFQ_MESSAGES.countryRequired }).max(60),
  message: optionalText(2000, 'The message'),
});
export type RfqInput = z.input<typeof rfqInput>;
export type RfqValid = z.output<typeof rfqInput>;

/** Field errors of an RFQ form, keyed like the form's fields: 'email', 'lines.2.quantity'. */
export type RfqFieldErrors = Record<string, string>;

export function rfqFieldErrors(error: z.ZodError): RfqFieldErrors {
  const errors: RfqFieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

export interface RfqLine {
  Line: number;
  PartNo: string;
  Manufacturer: string;
  Quantity: number;
  TargetPriceMicros: number | null;
  /** Link to the catalogue part the number matched when submitted, if any. */
  ProductUrl: string | null;
}

export interface RfqDetail {
  RfqNo: string;
  Status: RfqStatus;
  CreatedAt: string;
  UpdatedAt: string;
  Contact: { Name: string; Company: string; Email: string; Phone: string; Country: string; Message: string };
  Lines: RfqLine[];
  History: { Status: RfqStatus; Note: string; At: string }[];
}

export interface RfqSubmitted {
  RfqNo: string;
  /** Where the visitor sees it: /rfq/detail?id=…, with the secret key for guests. */
  DetailUrl: string;
}

/** A row of the account's RFQ history (the account area's RfqHistoryItem fields, plus more). */
export interface RfqHistoryRow {
  RfqNo: string;
  CreatedAt: string;
  Status: RfqStatus;
  /** The first part of the request. */
  PartNo: string;
  /** Its quantity. */
  Quantity: number;
  LineCount: number;
  DetailUrl: string;
}

