import { z } from 'zod';
import type { PriceBreakDto } from './home';
import { numberFormat } from '../../format/number-format';

export type { PriceBreakDto };

/**
 * The buying API's inputs and outputs: cart (spec §3, §7), checkout, payment and orders.
 * Money is integers only: unit prices in millionths of a US dollar (`…Micros`, as the catalogue's
 * price breaks), amounts that are charged in cents (`…Cents`, and the spec's `ItemAmount`) of the
 * request's currency (X-Currency header or `_currency` cookie; US dollars by default), converted
 * line by line at the current exchange rate (contract/currency.ts).
 */

/** Largest quantity one cart or order line may hold. */
export const MAX_ORDER_QTY = 10_000_000;
/** Most lines one cart may hold (a 3,000-line BOM fits). */
export const MAX_CART_LINES = 3_000;
/** The sidebar cart panel shows at most this many lines (spec §4, §9). */
export const CART_PANEL_LIMIT = 9;
/** Most lines one checkout (and so one order) may hold. */
export const MAX_CHECKOUT_LINES = 3_000;
/** Orders above this subtotal go through a quote instead (US cents: $1,000,000). */
export const MAX_ORDER_SUBTOTAL_CENTS = 100_000_000;

export const BUYING_MESSAGES = {
  notAvailable: 'This product is not available',
  quantityRequired: 'Quantity is required',
  deleted: 'Delete successfully',
  added: 'Added to cart',
  updated: 'Quantity updated',
  quantityWhole: 'Quantity must be a whole number of at least 1',
  quantityTooLarge: `Quantity can be at most ${MAX_ORDER_QTY.toLocaleString('en-US')}`,
  lineMissing: 'This cart line does not exist (it may have been removed already)',
  nothingSelected: 'Select at least one cart line to check out',
  cartFull: `A cart holds at most ${MAX_CART_LINES.toLocaleString('en-US')} lines; check out or remove some first`,
  checkoutMissing: 'This checkout does not exist. Please start again from your cart.',
  checkoutExpired: 'This checkout has expired. Please start again from your cart.',
  checkoutOrdered: 'This checkout was already ordered.',
  insufficientStock: 'Insufficient stock',
  pricesChanged: 'Prices changed since these parts went into your cart. Review the new prices and confirm them to place the order.',
  totalChanged: 'The order total changed. Review the order and confirm again.',
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request.',
  orderMissing: 'This order does not exist, or it is not yours.',
  orderPaid: 'This order is already paid.',
  orderCancelled: 'This order was cancelled and can no longer be paid.',
  paymentInProgress: 'A payment for this order is already in progress. Please wait a moment.',
  orderTooLarge: 'Orders above $1,000,000 need a quote: please send a request for quote instead.',
  shippingUnavailable: 'This shipping method is not available for this destination and weight.',
} as const;

/** Spec §8: the add-to-cart message codes '0' and '1' and what they mean. */
export const ADD_TO_CART_MESSAGE_CODES = { '0': BUYING_MESSAGES.notAvailable, '1': BUYING_MESSAGES.quantityRequired } as const;

/** Spec §8: an add-to-cart failure message as shown ('0' and '1' are codes; others as they are). */
export function addToCartMessage(message: string): string {
  return (ADD_TO_CART_MESSAGE_CODES as Record<string, string>)[message] ?? message;
}

// ---------------------------------------------------------------- inputs

/** A quantity as typed: number or numeric text; the handler explains what is wrong with it. */
const quantityField = z.union([z.number(), z.string().max(40)], { error: 'Quantity must be a whole number of at least 1' }).optional().nullable();
const cartIdField = z
  .string()
  .trim()
  .regex(/^[a-f0-9]{32}$/, { error: 'TempCartID must be the 32-character cart id.' })
  .optional()
  .or(z.literal('').transform(() => undefined));
const idField = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int({ error: `${label} must be a whole number.` })
    .positive({ error: `${label} must be a positive number.` })
    .max(Number.MAX_SAFE_INTEGER, { error: `${label} is out of range.` });
const idList = (label: string) =>
  z
    .array(idField(label), { error: `${label} must be a list of line ids.` })
    .min(1, { error: BUYING_MESSAGES.nothingSelected })
    .max(MAX_CART_LINES, { error: `At most ${MAX_CART_LINES} lines at once.` });

/** POST /shopcart/AddToCart */
export const addToCartInput = z.object({
  ProductID: idField('ProductID'),
  OrderQty: quantityField,
  TempCartID: cartIdField,
  /** Reference designators or the buyer's own note for the line (kept on the order line). */
  Reference: z.string().trim().max(500, { error: 'Reference must be at most 500 characters.' }).optional(),
});
export type AddToCartInput = z.input<typeof addToCartInput>;

