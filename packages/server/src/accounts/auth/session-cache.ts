import type { SharedRedis } from '../../cache/redis-client';

/**
 * Session look-ups cached in Redis (when REDIS_URL is set), so a signed-in page costs no
 * PostgreSQL query. PostgreSQL stays the record of sessions; an entry lives briefly and is keyed
 * by the token's hash, never the token.
 *
 * Invalidation: whatever ends a session or changes what an entry holds (log off, password change
 * or reset, sign-in rotation, email change or confirmation) calls `forgetUserSessions` after its
 * transaction committed. That stamps the user with the time of the change; an entry is believed
 * only if the database read that filled it began after that stamp, so a look-up that raced the
 * change (read the old row just before the commit, wrote it just after) is never believed. Entries
 * expire SESSION_CACHE_SECONDS after their read began, and the stamp outlives that.
 * Instances' clocks are assumed to agree within CLOCK_SKEW_MS.
 */
export const SESSION_CACHE_SECONDS = 30;
const CHANGED_STAMP_SECONDS = SESSION_CACHE_SECONDS + 10;
export const CLOCK_SKEW_MS = 1_000;

export interface CachedSessionRow {
  session_id: number;
  last_seen_at: Date;
  expires_at: Date;
  user_id: number;
  email: string;
  user_name: string;
  email_verified_at: Date | null;
  /** When the database read behind this row began (set by lookUpSession). */
  read_at?: number;
}

interface Entry {
  s: number;
  u: number;
  e: string;
  n: string;
  v: number | null;
  l: number;
  x: number;
  /** When the database read that filled this entry began. */
  f: number;
}

const entryKey = (tokenHash: string) => `session:${tokenHash}`;
const changedKey = (userId: number) => `session-user-changed:${userId}`;

function toEntry(row: CachedSessionRow, readAt: number): Entry {
  return {
    f: readAt,
    s: row.session_id,
    u: row.user_id,
    e: row.email,
    n: row.user_name,
    v: row.email_verified_at ? new Date(row.email_verified_at).getTime() : null,
    l: new Date(row.last_seen_at).getTime(),
    x: new Date(row.expires_at).getTime(),
  };
}

function fromEntry(entry: Entry): CachedSessionRow {
  return {
    session_id: entry.s,
    user_id: entry.u,
    email: entry.e,
    user_name: entry.n,
    email_verified_at: entry.v === null ? null : new Date(entry.v),
    last_seen_at: new Date(entry.l),
    expires_at: new Date(entry.x),
    read_at: entry.f,
  };
}

/** The live session for a token hash: from Redis when it has a believable entry, else from `load`. */
export async function lookUpSession(
  redis: SharedRedis | undefined,
  tokenHash: string,
  load: () => Promise<CachedSessionRow | undefined>,
): Promise<CachedSessionRow | undefined> {
  if (!redis) return load();
  const cached = await redis.attempt('session read', async (client) => {
    const raw = await client.get(entryKey(tokenHash));
    if (!raw) return null;
    const entry = JSON.parse(raw) as Entry;
    if (entry.x <= Date.now()) return null;
    const changedAt = await client.get(changedKey(entry.u));
    return changedAt !== null && entry.f <= Number(changedAt) + CLOCK_SKEW_MS ? null : entry;
  });
  if (cached) return fromEntry(cached);
  const readAt = Date.now();
  const row = await load();
  // Only live sessions are cached: a bad token always reaches the database (and stays cheap there).
  if (row) {
    row.read_at = readAt;
    await rememberSession(redis, tokenHash, row, readAt);
  }
  return row;
}

/** Writes (or refreshes after a last-seen update) the entry for a row read from the database at `readAt`. */
export async function rememberSession(
  redis: SharedRedis | undefined,
  tokenHash: string,
  row: CachedSessionRow,
  readAt: number,
): Promise<void> {
  if (!redis) return;
  const until = Math.min(readAt + SESSION_CACHE_SECONDS * 1000, new Date(row.expires_at).getTime());
  const ms = until - Date.now();
  if (ms < 1) return;
  await redis.attempt('session write', (client) => client.set(entryKey(tokenHash), JSON.stringify(toEntry(row, readAt)), 'PX', ms));
}

/**
 * Call after the transaction that revoked a user's sessions or changed the user committed.
 * If Redis cannot be reached at that moment the stamp is lost: another instance may then believe
 * an entry read before the change for at most SESSION_CACHE_SECONDS.
 */
export async function forgetUserSessions(redis: SharedRedis | undefined, userId: number): Promise<void> {
  if (!redis) return;
  await redis.attempt('session invalidation', (client) => client.set(changedKey(userId), String(Date.now()), 'EX', CHANGED_STAMP_SECONDS));
}
