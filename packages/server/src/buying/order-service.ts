import crypto from 'node:crypto';
import {
  BUYING_MESSAGES,
  MAX_ORDER_SUBTOTAL_CENTS,
  stockSplit,
  type PlacedOrder,
  type ShipmentPlan,
  type ShippingAddress,
  type ShippingMethod,
} from '@ferrite/contract/buying';
import { BASE_CURRENCY, type CurrencyRate } from '@ferrite/contract/currency';
import { messageRef } from '@ferrite/contract/message-codes';
import type { Database, Queryable } from '../db/database';
import { BASE_RATE } from '../currency/rates';
import { enqueueMail } from '../mail/outbox';
import { countryList, isKnownCountry } from '../api/common/countries';
import { ApiError, badRequest } from '../api/errors';
import type { CartOwner } from './cart-service';
import { checkoutOrdered, isExpired, loadCheckout, loadParts, priceCheckout } from './checkout-service';
import { canBackOrder } from './pricing';
import { claimKey, rememberAnswer, requestHash } from './idempotency';
import { orderConfirmationMail, type MailSite } from './order-mail';
import { METHOD_NAMES } from './shipping';

/** An unpaid order keeps its parts reserved this long, then it is cancelled and the stock released. */
export const PAYMENT_DUE_HOURS = 48;

export interface PlaceOrderRequest {
  TempOrderID: string;
  TempCartID?: string | undefined;
  Email: string;
  Address: ShippingAddress;
  ShippingMethod: ShippingMethod;
  /** One shipment or two when pieces are back-ordered (absent in older callers: one). */
  Shipments?: ShipmentPlan | undefined;
  AcceptPriceChanges: boolean;
  ExpectedTotalCents?: number | undefined;
  Note: string;
}

export interface PlaceOrderOutcome {
  order: PlacedOrder;
  message: string;
  replayed: boolean;
}

/** Order numbers: FE, the date (yymmdd, UTC) and the order's sequence number. */
export function orderNumber(id: number, at: Date): string {
  const date = at.toISOString().slice(2, 10).replace(/-/g, '');
  return `FE${date}${String(id).padStart(6, '0')}`;
}

export function idempotencyScope(owner: CartOwner): string {
  return owner.userId !== null ? `u:${owner.userId}` : `c:${owner.cartId}`;
}

/**
 * Places an order from a temporary order, in one transaction: the idempotency key is claimed
 * first; the checkout row is locked (one order per checkout); the parts rows are locked in id order
 * (concurrent orders queue on the same part instead of deadlocking), stock is checked and
 * decremented, prices re-read (a change since the cart needs the buyer's confirmation); the order,
 * its lines, its first status, the confirmation mail and the key's answer are written; the ordered
 * lines leave the cart. Any failure rolls all of it back. The order is charged in `charge`'s
 * currency at its rate, both recorded on the order.
 */