/** POST /shopcart/Modify */
export const modifyCartInput = z.object({ DtlID: idField('DtlID'), OrderQty: quantityField, TempCartID: cartIdField });
export type ModifyCartInput = z.input<typeof modifyCartInput>;

/** POST /shopcart/RemoveByIds and /shopcart/ToCheckOut: a bare list of DtlID, or `{ DtlIDs, TempCartID }`. */
export const lineIdsInput = z.preprocess(
  (value) => (Array.isArray(value) ? { DtlIDs: value } : value),
  z.object({ DtlIDs: idList('DtlID'), TempCartID: cartIdField }),
);
export type LineIdsInput = z.input<typeof lineIdsInput>;

/** GET /shopcart/GetShopCartList, /shopcart/GetShopCartSummary */
export const cartQueryInput = z.object({ tempCartID: cartIdField });

const text = (label: string, max: number, required: boolean) => {
  const base = z.string({ error: `${label} is required.` }).trim().max(max, { error: `${label} must be at most ${max} characters.` });
  return required ? base.min(1, { error: `${label} is required.` }) : base.optional().default('');
};

/** A shipping address: the same field names as the account's saved addresses. */
export const shippingAddressInput = z.object({
  FirstName: text('First name', 60, true),
  LastName: text('Last name', 60, true),
  Company: text('Company', 100, false),
  Phone: text('Phone', 30, true).refine((v) => /^[+\d][\d\s().-]{3,29}$/.test(v), { error: 'Phone may only use digits, spaces, + ( ) . and -.' }),
  Address1: text('Address line 1', 120, true),
  Address2: text('Address line 2', 120, false),
  City: text('City', 80, true),
  State: text('State or province', 80, false),
  PostalCode: text('Postal code', 20, false),
  Country: z.string({ error: 'Please choose a country.' }).trim().regex(/^[A-Z]{2}$/, { error: 'Please choose a country.' }),
});
export type ShippingAddress = z.output<typeof shippingAddressInput>;

