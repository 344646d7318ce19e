import type { Database } from '../db/database';
import type { MailSite } from './order-mail';
import { lockOrder, recordOutcome } from './payment-outcome';
import type { PaymentProvider, ProviderOutcome } from './payment/provider';

/**
 * How long an attempt may wait on the provider before the shop presumes the process that made it
 * died. Longer than PROVIDER_TIMEOUT_MS, so a living process has stopped waiting by then.
 */
export const PROCESSING_WINDOW_MS = 30_000;
/** A provider call not answered in this long is left unknown, for the reconciler to settle. */
export const PROVIDER_TIMEOUT_MS = 20_000;
/** What a retired attempt (one the provider never saw) says on the order page. */
export const NEVER_REACHED_MESSAGE = 'This payment attempt did not reach the payment service; nothing was charged.';

/** An attempt waiting on the provider ('processing') or on the buyer's 3-D Secure answer. */
export interface OpenAttempt {
  id: number;
  public_id: string;
  order_id: number;
  idempotency_key: string;
  status: 'processing' | 'requires_action';
  age_ms: number;
}

export type Reconciled =
  /** The provider's outcome is now the attempt's. */
  | { verdict: 'settled'; attempt: OpenAttempt; outcome: ProviderOutcome }
  /** Still open: a 3-D Secure step waiting on the buyer, or an attempt that may still be calling the provider. */
  | { verdict: 'open'; attempt: OpenAttempt }
  /** Never reached the provider and its process is gone: marked failed, a new charge is safe. */
  | { verdict: 'retired'; attempt: OpenAttempt }
  /** The provider could not be asked; nothing changed. */
  | { verdict: 'unreachable'; attempt: OpenAttempt };

const OPEN_ATTEMPT = `SELECT id, public_id, order_id, idempotency_key, status, (extract(epoch FROM now() - updated_at) * 1000)::float8 AS age_ms FROM payments`;

const FINAL = new Set<ProviderOutcome['status']>(['succeeded', 'declined', 'failed']);

/**
 * Asks the provider, by idempotency key, what became of one open attempt, and writes it down. A
 * final answer (succeeded, declined, failed) is written at once. While the attempt is young it may
 * still be on its way (the provider has no record yet, or a 3-D Secure answer is being sent), so
 * only a stale attempt is reset to the provider's 'requires_action', or retired when the provider
 * never saw its key. Each write re-checks, under the order's row lock, that the attempt is still
 * as it was read.
 */
export async function reconcileAttempt(db: Database, provider: PaymentProvider, attempt: OpenAttempt, site: MailSite): Promise<Reconciled> {
  let known: ProviderOutcome | undefined;
  try {
    known = await provider.retrieve(attempt.idempotency_key);
  } catch {
    return { verdict: 'unreachable', attempt };
  }
  const stale = attempt.age_ms >= PROCESSING_WINDOW_MS;
  const adopt = known !== undefined && (FINAL.has(known.status) || (stale && known.status !== attempt.status));
  const retire = known === undefined && stale && attempt.status === 'processing';
  if (!adopt && !retire) return { verdict: 'open', attempt };
  const written = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, attempt.order_id);
    const now = await tx.query<{ status: string }>('SELECT status FROM payments WHERE id = $1 FOR UPDATE', [attempt.id]);
    if (now.rows[0]?.status !== attempt.status) return false;
    if (adopt) await recordOutcome(tx, order, attempt.id, known!, site);
    else
      await tx.query(`UPDATE payments SET status = 'failed', message = $2, updated_at = now() WHERE id = $1`, [
        attempt.id,
        NEVER_REACHED_MESSAGE,
      ]);
    return true;
  });
  if (!written) return { verdict: 'open', attempt };
  return adopt ? { verdict: 'settled', attempt, outcome: known! } : { verdict: 'retired', attempt };
}

/** Reconciles every open attempt of one order (before a new charge, and when its page is shown). */
export async function reconcileOrder(db: Database, provider: PaymentProvider, orderId: number, site: MailSite): Promise<Reconciled[]> {
  const { rows } = await db.query<OpenAttempt>(
    `${OPEN_ATTEMPT} WHERE order_id = $1 AND status IN ('processing', 'requires_action') ORDER BY id`,
    [orderId],
  );
  const results: Reconciled[] = [];
  for (const attempt of rows) results.push(await reconcileAttempt(db, provider, attempt, site));
  return results;
}

let lastSweep = 0;
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 50;

/**
 * Settles attempts left 'processing' longer than the window across all orders (a crash the buyer
 * never came back after; a 3-D Secure answer is 'processing' too while it is sent), a few at a time, at most once a minute per process. Runs before the overdue-order
 * sweep, which leaves alone any order with an attempt still 'processing'.
 */
export async function sweepOpenPayments(db: Database, provider: PaymentProvider, site: MailSite, force = false): Promise<Reconciled[]> {
  if (!force && Date.now() - lastSweep < SWEEP_EVERY_MS) return [];
  lastSweep = Date.now();
  const { rows } = await db.query<OpenAttempt>(
    `${OPEN_ATTEMPT} WHERE status = 'processing' AND updated_at < now() - make_interval(secs => $1) ORDER BY updated_at LIMIT $2`,
    [PROCESSING_WINDOW_MS / 1000, SWEEP_BATCH],
  );
  const results: Reconciled[] = [];
  for (const attempt of rows) results.push(await reconcileAttempt(db, provider, attempt, site));
  return results;
}
