import crypto from 'node:crypto';
import {
  BUYING_MESSAGES,
  MAX_CHECKOUT_LINES,
  type CheckoutLine,
  type CheckoutReview,
  type PriceBreakDto,
  type PriceChange,
  type PricedShippingOption,
  type ShippingMethod,
  type TaxQuote,
} from '@ferrite/contract/buying';
import { categoryIconUrl, productUrl } from '@ferrite/contract';
import { centsIn, lineAmountIn, type CurrencyRate } from '@ferrite/contract/currency';
import { messageRef } from '@ferrite/contract/message-codes';
import { BASE_RATE } from '../currency/rates';
import type { Queryable } from '../db/database';
import { ApiError, notFound } from '../api/errors';
import { backOrderOf, cartIdOrUndefined, lineProblem, lineProblemRef, ownerCondition, type CartOwner } from './cart-service';
import { lineAmountCents, unitPriceFor, weightTenthMilligrams, type PricedPart } from './pricing';
import { defaultMethod, shippingOptions, shippingWeightGrams, zoneOf, type ShippingZone } from './shipping';
import { taxFor } from './tax';

/** A temporary order lives this long; after it the buyer starts again from the cart. */
export const CHECKOUT_LIFETIME_HOURS = 24;

/** One line frozen into a temporary order at ToCheckOut. */
export interface CheckoutLineSnapshot {
  dtlId: number | null;
  partId: number;
  qty: number;
  reference: string;
  /** The cart's unit price for the line: what the buyer saw (millionths of a dollar). */
  unitPriceMicros: number;
}

export interface CheckoutRow {
  id: string;
  cart_id: string | null;
  user_id: number | null;
  lines: CheckoutLineSnapshot[];
  created_at: Date;
  expires_at: Date;
  order_id: number | null;
}

/** ToCheckOut: freezes the chosen lines of the owner's cart into a temporary order; answers its id. */
export async function createCheckout(db: Queryable, owner: CartOwner, dtlIds: number[]): Promise<string> {
  const ids = [...new Set(dtlIds)];
  if (ids.length === 0) throw new ApiError(400, BUYING_MESSAGES.nothingSelected);
  if (ids.length > MAX_CHECKOUT_LINES) throw new ApiError(400, messageRef('buying.msgLinesAtOnce', { count: MAX_CHECKOUT_LINES }));
  const owned = ownerCondition(owner, 2);
  const { rows } = await db.query<PricedPart & { line_id: number; qty: number; reference: string; unit_price_micros: number }>(
    `SELECT c.id AS line_id, c.qty, c.reference, c.unit_price_micros, p.id, p.mpn, p.stock, p.moq, p.order_multiple, p.price_breaks, p.lifecycle, p.lead_time_weeks
       FROM cart_lines c JOIN parts p ON p.id = c.part_id
      WHERE c.id = ANY($1::bigint[]) AND ${owned.sql} ORDER BY c.id`,
    [ids, owned.value],
  );
  if (rows.length !== ids.length) throw notFound(BUYING_MESSAGES.lineMissing);
  for (const row of rows) {
    const problem = lineProblemRef(row, row.qty);
    if (problem) throw new ApiError(409, problem, 'error', { DtlID: row.line_id });
  }
  const id = crypto.randomBytes(16).toString('hex');
  const lines: CheckoutLineSnapshot[] = rows.map((row) => ({
    dtlId: row.line_id,
    partId: row.id,
    qty: row.qty,
    reference: row.reference,
    unitPriceMicros: row.unit_price_micros,
  }));
  await db.query(
    `INSERT INTO checkouts (id, cart_id, user_id, lines, expires_at) VALUES ($1, $2, $3, $4::jsonb, now() + make_interval(hours => $5))`,
    [id, owner.userId === null ? owner.cartId : null, owner.userId, JSON.stringify(lines), CHECKOUT_LIFETIME_HOURS],
  );
  return id;
}

/** May this caller use the checkout? Its user, or the browser whose guest cart made it. */
export function ownsCheckout(checkout: Pick<CheckoutRow, 'user_id' | 'cart_id'>, owner: CartOwner, tempCartID?: string): boolean {
  if (owner.userId !== null && checkout.user_id === owner.userId) return true;
  if (checkout.cart_id === null) return false;
  return checkout.cart_id === owner.cartId || checkout.cart_id === cartIdOrUndefined(tempCartID);
}

