import type { PartSummary } from './home';
import type { ProductSuggestion } from './catalog-data';
import type { MessageCode, MessageParams, MessageRef } from './message-codes';

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
  notFoundNoSuggestions: 'No part with this number, and none close to it. Check the number.',
  ambiguous: 'Several parts match this number: choose one.',
  nothingToAdd: 'None of the lines can be added to the cart yet: fix or choose the lines marked below.',
} as const;

export type QuickOrderStatus = 'found' | 'ambiguous' | 'notFound' | 'invalid';

export interface QuickOrderLine {
  /** 1-based line of the pasted text. */
  Line: number;
  Text: string;
  /** The part number asked for, or the value and ratings of a value line ('10k 0603 1%'). */
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

export const BOM_FIELDS = [
  'partNo',
  'manufacturer',
  'quantity',
  'designators',
  'value',
  'description',
  'package',
  'dnp',
  'populate',
  'altPartNo',
  'sku',
] as const;
export type BomField = (typeof BOM_FIELDS)[number];
// What each field is called on the page lives in the language packs (sourcing.fieldPartNo …).
// `altPartNo` (a second source's part number, MPN2) and `sku` (a distributor's order code: LCSC,
// Digi-Key, Mouser; kept with the line but never taken for a part number) may each be given to
// several columns.

export const BOM_MAX_LINES = 3_000;
export const BOM_ACCEPTED_FILES = '.csv,.tsv,.txt,.xlsx';
/** Cookie holding a guest's remembered column choices (header → field), JSON, at most 30 entries. */
export const BOM_MAPPING_COOKIE = 'bomcols';

/** A row of an uploaded sheet the BOM tool could not read: a refused upload lists them in `data.rowErrors`. */
export interface BomRowError {
  /** Row in the uploaded sheet (1-based). */
  row: number;
  /** What is wrong with it, in English. */
  message: string;
  /** The code and values of `message` (contract/message-codes.ts), so a client can word it in its reader's language. */
  messageCode?: MessageCode;
  messageParams?: MessageParams;
}

export type BomConfidence = 'exact' | 'partial' | 'none';
export type BomMatchMethod = 'partNumber' | 'normalised' | 'description' | 'chosen';

export interface BomPart extends PartSummary {
  /** The part's package code ('0603', 'SOIC8') or ''. */
  Package: string;
  /** The part's value as the catalogue writes it ('10 kΩ', '100 nF', '600 Ohms @ 100 MHz') or ''. */
  Value?: string;
  /** Its key ratings as the catalogue writes them, joined ('±1% · 0.1 W', '16 V · X7R'), or ''. */
  Ratings?: string;
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
  /** Why the line cannot be ordered as it stands (an unreadable quantity), in English, or ''. */
  Problem: string;
  /** The code and values of `Problem` (contract/message-codes.ts); absent on lines stored before codes existed. */
  ProblemCode?: MessageCode;
  ProblemParams?: MessageParams;
  /** Things worth a look that do not stop the line, in English. */
  Notes: string[];
  /** The code and values of each note, in the order of `Notes`; absent on lines stored before codes existed. */
  NoteRefs?: MessageRef[];
  Confidence: BomConfidence;
  /** Why the line matched as it did, in English. */
  Reason: string;
  /** The code and values of `Reason`; absent on lines stored before codes existed. */
  ReasonCode?: MessageCode;
  ReasonParams?: MessageParams;
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

/** Field errors of an RFQ form, keyed like the form's fields: 'email', 'lines.2.quantity'. */
export type RfqFieldErrors = Record<string, string>;

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