export async function placeOrder(
  db: Database,
  owner: CartOwner,
  request: PlaceOrderRequest,
  key: string | undefined,
  site: MailSite,
  charge: CurrencyRate = BASE_RATE,
): Promise<PlaceOrderOutcome> {
  if (!isKnownCountry(request.Address.Country))
    throw badRequest('Please choose a country.', { FieldErrors: { Country: 'Please choose a country.' } });
  const scope = idempotencyScope(owner);
  // The same key asked in another currency is another request (a dollar request hashes as it always did).
  // Likewise a split-shipment request; one shipment (the default) hashes as requests did before the choice existed.
  const { Shipments: plan = 'single', ...hashed } = request;
  const hash = requestHash({
    ...hashed,
    ...(plan === 'split' ? { Shipments: plan } : {}),
    ...(charge.value === BASE_CURRENCY ? {} : { Currency: charge.value }),
  });
  return db.transaction(async (tx) => {
    if (key) {
      const stored = await claimKey<PlacedOrder>(tx, scope, key, hash);
      if (stored) return { order: stored.data, message: stored.message, replayed: true };
    }
    const checkout = await loadCheckout(tx, request.TempOrderID, owner, request.TempCartID, true);
    if (checkout.order_id !== null) {
      const { rows } = await tx.query<{ order_no: string }>('SELECT order_no FROM orders WHERE id = $1', [checkout.order_id]);
      throw checkoutOrdered(rows[0]?.order_no);
    }
    if (isExpired(checkout)) throw new ApiError(410, BUYING_MESSAGES.checkoutExpired);

    const parts = await loadParts(
      tx,
      checkout.lines.map((l) => l.partId),
      true,
    );
    const priced = priceCheckout(
      checkout.lines,
      parts,
      { country: request.Address.Country, state: request.Address.State, method: request.ShippingMethod },
      charge,
    );

    const shortages = priced.lines.filter((l) => l.part && l.Qty > l.part.stock && !canBackOrder(l.part));
    if (shortages.length > 0) {
      const detail = shortages.map((l) =>
        l.part!.stock === 0
          ? messageRef('buying.msgShortageOut', { partNo: l.PartNo })
          : messageRef('buying.msgShortageOnly', { partNo: l.PartNo, count: l.part!.stock }),
      );
      throw new ApiError(409, messageRef('buying.msgInsufficientStockOf', { shortages: detail }), 'error', {
        Shortages: shortages.map((l) => ({ ProductID: l.ProductID, PartNo: l.PartNo, Wanted: l.Qty, Stock: l.part!.stock })),
      });
    }
    if (priced.problems.length > 0) throw new ApiError(409, priced.problems[0]!, 'error', { Problems: priced.problems });
    if (priced.method !== request.ShippingMethod)
      throw badRequest(BUYING_MESSAGES.shippingUnavailable, { FieldErrors: { ShippingMethod: BUYING_MESSAGES.shippingUnavailable } });
    if (priced.priceChanges.length > 0 && !request.AcceptPriceChanges) {
      throw new ApiError(409, BUYING_MESSAGES.pricesChanged, 'error', { PriceChanges: priced.priceChanges, TotalCents: priced.totalCents });
    }
    if (request.ExpectedTotalCents !== undefined && request.ExpectedTotalCents !== priced.totalCents) {
      throw new ApiError(409, BUYING_MESSAGES.totalChanged, 'error', { TotalCents: priced.totalCents, PriceChanges: priced.priceChanges });
    }
    if (priced.usdSubtotalCents > MAX_ORDER_SUBTOTAL_CENTS) throw badRequest(BUYING_MESSAGES.orderTooLarge);

    // Stock: what the locked rows hold is taken line by line; the rest of a back-orderable line is
    // back-ordered (recorded on the line, never taken from stock). One UPDATE over the locked rows;
    // the CHECK (stock >= 0) is the last line of defence.
    const left = new Map([...parts].map(([id, part]) => [id, part.stock]));
    const backOrdered = priced.lines.map((line) => {
      const { now, later } = stockSplit(line.Qty, left.get(line.ProductID) ?? 0);
      left.set(line.ProductID, (left.get(line.ProductID) ?? 0) - now);
      return later;
    });
    const perPart = new Map<number, number>();
    priced.lines.forEach((line, i) => perPart.set(line.ProductID, (perPart.get(line.ProductID) ?? 0) + line.Qty - backOrdered[i]!));
    const anyNow = priced.lines.some((line, i) => line.Qty > backOrdered[i]!);
    const anyLater = backOrdered.some((qty) => qty > 0);
    // Two shipments only mean something when some pieces ship now and some later.
    const shipments: ShipmentPlan = anyNow && anyLater ? plan : 'single';
    await tx.query(`UPDATE parts p SET stock = p.stock - v.qty FROM unnest($1::int[], $2::int[]) AS v(id, qty) WHERE p.id = v.id`, [
      [...perPart.keys()],
      [...perPart.values()],
    ]);

    const { rows: seq } = await tx.query<{ id: number; now: Date }>(
      `SELECT nextval(pg_get_serial_sequence('orders', 'id')) AS id, now() AS now`,
    );
    const orderId = seq[0]!.id;
    const placedAt = new Date(seq[0]!.now);
    const orderNo = orderNumber(orderId, placedAt);
    const accessKey = crypto.randomBytes(16).toString('hex');
    const address = request.Address;
    const { rows: inserted } = await tx.query<{ payment_due_at: Date }>(
      `INSERT INTO orders (id, order_no, access_key, user_id, cart_id, checkout_id, email,
         ship_first_name, ship_last_name, ship_company, ship_phone, ship_line1, ship_line2, ship_city, ship_state, ship_postal_code, ship_country,
         shipping_method, shipping_zone, weight_grams, subtotal_cents, shipping_cents, tax_label, tax_rate_bp, tax_cents, total_cents,
         status, payment_status, note, payment_due_at, currency, exchange_rate, exchange_rate_date, shipments)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26,
         'awaiting_payment', 'unpaid', $27, now() + make_interval(hours => $28), $29, $30::numeric, $31::date, $32)
       RETURNING payment_due_at`,
      [
        orderId,
        orderNo,
        accessKey,
        owner.userId,
        checkout.cart_id ?? owner.cartId,
        checkout.id,
        request.Email,
        address.FirstName,
        address.LastName,
        address.Company,
        address.Phone,
        address.Address1,
        address.Address2,
        address.City,
        address.State,
        address.PostalCode,
        address.Country,
        priced.method,
        priced.zone,
        priced.weightGrams,
        priced.subtotalCents,
        priced.shippingCents,
        priced.tax.Label,
        priced.tax.RateBasisPoints,
        priced.tax.TaxCents,
        priced.totalCents,
        request.Note,
        PAYMENT_DUE_HOURS,
        charge.value,
        charge.rate,
        charge.date || null,
        shipments,
      ],
    );
    const lines = priced.lines;
    await tx.query(
      `INSERT INTO order_lines (order_id, line_no, part_id, mpn, manufacturer, description, qty, reference, unit_price_micros, amount_cents,
         backorder_qty, lead_time_weeks)
       SELECT $1, t.line_no, t.part_id, t.mpn, t.manufacturer, t.description, t.qty, t.reference, t.unit_price, t.amount, t.backorder, t.lead
         FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[], $9::bigint[], $10::bigint[], $11::int[], $12::int[])
           AS t(line_no, part_id, mpn, manufacturer, description, qty, reference, unit_price, amount, backorder, lead)`,
      [
        orderId,
        lines.map((_, i) => i + 1),
        lines.map((l) => l.ProductID),
        lines.map((l) => l.PartNo),
        lines.map((l) => l.MFG),
        lines.map((l) => l.Description),
        lines.map((l) => l.Qty),
        lines.map((l) => l.Reference),
        lines.map((l) => l.UnitPriceMicros),
        lines.map((l) => l.AmountCents),
        backOrdered,
        lines.map((l) => l.part?.lead_time_weeks ?? 0),
      ],
    );
    const changedNote = priced.priceChanges.length > 0 ? ` The buyer accepted ${priced.priceChanges.length} changed price(s).` : '';
    await tx.query(`INSERT INTO order_status_history (order_id, status, note) VALUES ($1, 'awaiting_payment', $2)`, [
      orderId,
      `Order placed; parts reserved until payment.${changedNote}${anyLater ? ` ${backOrdered.reduce((a, b) => a + b, 0)} piece(s) back-ordered.` : ''}`,
    ]);
    await tx.query('UPDATE checkouts SET order_id = $2 WHERE id = $1', [checkout.id, orderId]);
    const dtlIds = checkout.lines.map((l) => l.dtlId).filter((id): id is number => id !== null);
    if (dtlIds.length > 0) {
      await tx.query('DELETE FROM cart_lines WHERE id = ANY($1::bigint[]) AND (user_id = $2 OR cart_id = $3)', [
        dtlIds,
        owner.userId ?? checkout.user_id ?? -1,
        checkout.cart_id ?? owner.cartId,
      ]);
    }
    const countryName = countryList().find((c) => c.RegionValue === address.Country)?.NameEN ?? address.Country;
    await enqueueMail(
      tx,
      orderConfirmationMail(site, request.Email, {
        orderNo,
        accessKey,
        name: `${address.FirstName} ${address.LastName}`,
        lines: lines.map((l, i) => ({
          mpn: l.PartNo,
          manufacturer: l.MFG,
          qty: l.Qty,
          amountCents: l.AmountCents,
          reference: l.Reference,
          backOrderQty: backOrdered[i]!,
          leadTimeWeeks: l.part?.lead_time_weeks ?? 0,
        })),
        shipments,
        subtotalCents: priced.subtotalCents,
        shippingName: METHOD_NAMES[priced.method as ShippingMethod],
        shippingCents: priced.shippingCents,
        taxLabel: priced.tax.Label,
        taxCents: priced.tax.TaxCents,
        totalCents: priced.totalCents,
        currency: charge.value,
        exchangeRate: charge.rate,
        exchangeRateDate: charge.date,
        paymentDueAt: new Date(inserted[0]!.payment_due_at),
        address: [
          address.Company,
          address.Address1,
          address.Address2,
          `${address.PostalCode} ${address.City}`.trim(),
          address.State,
          countryName,
        ],
      }),
    );
    const order: PlacedOrder = {
      OrderNo: orderNo,
      AccessKey: accessKey,
      TotalCents: priced.totalCents,
      Currency: charge.value,
      Status: 'awaiting_payment',
      PaymentStatus: 'unpaid',
    };
    const message = `Order ${orderNo} placed. Please pay to complete it.`;
    if (key) await rememberAnswer(tx, scope, key, { data: order, message }, orderId);
    return { order, message, replayed: false };
  });
}