/** Loads a checkout the caller owns (optionally locking it); 404 for anyone else's. */
export async function loadCheckout(
  db: Queryable,
  id: string,
  owner: CartOwner,
  tempCartID: string | undefined,
  lock = false,
): Promise<CheckoutRow> {
  const { rows } = await db.query<CheckoutRow>(`SELECT * FROM checkouts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  const checkout = rows[0];
  if (!checkout || !ownsCheckout(checkout, owner, tempCartID)) throw notFound(BUYING_MESSAGES.checkoutMissing);
  return checkout;
}

export interface PartRow extends PricedPart {
  description: string;
  weight_grams: string;
  category_id: number;
  mfg_name: string;
  price_breaks: PriceBreakDto[];
}

export const PRICED_PART_COLUMNS = `p.id, p.mpn, p.stock, p.moq, p.order_multiple, p.price_breaks, p.lifecycle, p.lead_time_weeks, p.description, p.weight_grams, p.category_id`;

/** The parts of a checkout, by id; with `lock`, row locks taken in id order (no deadlocks between orders). */
export async function loadParts(db: Queryable, partIds: number[], lock: boolean): Promise<Map<number, PartRow>> {
  const ids = [...new Set(partIds)].sort((a, b) => a - b);
  const { rows } = lock
    ? await db.query<PartRow>(
        // FOR UPDATE cannot join the manufacturer without locking it too: take the name separately.
        `SELECT ${PRICED_PART_COLUMNS}, (SELECT m.name FROM manufacturers m WHERE m.id = p.manufacturer_id) AS mfg_name
           FROM parts p WHERE p.id = ANY($1::int[]) ORDER BY p.id FOR UPDATE OF p`,
        [ids],
      )
    : await db.query<PartRow>(
        `SELECT ${PRICED_PART_COLUMNS}, m.name AS mfg_name FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id WHERE p.id = ANY($1::int[])`,
        [ids],
      );
  return new Map(rows.map((row) => [row.id, row]));
}

/** A checkout priced now, for one destination and method; every …Cents in `charge`'s currency. */
export interface PricedCheckout {
  lines: (CheckoutLine & { part: PartRow | undefined })[];
  subtotalCents: number;
  /** The subtotal in US cents: the free-shipping thresholds and the order limit are set in dollars. */
  usdSubtotalCents: number;
  charge: CurrencyRate;
  weightGrams: number;
  zone: ShippingZone | '';
  options: PricedShippingOption[];
  method: ShippingMethod | '';
  shippingCents: number;
  tax: TaxQuote;
  totalCents: number;
  priceChanges: PriceChange[];
  problems: string[];
}

/**
 * Prices a checkout's lines with the parts as they are now: current price breaks, stock, the
 * shipping rules for the destination and the tax rules. Nothing is written. In another currency
 * than dollars each line is converted once (qty × dollar price × rate, half up to the cent), the
 * shipping fee likewise, and tax is worked out on the converted amounts, so the lines, shipping
 * and tax add up to the total the buyer is charged.
 */
export function priceCheckout(
  snapshot: CheckoutLineSnapshot[],
  parts: Map<number, PartRow>,
  destination: { country?: string | undefined; state?: string | undefined; method?: ShippingMethod | undefined },
  charge: CurrencyRate = BASE_RATE,
): PricedCheckout {
  const problems: string[] = [];
  const priceChanges: PriceChange[] = [];
  let subtotal = 0;
  let usdSubtotal = 0;
  let weight = 0n;
  const lines = snapshot.map((line) => {
    const part = parts.get(line.partId);
    if (!part) {
      problems.push(`A part of this order is no longer sold (${BUYING_MESSAGES.notAvailable}).`);
      return {
        DtlID: line.dtlId,
        ProductID: line.partId,
        PartNo: '',
        MFG: '',
        Description: '',
        ProductUrl: '',
        PicUrl: '',
        Qty: line.qty,
        Reference: line.reference,
        UnitPriceMicros: line.unitPriceMicros,
        CartUnitPriceMicros: line.unitPriceMicros,
        AmountCents: 0,
        Stock: 0,
        Problem: BUYING_MESSAGES.notAvailable,
        BackOrderQty: 0,
        LeadTimeWeeks: 0,
        part,
      };
    }
    const price = unitPriceFor(part.price_breaks, line.qty) ?? line.unitPriceMicros;
    const amount = lineAmountIn(line.qty, price, charge.rate);
    subtotal += amount;
    usdSubtotal += lineAmountCents(line.qty, price);
    weight += weightTenthMilligrams(part.weight_grams, line.qty);
    const problem = lineProblem(part, line.qty);
    if (problem) problems.push(problem);
    if (price !== line.unitPriceMicros) {
      priceChanges.push({
        ProductID: part.id,
        PartNo: part.mpn,
        Qty: line.qty,
        CartUnitPriceMicros: line.unitPriceMicros,
        UnitPriceMicros: price,
        DifferenceCents: amount - lineAmountIn(line.qty, line.unitPriceMicros, charge.rate),
      });
    }
    return {
      DtlID: line.dtlId,
      ProductID: part.id,
      PartNo: part.mpn,
      MFG: part.mfg_name,
      Description: part.description,
      ProductUrl: productUrl(part.mpn),
      PicUrl: categoryIconUrl(part.category_id),
      Qty: line.qty,
      Reference: line.reference,
      UnitPriceMicros: price,
      CartUnitPriceMicros: line.unitPriceMicros,
      AmountCents: amount,
      Stock: part.stock,
      Problem: problem,
      ...backOrderOf(part, line.qty),
      part,
    };
  });
  // Ten-thousandths of a gram to whole grams, rounded up.
  const partsGrams = Number((weight + 9_999n) / 10_000n);
  const weightGrams = shippingWeightGrams(partsGrams);
  const country = destination.country ?? '';
  const state = destination.state ?? '';
  const options = (country ? shippingOptions(country, weightGrams, usdSubtotal) : []).map((option) => {
    const fee = centsIn(option.FeeCents, charge.rate);
    const optionTax = taxFor(country, state, subtotal, fee);
    return { ...option, FeeCents: fee, TaxCents: optionTax.TaxCents, TotalCents: subtotal + fee + optionTax.TaxCents };
  });
  const requested = destination.method ? options.find((o) => o.Method === destination.method && o.Available) : undefined;
  const method = requested ? requested.Method : country ? defaultMethod(options) : '';
  const shippingCents = options.find((o) => o.Method === method)?.FeeCents ?? 0;
  const tax = taxFor(country, state, subtotal, shippingCents);
  return {
    lines,
    subtotalCents: subtotal,
    usdSubtotalCents: usdSubtotal,
    charge,
    weightGrams,
    zone: country ? zoneOf(country) : '',
    options,
    method,
    shippingCents,
    tax,
    totalCents: subtotal + shippingCents + tax.TaxCents,
    priceChanges,
    problems,
  };
}

/** 409 for a checkout that already became an order, naming the order. */
export function checkoutOrdered(orderNo: string | undefined): ApiError {
  return new ApiError(409, orderNo ? messageRef('buying.msgCheckoutOrderedAs', { orderNo }) : BUYING_MESSAGES.checkoutOrdered, 'error', {
    OrderNo: orderNo ?? null,
  });
}

export function isExpired(checkout: Pick<CheckoutRow, 'expires_at'>): boolean {
  return new Date(checkout.expires_at).getTime() <= Date.now();
}

/** GET /order/GetCheckout: the review page's data. */
export async function reviewCheckout(
  db: Queryable,
  owner: CartOwner,
  query: {
    tempOrderId: string;
    tempCartID?: string | undefined;
    country?: string | undefined;
    state?: string | undefined;
    shippingMethod?: ShippingMethod | undefined;
  },
  email: string,
  charge: CurrencyRate = BASE_RATE,
): Promise<CheckoutReview> {
  const checkout = await loadCheckout(db, query.tempOrderId, owner, query.tempCartID);
  if (checkout.order_id !== null) {
    const { rows } = await db.query<{ order_no: string }>('SELECT order_no FROM orders WHERE id = $1', [checkout.order_id]);
    throw checkoutOrdered(rows[0]?.order_no);
  }
  if (isExpired(checkout)) throw new ApiError(410, BUYING_MESSAGES.checkoutExpired);
  const parts = await loadParts(
    db,
    checkout.lines.map((l) => l.partId),
    false,
  );
  const priced = priceCheckout(checkout.lines, parts, { country: query.country, state: query.state, method: query.shippingMethod }, charge);
  return {
    TempOrderID: checkout.id,
    TempCartID: checkout.cart_id ?? owner.cartId,
    ExpiresAt: new Date(checkout.expires_at).toISOString(),
    Lines: priced.lines.map(({ part: _part, ...line }) => line),
    SubtotalCents: priced.subtotalCents,
    WeightGrams: priced.weightGrams,
    Country: query.country ?? '',
    State: query.state ?? '',
    Zone: priced.zone,
    ShippingOptions: priced.options,
    ShippingMethod: priced.method,
    ShippingCents: priced.shippingCents,
    Tax: priced.tax,
    TotalCents: priced.totalCents,
    PriceChanges: priced.priceChanges,
    Problems: priced.problems,
    Email: email,
    Currency: charge.value,
    ExchangeRate: charge.rate,
    ExchangeRateDate: charge.date,
  };
}
