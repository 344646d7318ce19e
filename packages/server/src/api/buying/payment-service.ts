import crypto from 'node:crypto';
import { BUYING_MESSAGES, type PaymentResult } from '@ferrite/storefront-app/contract/buying';
import type { Database, Queryable } from '../../db/database';
import { enqueueMail } from '../../mail/outbox';
import { ApiError, badRequest, notFound } from '../errors';
import { findOrder, mayOpen, type OrderCaller, type OrderRow } from './order-queries';
import { paymentReceivedMail, type MailSite } from './order-mail';
import type { CardDetails, PaymentProvider, ProviderOutcome } from './payment/provider';

/** A payment still 'processing' after this long is treated as abandoned (its process died). */
const STALE_PROCESSING_MS = 2 * 60_000;

/** Where the buyer goes after a payment attempt. */
export function nextUrlFor(order: Pick<OrderRow, 'order_no' | 'access_key' | 'user_id'>, outcome: ProviderOutcome['status'], paymentId: string): string {
  const q = `orderNo=${encodeURIComponent(order.order_no)}&key=${order.access_key}`;
  if (outcome === 'requires_action') return `/order/payment?${q}&challenge=${paymentId}`;
  if (outcome === 'succeeded') return order.user_id === null ? `/PlaceOrder/orderresult?${q}` : `/order/PaymentResult?${q}`;
  return `/order/payment?${q}`;
}

/** MM/YY or MM/YYYY into numbers; an expired card is refused before the provider sees it. */
export function parseExpiry(expiry: string, now = new Date()): { month: number; year: number } {
  const [m, y] = expiry.split('/').map((part) => part.trim());
  const month = Number(m);
  const year = y!.length === 2 ? 2000 + Number(y) : Number(y);
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= now.getTime()) throw badRequest('This card has expired.', { FieldErrors: { Expiry: 'This card has expired.' } });
  if (year > now.getUTCFullYear() + 20) throw badRequest('Expiry date is too far in the future.', { FieldErrors: { Expiry: 'Expiry date is too far in the future.' } });
  return { month, year };
}

function assertPayable(order: OrderRow): void {
  if (order.status === 'cancelled') throw new ApiError(409, BUYING_MESSAGES.orderCancelled);
  if (order.payment_status === 'paid' || order.status !== 'awaiting_payment') throw new ApiError(409, BUYING_MESSAGES.orderPaid, 'error', { OrderNo: order.order_no });
}

/** Writes a provider's answer: the payment row, the order's payment status, history, and the mail on success. */
async function recordOutcome(tx: Queryable, order: OrderRow, paymentRowId: number, outcome: ProviderOutcome, site: MailSite): Promise<void> {
  await tx.query(
    `UPDATE payments SET status = $2, provider_ref = $3, card_brand = $4, card_last4 = $5, message = $6, updated_at = now() WHERE id = $1`,
    [paymentRowId, outcome.status, outcome.reference, outcome.brand, outcome.last4, outcome.message],
  );
  const card = `${outcome.brand} •••• ${outcome.last4}`;
  if (outcome.status === 'succeeded') {
    await tx.query(`UPDATE orders SET status = 'paid', payment_status = 'paid', updated_at = now() WHERE id = $1`, [order.id]);
    await tx.query(`INSERT INTO order_status_history (order_id, status, note) VALUES ($1, 'paid', $2)`, [order.id, `Payment received (${card}).`]);
    await enqueueMail(
      tx,
      paymentReceivedMail(site, order.email, { orderNo: order.order_no, accessKey: order.access_key, name: `${order.ship_first_name} ${order.ship_last_name}`, totalCents: order.total_cents, currency: order.currency, card }),
    );
  } else if (outcome.status === 'requires_action') {
    await tx.query(`UPDATE orders SET payment_status = 'requires_action', updated_at = now() WHERE id = $1`, [order.id]);
    await tx.query(`INSERT INTO order_status_history (order_id, status, note) VALUES ($1, 'awaiting_payment', $2)`, [order.id, `3-D Secure check requested by the card issuer (${card}).`]);
  } else {
    await tx.query(`UPDATE orders SET payment_status = 'declined', updated_at = now() WHERE id = $1`, [order.id]);
    await tx.query(`INSERT INTO order_status_history (order_id, status, note) VALUES ($1, 'awaiting_payment', $2)`, [order.id, `Payment not completed (${card}): ${outcome.message}`]);
  }
}

