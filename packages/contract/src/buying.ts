import { z } from 'zod';
import {
  BUYING_MESSAGES,
  MAX_CART_LINES,
  SHIPPING_METHODS,
  luhnValid,
  MAX_ORDER_SUBTOTAL_CENTS,
  ORDER_STATUSES,
  SHIPMENT_PLANS,
  PAYMENT_STATUSES,
} from './buying-data';
import { priceBreak } from './catalog';

export * from './buying-data';

const EMAIL = /^\w+(?:[.-]\w+)*@[\w-]{1,30}(?:\.[A-Za-z]{2,})+$/;

// ---------------------------------------------------------------- inputs

/** A quantity as typed: number or numeric text; the handler explains what is wrong with it. */
const quantityField = z
  .union([z.number(), z.string().max(40)], { error: 'Quantity must be a whole number of at least 1' })
  .optional()
  .nullable();
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
  const base = z
    .string({ error: `${label} is required.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` });
  return required ? base.min(1, { error: `${label} is required.` }) : base.optional().default('');
};

/** A shipping address: the same field names as the account's saved addresses. */
export const shippingAddressInput = z.object({
  FirstName: text('First name', 60, true),
  LastName: text('Last name', 60, true),
  Company: text('Company', 100, false),
  Phone: text('Phone', 30, true).refine((v) => /^[+\d][\d\s().-]{3,29}$/.test(v), {
    error: 'Phone may only use digits, spaces, + ( ) . and -.',
  }),
  Address1: text('Address line 1', 120, true),
  Address2: text('Address line 2', 120, false),
  City: text('City', 80, true),
  State: text('State or province', 80, false),
  PostalCode: text('Postal code', 20, false),
  Country: z
    .string({ error: 'Please choose a country.' })
    .trim()
    .regex(/^[A-Z]{2}$/, { error: 'Please choose a country.' }),
});
export type ShippingAddress = z.output<typeof shippingAddressInput>;
const checkbox = z.preprocess((value) => value === true || value === 'true' || value === 'on' || value === '1', z.boolean());

