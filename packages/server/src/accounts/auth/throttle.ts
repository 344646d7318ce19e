import crypto from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { SharedRedis } from '../../cache/redis-client';

/**
 * Sign-in throttle, shared by every app instance. Each attempt is admitted or refused BEFORE its
 * password is checked, in one atomic step that both counts it and answers whether it is over a
 * limit, so a burst of parallel attempts gets no more password checks than the limits allow:
 * - Per account key (the lower-cased email, known or not, so unknown addresses behave the same):
 *   at most 5 failures within 15 minutes. An admitted attempt counts as a failure until its check
 *   succeeds; a success clears the count. Further attempts answer 429 until the oldest failure
 *   leaves the window.
 * - Per client address: at most 20 admitted attempts within one minute; further ones answer 429.
 *   Refused attempts do not prolong the refusal.
 * The step is a Lua script in Redis (REDIS_URL), else the admit_sign_in function in the database
 * (migration 011), which serialises attempts on one account or address with advisory locks.
 * Every attempt is written to login_attempts, the record, with its outcome; while Redis is away
 * the database answers from that record.
 */
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;
export const ADDRESS_ATTEMPT_LIMIT = 20;
export const ADDRESS_WINDOW_SECONDS = 60;

export type ThrottleScope = 'account' | 'address';

/** An admitted attempt, to be settled once its password was checked. */
export interface SignInTicket {
  attemptId: number;
  emailKey: string;
}

export type Admission = { blocked: false; ticket: SignInTicket } | { blocked: true; scope: ThrottleScope; retryAfterSeconds: number };

/** Where the counts live: the database, and with REDIS_URL also Redis (a request context fits). */
export interface ThrottleStore {
  db: Queryable;
  redis?: SharedRedis | undefined;
}

const addressKey = (ip: string) => `throttle:address:${ip}`;
const accountKey = (emailKey: string) => `throttle:account:${emailKey}`;

const retrySeconds = (seconds: number) => Math.max(1, Math.ceil(seconds));

/**
 * KEYS: address set, account set (sorted sets of admitted attempts, scored by Redis's own clock in
 * ms, so instances with skewed clocks agree). ARGV: a unique member suffix, then the limits and
 * windows (ms). Answers {scope, retry ms} when refused, {'admitted', 0} after adding the attempt.
 */
const ADMIT_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local function refusal(key, limit, window)
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local counted = redis.call('ZCARD', key)
  if counted < limit then return nil end
  -- The next attempt is admitted once all but limit - 1 of these have left the window.
  local freed = redis.call('ZRANGE', key, counted - limit, counted - limit, 'WITHSCORES')
  return tonumber(freed[2]) + window - now
end
local wait = refusal(KEYS[1], tonumber(ARGV[2]), tonumber(ARGV[3]))
if wait then return {'address', wait} end
wait = refusal(KEYS[2], tonumber(ARGV[4]), tonumber(ARGV[5]))
if wait then return {'account', wait} end
local member = now .. ':' .. ARGV[1]
redis.call('ZADD', KEYS[1], now, member)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('ZADD', KEYS[2], now, member)
redis.call('PEXPIRE', KEYS[2], ARGV[5])
return {'admitted', 0}
`;

async function admitInRedis(
  redis: SharedRedis,
  emailKey: string,
  ip: string,
): Promise<{ scope: ThrottleScope | null; retryAfterSeconds: number } | undefined> {
  const answer = (await redis.attempt('throttle admit', (client) =>
    client.eval(
      ADMIT_SCRIPT,
      2,
      addressKey(ip),
      accountKey(emailKey),
      // Unique members: two attempts in the same millisecond are two attempts.
      crypto.randomBytes(6).toString('hex'),
      ADDRESS_ATTEMPT_LIMIT,
      ADDRESS_WINDOW_SECONDS * 1000,
      ACCOUNT_FAILURE_LIMIT,
      ACCOUNT_WINDOW_SECONDS * 1000,
    ),
  )) as [string, number] | undefined;
  if (!answer) return undefined;
  const [scope, waitMs] = answer;
  return scope === 'admitted'
    ? { scope: null, retryAfterSeconds: 0 }
    : { scope: scope as ThrottleScope, retryAfterSeconds: retrySeconds(waitMs / 1000) };
}

/**
 * Counts one sign-in attempt and answers whether it may have its password checked. An admitted
 * attempt must be settled with settleSignInAttempt once the password was checked.
 */
export async function admitSignInAttempt(store: ThrottleStore, emailKey: string, ip: string): Promise<Admission> {
  const { db } = store;
  const fromRedis = store.redis ? await admitInRedis(store.redis, emailKey, ip) : undefined;
  let attemptId: number;
  let scope: ThrottleScope | null;
  let retryAfterSeconds = 0;
  if (fromRedis) {
    ({ scope, retryAfterSeconds } = fromRedis);
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO login_attempts (email_key, ip, outcome) VALUES ($1, $2, $3) RETURNING id',
      [emailKey, ip, scope ? 'throttled' : 'pending'],
    );
    attemptId = rows[0]!.id;
  } else {
    const { rows } = await db.query<{ attempt_id: number; blocked_scope: ThrottleScope | null; retry_after_seconds: number | null }>(
      'SELECT attempt_id, blocked_scope, retry_after_seconds FROM admit_sign_in($1, $2, $3, $4, $5, $6)',
      [emailKey, ip, ADDRESS_ATTEMPT_LIMIT, ADDRESS_WINDOW_SECONDS, ACCOUNT_FAILURE_LIMIT, ACCOUNT_WINDOW_SECONDS],
    );
    const row = rows[0]!;
    attemptId = row.attempt_id;
    scope = row.blocked_scope;
    if (scope) retryAfterSeconds = retrySeconds(row.retry_after_seconds ?? 0);
  }
  // Now and then, forget attempts older than a day; the windows are far shorter.
  if (Math.random() < 0.01) await db.query(`DELETE FROM login_attempts WHERE created_at < now() - interval '1 day'`);
  return scope ? { blocked: true, scope, retryAfterSeconds } : { blocked: false, ticket: { attemptId, emailKey } };
}

/**
 * Records how an admitted attempt's password check went. A failure keeps the count the attempt
 * already added; a success ends the account's run of failures.
 */
export async function settleSignInAttempt(store: ThrottleStore, ticket: SignInTicket, outcome: 'success' | 'failure'): Promise<void> {
  if (outcome === 'failure') {
    await store.db.query(`UPDATE login_attempts SET outcome = 'failure' WHERE id = $1`, [ticket.attemptId]);
    return;
  }
  await store.redis?.attempt('throttle clear', (client) => client.del(accountKey(ticket.emailKey)));
  // Attempts still being checked stay pending: each becomes a failure or a success of its own.
  await store.db.query(
    `WITH settled AS (UPDATE login_attempts SET outcome = 'success' WHERE id = $1)
     DELETE FROM login_attempts WHERE email_key = $2 AND outcome = 'failure' AND id <> $1`,
    [ticket.attemptId, ticket.emailKey],
  );
}

/** Clears the account's run of failures in Redis (a password reset); the caller clears login_attempts in its transaction. */
export async function forgetAccountFailures(redis: SharedRedis | undefined, emailKey: string): Promise<void> {
  await redis?.attempt('throttle reset', (client) => client.del(accountKey(emailKey)));
}