/**
 * Pays an order by card. Three steps so no provider call happens inside a database transaction:
 * (1) lock the order, check it is payable and no other attempt is running, record a 'processing'
 * payment; (2) ask the provider; (3) record its answer. A second concurrent attempt gets 409.
 */
export async function payOrder(db: Database, provider: PaymentProvider, caller: OrderCaller, orderNo: string, card: CardDetails, site: MailSite): Promise<PaymentResult> {
  const paymentId = crypto.randomBytes(16).toString('hex');
  const started = await db.transaction(async (tx) => {
    const order = await findOrder(tx, orderNo, caller, true);
    assertPayable(order);
    const running = await tx.query<{ id: number }>(
      `SELECT id FROM payments WHERE order_id = $1 AND status = 'processing' AND updated_at > now() - make_interval(secs => $2)`,
      [order.id, STALE_PROCESSING_MS / 1000],
    );
    if (running.rows.length > 0) throw new ApiError(409, BUYING_MESSAGES.paymentInProgress);
    // A new attempt replaces a 3-D Secure step left unanswered.
    await tx.query(`UPDATE payments SET status = 'failed', message = 'Replaced by a new payment attempt.', updated_at = now() WHERE order_id = $1 AND status IN ('requires_action', 'processing')`, [order.id]);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO payments (public_id, order_id, provider, amount_cents, currency, status, card_brand, card_last4) VALUES ($1, $2, $3, $4, $6, 'processing', '', $5) RETURNING id`,
      [paymentId, order.id, provider.name, order.total_cents, card.number.slice(-4), order.currency],
    );
    return { order, paymentRowId: rows[0]!.id };
  });
  let outcome: ProviderOutcome;
  try {
    outcome = await provider.charge({ paymentId, amountCents: started.order.total_cents, currency: started.order.currency, description: `Order ${orderNo}`, card });
  } catch {
    outcome = { status: 'failed', reference: '', brand: '', last4: card.number.slice(-4), message: 'The payment service did not answer. Please try again in a moment.' };
  }
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, orderNo, caller, true);
    await recordOutcome(tx, order, started.paymentRowId, outcome, site);
  });
  return { OrderNo: orderNo, PaymentID: paymentId, Status: outcome.status, Message: outcome.message, NextUrl: nextUrlFor(started.order, outcome.status, paymentId) };
}

/** The buyer's answer on the 3-D Secure page (approve or fail the challenge). */
export async function answerChallenge(db: Database, provider: PaymentProvider, caller: OrderCaller, paymentId: string, approved: boolean, site: MailSite): Promise<PaymentResult> {
  const { rows } = await db.query<{ id: number; order_id: number; status: string; provider_ref: string; card_brand: string; card_last4: string }>(
    'SELECT id, order_id, status, provider_ref, card_brand, card_last4 FROM payments WHERE public_id = $1',
    [paymentId],
  );
  const payment = rows[0];
  if (!payment) throw notFound('This payment does not exist.');
  const { rows: orders } = await db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [payment.order_id]);
  const order = orders[0];
  if (!order || !mayOpen(order, caller)) throw notFound('This payment does not exist.');
  if (payment.status !== 'requires_action') throw new ApiError(409, 'This 3-D Secure step was already answered.', 'error', { OrderNo: order.order_no });
  assertPayable(order);
  const outcome = await provider.completeChallenge({ paymentId, reference: payment.provider_ref, approved, brand: payment.card_brand, last4: payment.card_last4 });
  await db.transaction(async (tx) => {
    const locked = await findOrder(tx, order.order_no, caller, true);
    const again = await tx.query<{ status: string }>('SELECT status FROM payments WHERE id = $1 FOR UPDATE', [payment.id]);
    if (again.rows[0]?.status !== 'requires_action') throw new ApiError(409, 'This 3-D Secure step was already answered.', 'error', { OrderNo: order.order_no });
    assertPayable(locked);
    await recordOutcome(tx, locked, payment.id, outcome, site);
  });
  return { OrderNo: order.order_no, PaymentID: paymentId, Status: outcome.status, Message: outcome.message, NextUrl: nextUrlFor(order, outcome.status, paymentId) };
}