let lastSweep = 0;
const SWEEP_EVERY_MS = 60_000;

/**
 * Cancels orders still unpaid after their payment deadline and returns their stock, a few at a
 * time; an order with a payment attempt whose outcome is not known yet waits for it. Runs at most
 * once a minute per process, in its own transaction; parts are locked in id order like an order does.
 */
export async function cancelOverdueOrders(db: Database, force = false): Promise<number> {
  if (!force && Date.now() - lastSweep < SWEEP_EVERY_MS) return 0;
  lastSweep = Date.now();
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      // An attempt still 'processing' may have taken the money: the payment sweep settles it first.
      `SELECT id FROM orders o WHERE status = 'awaiting_payment' AND payment_due_at < now()
          AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'processing')
        ORDER BY id LIMIT 50 FOR UPDATE SKIP LOCKED`,
    );
    if (rows.length === 0) return 0;
    const ids = rows.map((r) => r.id);
    await releaseStock(tx, ids);
    await tx.query(`UPDATE orders SET status = 'cancelled', updated_at = now() WHERE id = ANY($1::bigint[])`, [ids]);
    await tx.query(`INSERT INTO order_status_history (order_id, status, note) SELECT unnest($1::bigint[]), 'cancelled', $2`, [
      ids,
      `Cancelled: not paid within ${PAYMENT_DUE_HOURS} hours; the parts were released.`,
    ]);
    return ids.length;
  });
}

async function releaseStock(tx: Queryable, orderIds: number[]): Promise<void> {
  const { rows } = await tx.query<{ part_id: number; qty: number }>(
    // Back-ordered pieces were never taken from stock: only the rest goes back.
    'SELECT part_id, sum(qty - backorder_qty)::int AS qty FROM order_lines WHERE order_id = ANY($1::bigint[]) GROUP BY part_id HAVING sum(qty - backorder_qty) > 0 ORDER BY part_id',
    [orderIds],
  );
  if (rows.length === 0) return;
  await tx.query('SELECT id FROM parts WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [rows.map((r) => r.part_id)]);
  await tx.query('UPDATE parts p SET stock = p.stock + v.qty FROM unnest($1::int[], $2::int[]) AS v(id, qty) WHERE p.id = v.id', [
    rows.map((r) => r.part_id),
    rows.map((r) => r.qty),
  ]);
}
