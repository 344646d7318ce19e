import crypto from 'node:crypto';
import type { Queryable } from '../db/database';
import type { SharedRedis } from '../cache/redis-client';

/**
 * Sign-in throttle, kept in the database so every app instance sees the same counts. With
 * REDIS_URL the counts are read from Redis instead (sorted sets of attempt times, one per key),
 * which spares PostgreSQL four counting subqueries per attempt; every attempt is still written to
 * login_attempts, the record, so while Redis is away the database answers with the same counts.
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

/** Where the counts live: the database, and with REDIS_URL also Redis (a request context fits). */
export interface ThrottleStore {
  db: Queryable;
  redis?: SharedRedis | undefined;
}

const addressKey = (ip: string) => `throttle:address:${ip}`;
const accountKey = (emailKey: string) => `throttle:account:${emailKey}`;

function verdictFrom(addressAttempts: number, addressOldestAgeSeconds: number | null, accountFailures: number, accountOldestAgeSeconds: number | null): ThrottleVerdict {
  if (addressAttempts >= ADDRESS_ATTEMPT_LIMIT) {
    return { blocked: true, scope: 'address', retryAfterSeconds: Math.max(1, Math.ceil(ADDRESS_WINDOW_SECONDS - (addressOldestAgeSeconds ?? 0))) };
  }
  if (accountFailures >= ACCOUNT_FAILURE_LIMIT) {
    return { blocked: true, scope: 'account', retryAfterSeconds: Math.max(1, Math.ceil(ACCOUNT_WINDOW_SECONDS - (accountOldestAgeSeconds ?? 0))) };
  }
  return { blocked: false };
}

async function checkInRedis(redis: SharedRedis, emailKey: string, ip: string): Promise<ThrottleVerdict | undefined> {
  const now = Date.now();
  const replies = await redis.attempt('throttle read', (client) =>
    client
      .multi()
      .zremrangebyscore(addressKey(ip), '-inf', String(now - ADDRESS_WINDOW_SECONDS * 1000))
      .zcard(addressKey(ip))
      .zrange(addressKey(ip), '0', '0', 'WITHSCORES')
      .zremrangebyscore(accountKey(emailKey), '-inf', String(now - ACCOUNT_WINDOW_SECONDS * 1000))
      .zcard(accountKey(emailKey))
      .zrange(accountKey(emailKey), '0', '0', 'WITHSCORES')
      .exec(),
  );
  if (!replies || replies.some(([error]) => error)) return undefined;
  const ageOf = (range: unknown) => {
    const score = (range as string[])[1];
    return score === undefined ? null : (now - Number(score)) / 1000;
  };
  return verdictFrom(Number(replies[1]![1]), ageOf(replies[2]![1]), Number(replies[4]![1]), ageOf(replies[5]![1]));
}

export async function checkSignInThrottle(store: ThrottleStore, emailKey: string, ip: string): Promise<ThrottleVerdict> {
  if (store.redis) {
    const verdict = await checkInRedis(store.redis, emailKey, ip);
    if (verdict) return verdict;
  }
  const { db } = store;
  const { rows } = await db.query<{ address_attempts: number; address_oldest: number | null; account_failures: number; account_oldest: number | null }>(
    `SELECT
       (SELECT count(*) FROM login_attempts WHERE ip = $2 AND created_at > now() - make_interval(secs => $3)) AS address_attempts,
       (SELECT extract(epoch FROM now() - min(created_at))::float8 FROM login_attempts WHERE ip = $2 AND created_at > now() - make_interval(secs => $3)) AS address_oldest,
       (SELECT count(*) FROM login_attempts WHERE email_key = $1 AND outcome = 'failure' AND created_at > now() - make_interval(secs => $4)) AS account_failures,
       (SELECT extract(epoch FROM now() - min(created_at))::float8 FROM login_attempts WHERE email_key = $1 AND outcome = 'failure' AND created_at > now() - make_interval(secs => $4)) AS account_oldest`,
    [emailKey, ip, ADDRESS_WINDOW_SECONDS, ACCOUNT_WINDOW_SECONDS],
  );
  const row = rows[0]!;
  return verdictFrom(row.address_attempts, row.address_oldest, row.account_failures, row.account_oldest);
}

export async function recordSignInAttempt(store: ThrottleStore, emailKey: string, ip: string, outcome: 'success' | 'failure' | 'throttled'): Promise<void> {
  if (store.redis) {
    const now = Date.now();
    // Unique members: two attempts in the same millisecond are two attempts.
    const member = `${now}:${crypto.randomBytes(4).toString('hex')}`;
    await store.redis.attempt('throttle write', (client) => {
      const batch = client.multi().zadd(addressKey(ip), now, member).pexpire(addressKey(ip), ADDRESS_WINDOW_SECONDS * 1000);
      if (outcome === 'failure') batch.zadd(accountKey(emailKey), now, member).pexpire(accountKey(emailKey), ACCOUNT_WINDOW_SECONDS * 1000);
      if (outcome === 'success') batch.del(accountKey(emailKey));
      return batch.exec();
    });
  }
  const { db } = store;
  await db.query('INSERT INTO login_attempts (email_key, ip, outcome) VALUES ($1, $2, $3)', [emailKey, ip, outcome]);
  if (outcome === 'success') {
    // A correct password ends the account's run of failures.
    await db.query(`DELETE FROM login_attempts WHERE email_key = $1 AND outcome = 'failure'`, [emailKey]);
  }
  // Now and then, forget attempts older than a day; the windows are far shorter.
  if (Math.random() < 0.01) await db.query(`DELETE FROM login_attempts WHERE created_at < now() - interval '1 day'`);
}

/** Clears the account's run of failures in Redis (a password reset); the caller clears login_attempts in its transaction. */
export async function forgetAccountFailures(redis: SharedRedis | undefined, emailKey: string): Promise<void> {
  await redis?.attempt('throttle reset', (client) => client.del(accountKey(emailKey)));
}
