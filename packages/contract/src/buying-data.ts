import type { PriceBreakDto } from './home';
import { numberFormat } from './number-format';

export type { PriceBreakDto };

/**
 * The buying API's inputs and outputs: cart (docs/product.md §3, §7), checkout, payment and orders.
 * Money is integers only: unit prices in millionths of a US dollar (`…Micros`, as the catalogue's
 * price breaks), amounts that are charged in cents (`…Cents`, and the spec's `ItemAmount`) of the
 * request's currency (X-Currency header or `_currency` cookie; US dollars by default), converted
 * line by line at the current exchange rate (contract/currency.ts).
 */

/** Largest quantity one cart or order line may hold. */
export const MAX_ORDER_QTY = 10_000_000;
/** Most lines one cart may hold (a 3,000-line BOM fits). */
export const MAX_CART_LINES = 3_000;
/** The sidebar cart panel shows at most this many lines (docs/product.md §4, §9). */
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
  paymentNoAnswer: 'The payment service did not answer. Please try again in a moment.',
  orderTooLarge: 'Orders above $1,000,000 need a quote: please send a request for quote instead.',
  shippingUnavailable: 'This shipping method is not available for this destination and weight.',
} as const;

/** Spec §8: the add-to-cart message codes '0' and '1' and what they mean. */
export const ADD_TO_CART_MESSAGE_CODES = { '0': BUYING_MESSAGES.notAvailable, '1': BUYING_MESSAGES.quantityRequired } as const;

/** Spec §8: an add-to-cart failure message as shown ('0' and '1' are codes; others as they are). */
export function addToCartMessage(message: string): string {
  return (ADD_TO_CART_MESSAGE_CODES as Record<string, string>)[message] ?? message;
}

export const SHIPPING_METHODS = ['economy', 'standard', 'express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

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

/** A cart line (docs/product.md §3). */
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
  /** The currency every …Cents amount of this review is in, and its rate per US dollar (docs/decisions/currencies-pricing-orders-and-display.md). */
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
