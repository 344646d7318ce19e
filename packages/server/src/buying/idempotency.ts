import crypto from 'node:crypto';
import { BUYING_MESSAGES } from '@ferrite/contract/buying';
import type { Queryable } from '../db/database';
import { ApiError } from '../api/errors';

/**
 * Idempotency keys (the Idempotency-Key header, IETF draft-ietf-httpapi-idempotency-key-header).
 * The key is claimed by the first statement of the order's transaction and answered with the
 * order it created, so it exists exactly when its order does: a failed attempt (409 out of stock)
 * rolls the claim back and the same key may be tried again. A concurrent duplicate waits on the
 * claim's row lock, then replays the stored answer; the same key with another body gets 422.
 */

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** JSON with object keys sorted, so the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(input: unknown): string {
  return crypto.createHash('sha256').update(canonicalJson(input)).digest('hex');
}

/** The key of a request: the header first, then the form field (forms cannot set headers). */
export function idempotencyKeyOf(headers: Record<string, string | undefined>, field: string | undefined): string | undefined {
  const raw = (headers['idempotency-key'] ?? field)?.trim();
  if (raw === undefined || raw === '') return undefined;
  // RFC 8941 sf-string quoting is allowed in the header: "abc".
  const key = /^".*"$/.test(raw) ? raw.slice(1, -1) : raw;
  if (!KEY_PATTERN.test(key)) throw new ApiError(400, 'Idempotency-Key must be 1 to 255 printable characters without spaces.');
  return key;
}

export interface StoredAnswer<T> {
  data: T;
  message: string;
}

/**
 * Claims a key inside the caller's transaction. Answers undefined when the key is new (go on and
 * do the work, then `rememberAnswer`), or the stored answer of the request that used it first.
 */
export async function claimKey<T>(tx: Queryable, scope: string, key: string, hash: string): Promise<StoredAnswer<T> | undefined> {
  const claimed = await tx.query(
    'INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key',
    [scope, key, hash],
  );
  if (claimed.rows.length > 0) return undefined;
  const { rows } = await tx.query<{ request_hash: string; response: string | null }>(
    'SELECT request_hash, response FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [scope, key],
  );
  const stored = rows[0];
  if (!stored || stored.response === null)
    throw new ApiError(409, 'The first request with this Idempotency-Key is still running. Please retry in a moment.');
  if (stored.request_hash !== hash) throw new ApiError(422, BUYING_MESSAGES.idempotencyMismatch);
  return JSON.parse(stored.response) as StoredAnswer<T>;
}

export async function rememberAnswer<T>(
  tx: Queryable,
  scope: string,
  key: string,
  answer: StoredAnswer<T>,
  orderId: number,
): Promise<void> {
  await tx.query('UPDATE idempotency_keys SET response = $3, order_id = $4 WHERE scope = $1 AND key = $2', [
    scope,
    key,
    JSON.stringify(answer),
    orderId,
  ]);
}
