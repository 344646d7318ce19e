import type { Queryable } from '../db/database';
import { enqueueMail } from '../mail/outbox';
import { paymentReceivedMail, type MailSite } from './order-mail';
import type { OrderRow } from './order-queries';
import type { ProviderOutcome } from './payment/provider';

/** An order row locked for writing a payment outcome (the row lock serialises attempts). */
export async function lockOrder(tx: Queryable, orderId: number): Promise<OrderRow> {
  const { rows } = await tx.query<OrderRow>('SELECT * FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
  return rows[0]!;
}

/**
 * Writes a provider's answer: the payment row, the order's payment status, history, and the mail on
 * success. An order no longer awaiting payment (paid by another attempt, cancelled) keeps its state:
 * money taken for it is written down in its history as due for a refund.
 */
export async function recordOutcome(
  tx: Queryable,
  order: OrderRow,
  paymentRowId: number,
  outcome: ProviderOutcome,
  site: MailSite,
): Promise<void> {
  await tx.query(
    `UPDATE payments SET status = $2, provider_ref = $3, card_brand = $4, card_last4 = $5, message = $6, updated_at = now() WHERE id = $1`,
    [paymentRowId, outcome.status, outcome.reference, outcome.brand, outcome.last4, outcome.message],
  );
  const card = `${outcome.brand} •••• ${outcome.last4}`;
  if (order.status !== 'awaiting_payment' || order.payment_status === 'paid') {
    if (outcome.status === 'succeeded') {
      await tx.query(`INSERT INTO order_status_history (order_id, status, note) VALUES ($1, $2, $3)`, [
        order.id,
        order.status,
        `Payment received (${card}) for an order no longer awaiting payment: refund it.`,
      ]);
    }
    return;
  }
  if (outcome.status === 'succeeded') {
    await tx.query(`UPDATE orders SET status = 'paid', payment_status = 'paid', updated_at = now() WHERE id = $1`, [order.id]);
    await tx.query(`INSERT INTO order_status_history (order_id, status, note) VALUES ($1, 'paid', $2)`, [
      order.id,
      `Payment received (${card}).`,
    ]);
    await enqueueMail(
      tx,
      paymentReceivedMail(site, order.email, {
        orderNo: order.order_no,
        accessKey: order.access_key,
        name: `${order.ship_first_name} ${order.ship_last_name}`,
        totalCents: order.total_cents,
        currency: order.currency,
        card,
      }),
    );
  } else if (outcome.status === 'requires_action') {
    await tx.query(`UPDATE orders SET payment_status = 'requires_action', updated_at = now() WHERE id = $1`, [order.id]);
    await tx.query(`INSERT INTO order_status_history (order_id, status, note) VALUES ($1, 'awaiting_payment', $2)`, [
      order.id,
      `3-D Secure check requested by the card issuer (${card}).`,
    ]);
  } else {
    await tx.query(`UPDATE orders SET payment_status = 'declined', updated_at = now() WHERE id = $1`, [order.id]);
    await tx.query(`INSERT INTO order_status_history (order_id, status, note) VALUES ($1, 'awaiting_payment', $2)`, [
      order.id,
      `Payment not completed (${card}): ${outcome.message}`,
    ]);
  }
}