/** GET /order/GetCheckout: the review of a temporary order, priced for a destination. */
export const checkoutQueryInput = z.object({
  tempOrderId: z
    .string()
    .trim()
    .regex(/^[a-f0-9]{32}$/, { error: 'tempOrderId is not valid.' }),
  tempCartID: cartIdField,
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, { error: 'country must be a two-letter country code.' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  state: z.string().trim().max(80).optional(),
  shippingMethod: z
    .enum(SHIPPING_METHODS, { error: 'shippingMethod must be economy, standard or express.' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type CheckoutQuery = z.input<typeof checkoutQueryInput>;

/** POST /order/PlaceOrder (header Idempotency-Key, or the IdempotencyKey field for forms). */
export const placeOrderInput = z.object({
  TempOrderID: z
    .string()
    .trim()
    .regex(/^[a-f0-9]{32}$/, { error: 'TempOrderID is not valid.' }),
  TempCartID: cartIdField,
  Email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, { error: 'Please enter your email address.' })
    .max(254, { error: 'Please enter a valid email address, like name@example.com.' })
    .refine((v) => EMAIL.test(v), { error: 'Please enter a valid email address, like name@example.com.' }),
  Address: shippingAddressInput,
  ShippingMethod: z.enum(SHIPPING_METHODS, { error: 'Please choose a shipping method.' }),
  /** With back-ordered pieces: one shipment when all are in, or what is in stock now and the rest later. */
  Shipments: z.enum(SHIPMENT_PLANS, { error: 'Shipments must be single or split.' }).optional().default('single'),
  /** The buyer saw and accepted the prices that changed since the cart. */
  AcceptPriceChanges: checkbox.optional().default(false),
  /** The total (cents) the buyer reviewed; a different total answers 409 instead of charging it. */
  ExpectedTotalCents: z.coerce.number().int().nonnegative().optional(),
  IdempotencyKey: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[\x21-\x7e]+$/, { error: 'IdempotencyKey must be printable ASCII without spaces.' })
    .optional(),
  Note: z.string().trim().max(500, { error: 'Note must be at most 500 characters.' }).optional().default(''),
});
export type PlaceOrderInput = z.input<typeof placeOrderInput>;

/** GET /order/Detail, /order/GetPayment; `key` is the guest's access key from the order mail. */
export const orderQueryInput = z.object({
  orderNo: z
    .string()
    .trim()
    .regex(/^FE\d{6,20}$/, { error: 'orderNo is not valid.' }),
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
  OrderNo: z
    .string()
    .trim()
    .regex(/^FE\d{6,20}$/, { error: 'OrderNo is not valid.' }),
  Key: z
    .string()
    .trim()
    .regex(/^[a-f0-9]{32}$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CardHolder: z
    .string({ error: 'Name on card is required.' })
    .trim()
    .min(1, { error: 'Name on card is required.' })
    .max(100, { error: 'Name on card must be at most 100 characters.' }),
  CardNumber: z
    .string({ error: 'Card number is required.' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => v.length > 0, { error: 'Card number is required.' })
    .refine((v) => /^\d{12,19}$/.test(v) && luhnValid(v), { error: 'This card number is not valid.' }),
  Expiry: z
    .string({ error: 'Expiry date is required.' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, { error: 'Expiry date must look like MM/YY.' }),
  Cvc: z
    .string({ error: 'Security code is required.' })
    .trim()
    .regex(/^\d{3,4}$/, { error: 'Security code must be 3 or 4 digits.' }),
});
export type PayInput = z.input<typeof payInput>;

/** POST /order/PaymentChallenge: the buyer's answer on the 3-D Secure page. */
export const challengeInput = z.object({
  PaymentID: z
    .string()
    .trim()
    .regex(/^[a-f0-9]{32}$/, { error: 'PaymentID is not valid.' }),
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
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, { error: 'country must be a two-letter country code.' }),
  weightGrams: z.coerce.number().int().positive().max(1_000_000).optional().default(500),
  /** Merchandise subtotal in cents of the request currency (what the cart shows). */
  subtotalCents: z.coerce.number().int().nonnegative().max(MAX_ORDER_SUBTOTAL_CENTS).optional().default(0),
});

// ---------------------------------------------------------------- outputs

export { noData } from './no-data';

/** A cart line (docs/product.md §3). */
export const cartLine = z.object({
  DtlID: z.number().int(),
  TempCartID: z.string(),
  ProductID: z.number().int(),
  PartNo: z.string(),
  MFG: z.string(),
  Description: z.string(),
  Product: z.object({
    PicUrl: z.string(),
    ProductUrl: z.string(),
    OrderQty: z.number().int(),
    /** Unit price now, at this quantity: millionths of a US dollar. */
    OrderPrice: z.number().int(),
    /** Line amount: cents of Currency (what the line costs when ordered now). */
    ItemAmount: z.number().int(),
  }),
  /** The currency of ItemAmount. */
  Currency: z.string(),
  MOQ: z.number().int(),
  OrderMultiple: z.number().int(),
  Stock: z.number().int(),
  PriceBreaks: z.array(priceBreak),
  Reference: z.string(),
  /** Unit price when the quantity was last set (millionths of a dollar): the price the buyer saw. */
  CartPrice: z.number().int(),
  /** Why this line cannot be ordered as it is ('Only 5 in stock'), or '' when it can. */
  Problem: z.string(),
  /** Pieces of this quantity beyond stock: ordered from the maker, shipped in about LeadTimeWeeks. */
  BackOrderQty: z.number().int(),
  /** The maker's lead time in weeks (0: none known; such a part cannot be back-ordered). */
  LeadTimeWeeks: z.number().int(),
});
export const cartSummary = z.object({
  /** Lines in the cart. */
  Count: z.number().int(),
  /** The newest lines, at most CART_PANEL_LIMIT, for the sidebar panel. */
  Lines: z.array(cartLine),
  SubtotalCents: z.number().int(),
  /** The currency of SubtotalCents. */
  Currency: z.string(),
});
export const addToCartResult = z.object({
  DtlID: z.number().int(),
  OrderQty: z.number().int(),
  Count: z.number().int(),
});
export const shippingOption = z.object({
  Method: z.enum(SHIPPING_METHODS),
  Name: z.string(),
  FeeCents: z.number().int(),
  /** Shipping was waived by the free-shipping rule. */
  Free: z.boolean(),
  /** Working days in transit, e.g. '3–5'. */
  TransitDays: z.string(),
  Available: z.boolean(),
  /** Why it is not available, when it is not. */
  Reason: z.string(),
});
/** A shipping option priced into a checkout: the tax and order total if the buyer picks it. */
export const pricedShippingOption = shippingOption.extend({
  TaxCents: z.number().int(),
  TotalCents: z.number().int(),
});
export const taxQuote = z.object({
  /** What is charged, e.g. 'VAT (DE 19%)', 'Texas sales tax 6.25%', 'No tax (export)'. */
  Label: z.string(),
  /** Rate in basis points (1900 = 19%). */
  RateBasisPoints: z.number().int(),
  /** Subtotal plus shipping, in cents: what the rate applies to. */
  TaxableCents: z.number().int(),
  TaxCents: z.number().int(),
});
export const checkoutLine = z.object({
  DtlID: z.number().int().nullable(),
  ProductID: z.number().int(),
  PartNo: z.string(),
  MFG: z.string(),
  Description: z.string(),
  ProductUrl: z.string(),
  PicUrl: z.string(),
  Qty: z.number().int(),
  Reference: z.string(),
  /** Unit price now (millionths of a dollar). */
  UnitPriceMicros: z.number().int(),
  /** Unit price in the cart (millionths of a dollar). */
  CartUnitPriceMicros: z.number().int(),
  AmountCents: z.number().int(),
  Stock: z.number().int(),
  Problem: z.string(),
  /** Pieces of this quantity beyond stock: ordered from the maker, shipped in about LeadTimeWeeks. */
  BackOrderQty: z.number().int(),
  /** The maker's lead time in weeks (0: none known; such a part cannot be back-ordered). */
  LeadTimeWeeks: z.number().int(),
});
export const priceChange = z.object({
  ProductID: z.number().int(),
  PartNo: z.string(),
  Qty: z.number().int(),
  CartUnitPriceMicros: z.number().int(),
  UnitPriceMicros: z.number().int(),
  /** Change of the line amount in cents (positive: dearer). */
  DifferenceCents: z.number().int(),
});
export const checkoutReview = z.object({
  TempOrderID: z.string(),
  TempCartID: z.string(),
  ExpiresAt: z.string(),
  Lines: z.array(checkoutLine),
  SubtotalCents: z.number().int(),
  /** Shipping weight: parts plus packaging, whole grams. */
  WeightGrams: z.number().int(),
  Country: z.string(),
  State: z.string(),
  Zone: z.string(),
  ShippingOptions: z.array(pricedShippingOption),
  ShippingMethod: z.union([z.enum(SHIPPING_METHODS), z.literal('')]),
  ShippingCents: z.number().int(),
  Tax: taxQuote,
  TotalCents: z.number().int(),
  PriceChanges: z.array(priceChange),
  /** Lines that cannot be ordered as they are (stock, availability). */
  Problems: z.array(z.string()),
  /** For a signed-in buyer: the account's email. */
  Email: z.string(),
  /** The currency every …Cents amount of this review is in, and its rate per US dollar (docs/decisions/currencies-pricing-orders-and-display.md). */
  Currency: z.string(),
  ExchangeRate: z.string(),
  /** Effective date of the rate (YYYY-MM-DD); '' for US dollars. */
  ExchangeRateDate: z.string(),
});
export const placedOrder = z.object({
  OrderNo: z.string(),
  /** Lets a guest open the order later (the link in the mail carries it). */
  AccessKey: z.string(),
  TotalCents: z.number().int(),
  /** The currency TotalCents is charged in. */
  Currency: z.string(),
  Status: z.enum(ORDER_STATUSES),
  PaymentStatus: z.enum(PAYMENT_STATUSES),
});
export const orderLine = z.object({
  LineNo: z.number().int(),
  ProductID: z.number().int(),
  PartNo: z.string(),
  MFG: z.string(),
  Description: z.string(),
  ProductUrl: z.string(),
  Qty: z.number().int(),
  Reference: z.string(),
  UnitPriceMicros: z.number().int(),
  AmountCents: z.number().int(),
  /** Pieces of Qty back-ordered when the order was placed (not taken from stock). */
  BackOrderQty: z.number().int(),
  LeadTimeWeeks: z.number().int(),
});
export const orderHistoryEntry = z.object({
  Status: z.string(),
  Note: z.string(),
  At: z.string(),
});
const paymentAttemptStatus = z.enum(['processing', 'requires_action', 'succeeded', 'declined', 'failed']);

export const orderPayment = z.object({
  PaymentID: z.string(),
  Status: paymentAttemptStatus,
  Card: z.string(),
  AmountCents: z.number().int(),
  Message: z.string(),
  At: z.string(),
});
export const paymentResult = z.object({
  OrderNo: z.string(),
  PaymentID: z.string(),
  Status: paymentAttemptStatus,
  Message: z.string(),
  /** Where the buyer goes next: the result page, or the 3-D Secure page. */
  NextUrl: z.string(),
});
/** A row of the signed-in user's order history (GET /order/History). */
export const orderHistoryRow = z.object({
  OrderNo: z.string(),
  CreatedAt: z.string(),
  Status: z.string(),
  StatusText: z.string(),
  PaymentStatus: z.enum(PAYMENT_STATUSES),
  TotalCents: z.number().int(),
  Currency: z.string(),
  LineCount: z.number().int(),
  DetailUrl: z.string(),
});

export const orderDetail = z.object({
  OrderNo: z.string(),
  CreatedAt: z.string(),
  Status: z.enum(ORDER_STATUSES),
  StatusText: z.string(),
  PaymentStatus: z.enum(PAYMENT_STATUSES),
  PaymentStatusText: z.string(),
  /** Unpaid orders are cancelled (and their stock released) at this time. */
  PaymentDueAt: z.string(),
  Email: z.string(),
  Address: z.object({
    FirstName: z.string(),
    LastName: z.string(),
    Company: z.string(),
    Phone: z.string(),
    Address1: z.string(),
    Address2: z.string(),
    City: z.string(),
    State: z.string(),
    PostalCode: z.string(),
    Country: z.string(),
    CountryName: z.string(),
  }),
  ShippingMethod: z.enum(SHIPPING_METHODS),
  ShippingName: z.string(),
  /** The buyer's choice for back-ordered pieces ('single' when nothing was back-ordered). */
  Shipments: z.enum(SHIPMENT_PLANS),
  WeightGrams: z.number().int(),
  Lines: z.array(orderLine),
  SubtotalCents: z.number().int(),
  ShippingCents: z.number().int(),
  TaxLabel: z.string(),
  TaxRateBasisPoints: z.number().int(),
  TaxCents: z.number().int(),
  TotalCents: z.number().int(),
  /** The order is charged in this currency: every …Cents amount is in it; unit prices stay US dollars (…Micros). */
  Currency: z.string(),
  /** Units of Currency per US dollar used for this order, and its effective date ('' for US dollars). */
  ExchangeRate: z.string(),
  ExchangeRateDate: z.string(),
  History: z.array(orderHistoryEntry),
  Payments: z.array(orderPayment),
  /** The 3-D Secure step waiting for the buyer, if any. */
  PendingChallenge: z.string().nullable(),
  /** Present when the caller may pass it on (the order's owner). */
  AccessKey: z.string(),
  /** Placed by a guest (no account). */
  Guest: z.boolean(),
});
export type OrderDetail = z.output<typeof orderDetail>;

export const cartLines = z.array(cartLine);
export const modifiedLine = z.object({ DtlID: z.number().int(), OrderQty: z.number().int() });
export const removedLines = z.object({ Removed: z.number().int() });
/** POST /shopcart/ToCheckOut: the new temporary order's id. */
export const tempOrderId = z.string();
export const orderHistoryRows = z.array(orderHistoryRow);
export const shippingRates = z.object({
  Zone: z.string(),
  ZoneName: z.string(),
  Options: z.array(shippingOption),
  Tax: taxQuote,
  Currency: z.string(),
  ExchangeRate: z.string(),
  ExchangeRateDate: z.string(),
});
