import crypto from 'node:crypto';
import { BUYING_MESSAGES, type PaymentResult } from '@ferrite/contract/buying';
import type { Database } from '../db/database';
import { crashPoint } from '../lib/crash-point';
import { isUniqueViolation } from '../accounts/guard';
import { ApiError, badRequest, notFound } from '../api/errors';
import { findOrder, mayOpen, type OrderCaller, type OrderRow } from './order-queries';
import type { MailSite } from './order-mail';
import { lockOrder, recordOutcome } from './payment-outcome';
import { PROVIDER_TIMEOUT_MS, reconcileOrder } from './payment-reconciler';
import type { CardDetails, PaymentProvider, ProviderOutcome } from './payment/provider';

/** Where the buyer goes after a payment attempt. */
export function nextUrlFor(
  order: Pick<OrderRow, 'order_no' | 'access_key' | 'user_id'>,
  outcome: PaymentResult['Status'],
  paymentId: string,
): string {
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
  if (year > now.getUTCFullYear() + 20)
    throw badRequest('Expiry date is too far in the future.', { FieldErrors: { Expiry: 'Expiry date is too far in the future.' } });
  return { month, year };
}

function assertPayable(order: OrderRow): void {
  if (order.status === 'cancelled') throw new ApiError(409, BUYING_MESSAGES.orderCancelled);
  if (order.payment_status === 'paid' || order.status !== 'awaiting_payment')
    throw new ApiError(409, BUYING_MESSAGES.orderPaid, 'error', { OrderNo: order.order_no });
}

/** The provider's answer, or undefined when it did not come in time (the outcome is unknown, not failed). */
async function askProvider(call: () => Promise<ProviderOutcome>): Promise<ProviderOutcome | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), PROVIDER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([call(), timeout]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

const unanswered = (paymentId: string, orderNo: string, order: OrderRow): PaymentResult => ({
  OrderNo: orderNo,
  PaymentID: paymentId,
  Status: 'processing',
  Message: BUYING_MESSAGES.paymentNoAnswer,
  NextUrl: nextUrlFor(order, 'processing', paymentId),
});

/**
 * Writes the provider's answer for an attempt the caller left 'processing'. The reconciler may have
 * written the same answer meanwhile (the provider answers a key the same every time); an answer of
 * money taken is written even over an attempt the reconciler gave up on, as it is what happened.
 */
async function settleAttempt(
  db: Database,
  orderId: number,
  paymentRowId: number,
  outcome: ProviderOutcome,
  site: MailSite,
  openStatuses: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const { rows } = await tx.query<{ status: string }>('SELECT status FROM payments WHERE id = $1 FOR UPDATE', [paymentRowId]);
    const status = rows[0]!.status;
    if (openStatuses.includes(status) || (outcome.status === 'succeeded' && status !== 'succeeded'))
      await recordOutcome(tx, order, paymentRowId, outcome, site);
  });
}

/**
 * Pays an order by card, so that no crash or retry charges it twice:
 * (0) every attempt of the order still open is first settled with the provider by its idempotency
 *     key (an earlier attempt that did take the money makes this request its answer, no new charge);
 * (1) under the order's lock, check it is payable and no attempt is still running, and commit a
 *     'processing' attempt with a new idempotency key;
 * (2) ask the provider with that key (no transaction open meanwhile);
 * (3) write its answer. An answer that does not come leaves the attempt 'processing' for (0) of
 * the next request, the order page, or the sweep to settle.
 */
