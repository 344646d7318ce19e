import type { z } from 'zod';
import type * as schemas from './sourcing';

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

export type QuickOrderLine = z.output<typeof schemas.quickOrderLine>;
export type QuickOrderStatus = QuickOrderLine['Status'];

export type QuickOrderPreview = z.output<typeof schemas.quickOrderPreview>;

export type QuickOrderReport = z.output<typeof schemas.quickOrderReport>;

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

export type BomRowError = z.output<typeof schemas.bomRowError>;

export type BomPart = z.output<typeof schemas.bomPart>;

export type BomLinePricing = z.output<typeof schemas.bomLinePricing>;

export type BomLine = z.output<typeof schemas.bomLine>;
export type BomConfidence = BomLine['Confidence'];
export type BomMatchMethod = NonNullable<BomLine['Method']>;

export type BomColumn = z.output<typeof schemas.bomColumn>;

export type BomTotals = z.output<typeof schemas.bomTotals>;

export type BomDetail = z.output<typeof schemas.bomDetail>;

export type BomSummary = z.output<typeof schemas.bomSummary>;

export type BomCartResult = z.output<typeof schemas.bomCartResult>;
export const bomExportFormats = ['csv', 'xlsx', 'jlc.csv'] as const;

export type BomMappingPreview = z.output<typeof schemas.bomMappingPreview>;
export type BomPreviewLine = BomMappingPreview['Lines'][number];

/**
 * A line is flagged as rounded up when its part's minimum or multiple makes it order at least
 * twice what it needs and at least this many pieces more (4 needed, a reel of 5,000 priced).
 */
export const BOM_ROUND_UP_MIN_EXTRA = 100;

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

export type RfqLine = z.output<typeof schemas.rfqLine>;

export type RfqDetail = z.output<typeof schemas.rfqDetail>;

export type RfqSubmitted = z.output<typeof schemas.rfqSubmitted>;

export type RfqHistoryRow = z.output<typeof schemas.rfqHistoryRow>;
