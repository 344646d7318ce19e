import { z } from 'zod';
import {
  BUYING_MESSAGES,
  MAX_CART_LINES,
  SHIPPING_METHODS,
  luhnValid,
  MAX_ORDER_SUBTOTAL_CENTS,
  type OrderStatus,
  type PaymentStatus,
  type ShippingMethod,
  type OrderLine,
  type OrderHistoryEntry,
  type OrderPayment,
} from './buying-data';

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
