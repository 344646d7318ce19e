import type { z } from 'zod';
import type { PriceBreakDto } from './home';
import type * as schemas from './buying';
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

/**
 * Lifecycles whose makers take no new orders: beyond the shelf there is nothing to wait for.
 * (docs/decisions/2026-11-28-back-orders.md)
 */
export const NO_BACK_ORDER_LIFECYCLES: readonly string[] = ['Obsolete', 'Last Time Buy'];

/**
 * May a quantity above stock be ordered (the rest shipped when the maker delivers)? Only a part
 * with a manufacturer lead time (weeks, > 0) whose lifecycle still takes orders.
 */
export function backOrderable(part: { leadTimeWeeks: number; lifecycle: string }): boolean {
  return part.leadTimeWeeks > 0 && !NO_BACK_ORDER_LIFECYCLES.includes(part.lifecycle);
}

/** How a quantity splits against stock: pieces that ship now and pieces back-ordered. */
export function stockSplit(qty: number, stock: number): { now: number; later: number } {
  const now = Math.max(0, Math.min(qty, stock));
  return { now, later: qty - now };
}

/** An order with back-ordered pieces ships once, when all are in ('single'), or what is in stock now and the rest later ('split'). */
export const SHIPMENT_PLANS = ['single', 'split'] as const;
export type ShipmentPlan = (typeof SHIPMENT_PLANS)[number];

/**
 * The ways to pay this shop offers: the cards its payment provider takes. The footer's badges and
 * the payment page's list both read this one declaration (docs/decisions/2026-11-28-payment-methods.md).
 */
export const PAYMENT_METHODS = ['visa', 'mastercard', 'amex'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods' names as their owners write them (brand names: not translated). */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

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

export type CartLine = z.output<typeof schemas.cartLine>;

export type CartSummary = z.output<typeof schemas.cartSummary>;

export type AddToCartResult = z.output<typeof schemas.addToCartResult>;

export type ShippingOption = z.output<typeof schemas.shippingOption>;

export type PricedShippingOption = z.output<typeof schemas.pricedShippingOption>;

export type TaxQuote = z.output<typeof schemas.taxQuote>;

export type CheckoutLine = z.output<typeof schemas.checkoutLine>;

export type PriceChange = z.output<typeof schemas.priceChange>;

export type CheckoutReview = z.output<typeof schemas.checkoutReview>;

export type PlacedOrder = z.output<typeof schemas.placedOrder>;

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

export type OrderLine = z.output<typeof schemas.orderLine>;

export type OrderHistoryEntry = z.output<typeof schemas.orderHistoryEntry>;

export type OrderPayment = z.output<typeof schemas.orderPayment>;

export type PaymentResult = z.output<typeof schemas.paymentResult>;

export type OrderHistoryRow = z.output<typeof schemas.orderHistoryRow>;

/** Formats cents of a currency (US dollars unless told) as money text ($1,234.56). */
export function formatCents(cents: number, currency = 'USD', locale = 'en-US'): string {
  return numberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** Where an order is viewed: the key lets a guest in. */
export function orderDetailUrl(orderNo: string, key?: string): string {
  return `/order/detail?orderNo=${encodeURIComponent(orderNo)}${key ? `&key=${key}` : ''}`;
}