export async function payOrder(
  db: Database,
  provider: PaymentProvider,
  caller: OrderCaller,
  orderNo: string,
  card: CardDetails,
  site: MailSite,
): Promise<PaymentResult> {
  crashPoint('pay:before-record', orderNo);
  const current = await findOrder(db, orderNo, caller);
  assertPayable(current);
  const reconciled = await reconcileOrder(db, provider, current.id, site);
  const paid = reconciled.find((r) => r.verdict === 'settled' && r.outcome.status === 'succeeded');
  if (paid?.verdict === 'settled') {
    return {
      OrderNo: orderNo,
      PaymentID: paid.attempt.public_id,
      Status: 'succeeded',
      Message: paid.outcome.message,
      NextUrl: nextUrlFor(current, 'succeeded', paid.attempt.public_id),
    };
  }
  if (reconciled.some((r) => r.verdict === 'unreachable')) throw new ApiError(503, BUYING_MESSAGES.paymentNoAnswer);

  const paymentId = crypto.randomBytes(16).toString('hex');
  const idempotencyKey = crypto.randomBytes(16).toString('hex');
  const started = await db
    .transaction(async (tx) => {
      const order = await findOrder(tx, orderNo, caller, true);
      assertPayable(order);
      const running = await tx.query<{ id: number }>(`SELECT id FROM payments WHERE order_id = $1 AND status = 'processing'`, [order.id]);
      if (running.rows.length > 0) throw new ApiError(409, BUYING_MESSAGES.paymentInProgress);
      // A new attempt replaces a 3-D Secure step left unanswered (the provider has it pending, not paid: see reconcileOrder above).
      await tx.query(
        `UPDATE payments SET status = 'failed', message = 'Replaced by a new payment attempt.', updated_at = now() WHERE order_id = $1 AND status = 'requires_action'`,
        [order.id],
      );
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO payments (public_id, idempotency_key, order_id, provider, amount_cents, currency, status, card_brand, card_last4)
         VALUES ($1, $2, $3, $4, $5, $6, 'processing', '', $7) RETURNING id`,
        [paymentId, idempotencyKey, order.id, provider.name, order.total_cents, order.currency, card.number.slice(-4)],
      );
      return { order, paymentRowId: rows[0]!.id };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new ApiError(409, BUYING_MESSAGES.paymentInProgress) : error;
    });
  crashPoint('pay:after-record', orderNo);

  const { order } = started;
  const outcome = await askProvider(() =>
    provider.charge({ idempotencyKey, amountCents: order.total_cents, currency: order.currency, description: `Order ${orderNo}`, card }),
  );
  if (!outcome) return unanswered(paymentId, orderNo, order);
  crashPoint('pay:after-charge', orderNo);

  await settleAttempt(db, order.id, started.paymentRowId, outcome, site, ['processing']);
  crashPoint('pay:after-commit', orderNo);
  return {
    OrderNo: orderNo,
    PaymentID: paymentId,
    Status: outcome.status,
    Message: outcome.message,
    NextUrl: nextUrlFor(order, outcome.status, paymentId),
  };
}

/**
 * The buyer's answer on the 3-D Secure page (approve or fail the challenge). The attempt is made
 * 'processing' (committed) before the provider hears the answer, so a new payment cannot start
 * beside it and a crash leaves it for the reconciler, which asks the provider by its key.
 */
export async function answerChallenge(
  db: Database,
  provider: PaymentProvider,
  caller: OrderCaller,
  paymentId: string,
  approved: boolean,
  site: MailSite,
): Promise<PaymentResult> {
  const { rows } = await db.query<{ id: number; order_id: number; status: string; idempotency_key: string }>(
    'SELECT id, order_id, status, idempotency_key FROM payments WHERE public_id = $1',
    [paymentId],
  );
  const payment = rows[0];
  if (!payment) throw notFound('This payment does not exist.');
  const { rows: orders } = await db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [payment.order_id]);
  const order = orders[0];
  if (!order || !mayOpen(order, caller)) throw notFound('This payment does not exist.');
  const answered = () => new ApiError(409, 'This 3-D Secure step was already answered.', 'error', { OrderNo: order.order_no });
  if (payment.status !== 'requires_action') throw answered();
  assertPayable(order);
  await db
    .transaction(async (tx) => {
      assertPayable(await lockOrder(tx, order.id));
      const claimed = await tx.query(
        `UPDATE payments SET status = 'processing', updated_at = now() WHERE id = $1 AND status = 'requires_action' RETURNING id`,
        [payment.id],
      );
      if (claimed.rows.length === 0) throw answered();
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new ApiError(409, BUYING_MESSAGES.paymentInProgress) : error;
    });
  const outcome = await askProvider(() => provider.completeChallenge({ idempotencyKey: payment.idempotency_key, approved }));
  if (!outcome) return unanswered(paymentId, order.order_no, order);
  crashPoint('challenge:after-provider', order.order_no);
  await settleAttempt(db, order.id, payment.id, outcome, site, ['processing', 'requires_action']);
  return {
    OrderNo: order.order_no,
    PaymentID: paymentId,
    Status: outcome.status,
    Message: outcome.message,
    NextUrl: nextUrlFor(order, outcome.status, paymentId),
  };
}
