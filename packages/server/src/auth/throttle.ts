import type { Queryable } from '../db/database';

/**
 * Sign-in throttle, kept in the database so every app instance sees the same counts.
 * - Per account key (the lower-cased email, known or not, so unknown addresses behave the same):
 *   after 5 failures within 15 minutes, the 6th attempt and every one after it answers 429 until
 *   the oldest failure leaves the window. A success clears the count.
 * - Per client address: more than 20 attempts within one minute answers 429.
 */
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;
export const ADDRESS_ATTEMPT_LIMIT = 20;
export const ADDRESS_WINDOW_SECONDS = 60;

export type ThrottleVerdict = { blocked: false } | { blocked: true; scope: 'account' | 'address'; retryAfterSeconds: number };

export async function checkSignInThrottle(db: Queryable, emailKey: string, ip: string): Promise<ThrottleVerdict> {
  const { rows } = await db.query<{ address_attempts: number; address_oldest: number | null; account_failures: number; account_oldest: number | null }>(
    `SELECT
       (SELECT count(*) FROM login_attempts WHERE ip = $2 AND created_at > now() - make_interval(secs => $3)) AS address_attempts,
       (SELECT extract(epoch FROM now() - min(created_at))::float8 FROM login_attempts WHERE ip = $2 AND created_at > now() - make_interval(secs => $3)) AS address_oldest,
       (SELECT count(*) FROM login_attempts WHERE email_key = $1 AND outcome = 'failure' AND created_at > now() - make_interval(secs => $4)) AS account_failures,
       (SELECT extract(epoch FROM now() - min(created_at))::float8 FROM login_attempts WHERE email_key = $1 AND outcome = 'failure' AND created_at > now() - make_interval(secs => $4)) AS account_oldest`,
    [emailKey, ip, ADDRESS_WINDOW_SECONDS, ACCOUNT_WINDOW_SECONDS],
  );
  const row = rows[0]!;
  if (row.address_attempts >= ADDRESS_ATTEMPT_LIMIT) {
    return { blocked: true, scope: 'address', retryAfterSeconds: Math.max(1, Math.ceil(ADDRESS_WINDOW_SECONDS - (row.address_oldest ?? 0))) };
  }
  if (row.account_failures >= ACCOUNT_FAILURE_LIMIT) {
    return { blocked: true, scope: 'account', retryAfterSeconds: Math.max(1, Math.ceil(ACCOUNT_WINDOW_SECONDS - (row.account_oldest ?? 0))) };
  }
  return { blocked: false };
}

export async function recordSignInAttempt(db: Queryable, emailKey: string, ip: string, outcome: 'success' | 'failure' | 'throttled'): Promise<void> {
  await db.query('INSERT INTO login_attempts (email_key, ip, outcome) VALUES ($1, $2, $3)', [emailKey, ip, outcome]);
  if (outcome === 'success') {
    // A correct password ends the account's run of failures.
    await db.query(`DELETE FROM login_attempts WHERE email_key = $1 AND outcome = 'failure'`, [emailKey]);
  }
  // Now and then, forget attempts older than a day; the windows are far shorter.
  if (Math.random() < 0.01) await db.query(`DELETE FROM login_attempts WHERE created_at < now() - interval '1 day'`);
}