export const SHIPPING_METHODS = ['economy', 'standard', 'express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

const EMAIL = /^\w+(?:[.-]\w+)*@[\w-]{1,30}(?:\.[A-Za-z]{2,})+$/;
const checkbox = z.preprocess((value) => value === true || value === 'true' || value === 'on' || value === '1', z.boolean());

/** GET /order/GetCheckout: the review of a temporary order, priced for a destination. */
export const checkoutQueryInput = z.object({
  tempOrderId: z.string().trim().regex(/^[a-f0-9]{32}$/, { error: 'tempOrderId is not valid.' }),
  tempCartID: cartIdField,
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, { error: 'country must be a two-letter country code.' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  state: z.string().trim().max(80).optional(),
  shippingMethod: z.enum(SHIPPING_METHODS, { error: 'shippingMethod must be economy, standard or express.' }).optional().or(z.literal('').transform(() => undefined)),
});
export type CheckoutQuery = z.input<typeof checkoutQueryInput>;

/** POST /order/PlaceOrder (header Idempotency-Key, or the IdempotencyKey field for forms). */
export const placeOrderInput = z.object({
  TempOrderID: z.string().trim().regex(/^[a-f0-9]{32}$/, { error: 'TempOrderID is not valid.' }),
  TempCartID: cartIdField,
  Email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, { error: 'Please enter your email address.' })
    .max(254, { error: 'Please enter a valid email address, like name@example.com.' })
    .refine((v) => EMAIL.test(v), { error: 'Please enter a valid email address, like name@example.com.' }),
  Address: shippingAddressInput,
  ShippingMethod: z.enum(SHIPPING_METHODS, { error: 'Please choose a shipping method.' }),
  /** The buyer saw and accepted the prices that changed since the cart. */
  AcceptPriceChanges: checkbox.optional().default(false),
  /** The total (cents) the buyer reviewed; a different total answers 409 instead of charging it. */
  ExpectedTotalCents: z.coerce.number().int().nonnegative().optional(),
  IdempotencyKey: z.string().trim().min(1).max(255).regex(/^[\x21-\x7e]+$/, { error: 'IdempotencyKey must be printable ASCII without spaces.' }).optional(),
  Note: z.string().trim().max(500, { error: 'Note must be at most 500 characters.' }).optional().default(''),
});
export type PlaceOrderInput = z.input<typeof placeOrderInput>;

/** GET /order/Detail, /order/GetPayment; `key` is the guest's access key from the order mail. */
export const orderQueryInput = z.object({
  orderNo: z.string().trim().regex(/^FE\d{6,20}$/, { error: 'orderNo is not valid.' }),
  key: z
    .string()
    .trim()
    .regex(/^[a-f0-9]{32}$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type OrderQuery = z.input<typeof orderQueryInput>;

/** POST /order/Pay: card details go to the payment provider and are never stored (last 4 digits only). */
export const payInput = z.object({
  OrderNo: z.string().trim().regex(/^FE\d{6,20}$/, { error: 'OrderNo is not valid.' }),
  Key: z
    .string()
    .trim()
    .regex(/^[a-f0-9]{32}$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CardHolder: z.string({ error: 'Name on card is required.' }).trim().min(1, { error: 'Name on card is required.' }).max(100, { error: 'Name on card must be at most 100 characters.' }),
  CardNumber: z
    .string({ error: 'Card number is required.' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => v.length > 0, { error: 'Card number is required.' })
    .refine((v) => /^\d{12,19}$/.test(v) && luhnValid(v), { error: 'This card number is not valid.' }),
  Expiry: z
    .string({ error: 'Expiry date is required.' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, { error: 'Expiry date must look like MM/YY.' }),
  Cvc: z.string({ error: 'Security code is required.' }).trim().regex(/^\d{3,4}$/, { error: 'Security code must be 3 or 4 digits.' }),
});
export type PayInput = z.input<typeof payInput>;

/** POST /order/PaymentChallenge: the buyer's answer on the 3-D Secure page. */
export const challengeInput = z.object({
  PaymentID: z.string().trim().regex(/^[a-f0-9]{32}$/, { error: 'PaymentID is not valid.' }),
  Approve: checkbox,
  Key: z
    .string()
    .trim()
    .regex(/^[a-f0-9]{32}$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type ChallengeInput = z.input<typeof challengeInput>;

/** GET /order/GetShippingRates: the public rate table for a destination and weight. */
export const shippingRatesInput = z.object({
  country: z.string().trim().regex(/^[A-Z]{2}$/, { error: 'country must be a two-letter country code.' }),
  weightGrams: z.coerce.number().int().positive().max(1_000_000).optional().default(500),
  /** Merchandise subtotal in cents of the request currency (what the cart shows). */
  subtotalCents: z.coerce.number().int().nonnegative().max(MAX_ORDER_SUBTOTAL_CENTS).optional().default(0),
});

/** Luhn checksum of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

// ---------------------------------------------------------------- outputs

/** A cart line (spec §3). */
export interface CartLine {
  DtlID: number;
  TempCartID: string;
  ProductID: number;
  PartNo: string;
  MFG: string;
  Description: string;
  Product: {
    PicUrl: string;
    ProductUrl: string;
    OrderQty: number;
    /** Unit price now, at this quantity: millionths of a US dollar. */
    OrderPrice: number;
    /** Line amount: cents of Currency (what the line costs when ordered now). */
    ItemAmount: number;
  };
  /** The currency of ItemAmount. */
  Currency: string;
  MOQ: number;
  OrderMultiple: number;
  Stock: number;
  PriceBreaks: PriceBreakDto[];
  Reference: string;
  /** Unit price when the quantity was last set (millionths of a dollar): the price the buyer saw. */
  CartPrice: number;
  /** Why this line cannot be ordered as it is ('Only 5 in stock'), or '' when it can. */
  Problem: string;
}

export interface CartSummary {
  /** Lines in the cart. */
  Count: number;
  /** The newest lines, at most CART_PANEL_LIMIT, for the sidebar panel. */
  Lines: CartLine[];
  SubtotalCents: number;
  /** The currency of SubtotalCents. */
  Currency: string;
}

export interface AddToCartResult {
  DtlID: number;
  OrderQty: number;
  Count: number;
}

export interface ShippingOption {
  Method: ShippingMethod;
  Name: string;
  FeeCents: number;
  /** Shipping was waived by the free-shipping rule. */
  Free: boolean;
  /** Working days in transit, e.g. '3–5'. */
  TransitDays: string;
  Available: boolean;
  /** Why it is not available, when it is not. */
  Reason: string;
}

/** A shipping option priced into a checkout: the tax and order total if the buyer picks it. */
export interface PricedShippingOption extends ShippingOption {
  TaxCents: number;
  TotalCents: number;
}

export interface TaxQuote {
  /** What is charged, e.g. 'VAT (DE 19%)', 'Texas sales tax 6.25%', 'No tax (export)'. */
  Label: string;
  /** Rate in basis points (1900 = 19%). */
  RateBasisPoints: number;
  /** Subtotal plus shipping, in cents: what the rate applies to. */
  TaxableCents: number;
  TaxCents: number;
}

export interface CheckoutLine {
  DtlID: number | null;
  ProductID: number;
  PartNo: string;
  MFG: string;
  Description: string;
  ProductUrl: string;
  PicUrl: string;
  Qty: number;
  Reference: string;
  /** Unit price now (millionths of a dollar). */
  UnitPriceMicros: number;
  /** Unit price in the cart (millionths of a dollar). */
  CartUnitPriceMicros: number;
  AmountCents: number;
  Stock: number;
  Problem: string;
}

export interface PriceChange {
  ProductID: number;
  PartNo: string;
  Qty: number;
  CartUnitPriceMicros: number;
  UnitPriceMicros: number;
  /** Change of the line amount in cents (positive: dearer). */
  DifferenceCents: number;
}

export interface CheckoutReview {
  TempOrderID: string;
  TempCartID: string;
  ExpiresAt: string;
  Lines: CheckoutLine[];
  SubtotalCents: number;
  /** Shipping weight: parts plus packaging, whole grams. */
  WeightGrams: number;
  Country: string;
  State: string;
  Zone: string;
  ShippingOptions: PricedShippingOption[];
  ShippingMethod: ShippingMethod | '';
  ShippingCents: number;
  Tax: TaxQuote;
  TotalCents: number;
  PriceChanges: PriceChange[];
  /** Lines that cannot be ordered as they are (stock, availability). */
  Problems: string[];
  /** For a signed-in buyer: the account's email. */
  Email: string;
  /** The currency every …Cents amount of this review is in, and its rate per US dollar (docs/decisions.md, "Currencies"). */
  Currency: string;
  ExchangeRate: string;
  /** Effective date of the rate (YYYY-MM-DD); '' for US dollars. */
  ExchangeRateDate: string;
}

export interface PlacedOrder {
  OrderNo: string;
  /** Lets a guest open the order later (the link in the mail carries it). */
  AccessKey: string;
  TotalCents: number;
  /** The currency TotalCents is charged in. */
  Currency: string;
  Status: OrderStatus;
  PaymentStatus: PaymentStatus;
}

export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'requires_action', 'paid', 'declined', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid, being prepared',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, string> = {
  unpaid: 'Not paid yet',
  requires_action: 'Waiting for 3-D Secure',
  paid: 'Paid',
  declined: 'Declined',
  refunded: 'Refunded',
};

export interface OrderLine {
  LineNo: number;
  ProductID: number;
  PartNo: string;
  MFG: string;
  Description: string;
  ProductUrl: string;
  Qty: number;
  Reference: string;
  UnitPriceMicros: number;
  AmountCents: number;
}

export interface OrderHistoryEntry {
  Status: string;
  Note: string;
  At: string;
}

export interface OrderPayment {
  PaymentID: string;
  Status: 'processing' | 'requires_action' | 'succeeded' | 'declined' | 'failed';
  Card: string;
  AmountCents: number;
  Message: string;
  At: string;
}

export interface OrderDetail {
  OrderNo: string;
  CreatedAt: string;
  Status: OrderStatus;
  StatusText: string;
  PaymentStatus: PaymentStatus;
  PaymentStatusText: string;
  /** Unpaid orders are cancelled (and their stock released) at this time. */
  PaymentDueAt: string;
  Email: string;
  Address: ShippingAddress & { CountryName: string };
  ShippingMethod: ShippingMethod;
  ShippingName: string;
  WeightGrams: number;
  Lines: OrderLine[];
  SubtotalCents: number;
  ShippingCents: number;
  TaxLabel: string;
  TaxRateBasisPoints: number;
  TaxCents: number;
  TotalCents: number;
  /** The order is charged in this currency: every …Cents amount is in it; unit prices stay US dollars (…Micros). */
  Currency: string;
  /** Units of Currency per US dollar used for this order, and its effective date ('' for US dollars). */
  ExchangeRate: string;
  ExchangeRateDate: string;
  History: OrderHistoryEntry[];
  Payments: OrderPayment[];
  /** The 3-D Secure step waiting for the buyer, if any. */
  PendingChallenge: string | null;
  /** Present when the caller may pass it on (the order's owner). */
  AccessKey: string;
  /** Placed by a guest (no account). */
  Guest: boolean;
}

export interface PaymentResult {
  OrderNo: string;
  PaymentID: string;
  Status: OrderPayment['Status'];
  Message: string;
  /** Where the buyer goes next: the result page, or the 3-D Secure page. */
  NextUrl: string;
}

/** A row of the signed-in user's order history (GET /order/History). */
export interface OrderHistoryRow {
  OrderNo: string;
  CreatedAt: string;
  Status: string;
  StatusText: string;
  PaymentStatus: PaymentStatus;
  TotalCents: number;
  Currency: string;
  LineCount: number;
  DetailUrl: string;
}

/** Formats cents of a currency (US dollars unless told) as money text ($1,234.56). */
export function formatCents(cents: number, currency = 'USD', locale = 'en-US'): string {
  return numberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** Where an order is viewed: the key lets a guest in. */
export function orderDetailUrl(orderNo: string, key?: string): string {
  return `/order/detail?orderNo=${encodeURIComponent(orderNo)}${key ? `&key=${key}` : ''}`;
}
