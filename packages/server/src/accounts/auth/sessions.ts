import type { Queryable } from '../../db/database';
import { COOKIE_MAX_AGE_SECONDS } from '../../api/cookies';
import type { RequestContext } from '../../api/context';
import { csrfTokenFor, hashToken, isWellFormedToken, newSecretToken } from './tokens';
import { lookUpSession, rememberSession, type CachedSessionRow } from './session-cache';

/** Sessions last as long as their cookie: 30 days (docs/product.md §9), counted from sign-in. */
export const SESSION_LIFETIME_SECONDS = COOKIE_MAX_AGE_SECONDS;
/** last_seen_at is refreshed at most this often, so reads do not each cost a write. */
const LAST_SEEN_RESOLUTION_MS = 60 * 60 * 1000;

/** Who is signed in on this request, and how they proved it. */
export interface AuthSession {
  sessionId: number;
  /** The bearer token as presented: needed to derive the CSRF token and to hand to SSR. */
  token: string;
  via: 'bearer' | 'cookie';
  user: SessionUserRecord;
}

export interface SessionUserRecord {
  id: number;
  email: string;
  userName: string;
  emailVerified: boolean;
}

/**
 * The auth cookie. Over https it carries the `__Host-` prefix (Secure, Path=/, no Domain), so no
 * sibling subdomain or plain-http page can plant or overwrite it.
 */
export function authCookieName(secure: boolean): string {
  return secure ? '__Host-token' : 'token';
}

export function setAuthCookie(ctx: RequestContext, token: string): void {
  ctx.setCookie(authCookieName(ctx.secure), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: ctx.secure,
    maxAgeSeconds: SESSION_LIFETIME_SECONDS,
  });
}

export function clearAuthCookie(ctx: RequestContext): void {
  ctx.setCookie(authCookieName(ctx.secure), '', { httpOnly: true, sameSite: 'Lax', secure: ctx.secure, maxAgeSeconds: 0 });
  delete ctx.cookies[authCookieName(ctx.secure)];
}

export function bearerTokenOf(headers: Record<string, string | undefined>): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
  return match?.[1];
}

type SessionRow = CachedSessionRow;

async function findLiveSession(ctx: Pick<RequestContext, 'db' | 'redis'>, token: string): Promise<SessionRow | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const tokenHash = hashToken(token);
  return lookUpSession(ctx.redis, tokenHash, async () => {
    const { rows } = await ctx.db.query<SessionRow>(
      `SELECT s.id AS session_id, s.last_seen_at, s.expires_at, u.id AS user_id, u.email, u.user_name, u.email_verified_at
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [tokenHash],
    );
    return rows[0];
  });
}

async function touch(ctx: Pick<RequestContext, 'db' | 'redis'>, row: SessionRow, token: string): Promise<void> {
  if (new Date(row.last_seen_at).getTime() > Date.now() - LAST_SEEN_RESOLUTION_MS) return;
  await ctx.db.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [row.session_id]);
  // The rest of the row is as old as its read: the refreshed entry keeps that read's time.
  if (row.read_at !== undefined) await rememberSession(ctx.redis, hashToken(token), { ...row, last_seen_at: new Date() }, row.read_at);
}

function toSession(row: SessionRow, token: string, via: AuthSession['via']): AuthSession {
  return {
    sessionId: row.session_id,
    token,
    via,
    user: { id: row.user_id, email: row.email, userName: row.user_name, emailVerified: row.email_verified_at !== null },
  };
}

/**
 * Resolves the request's session: `Authorization: Bearer` first (it cannot be forged cross-site),
 * then the auth cookie. A cookie that names no live session is removed (docs/product.md §4: an empty identity
 * clears the cookie).
 */
export async function resolveAuth(ctx: RequestContext): Promise<AuthSession | null> {
  const bearer = bearerTokenOf(ctx.headers);
  let found: AuthSession | null = null;
  if (bearer) {
    const row = await findLiveSession(ctx, bearer);
    if (row) {
      await touch(ctx, row, bearer);
      found = toSession(row, bearer, 'bearer');
    }
  }
  const cookieToken = ctx.cookies[authCookieName(ctx.secure)];
  if (!found && cookieToken) {
    const row = await findLiveSession(ctx, cookieToken);
    if (row) {
      await touch(ctx, row, cookieToken);
      found = toSession(row, cookieToken, 'cookie');
    } else clearAuthCookie(ctx);
  }
  return found;
}

/** Starts a new session with a fresh token (rotation at every sign-in) and returns that token. */
export async function createSession(
  tx: Queryable,
  userId: number,
  ctx: Pick<RequestContext, 'ip' | 'headers'>,
): Promise<{ token: string; sessionId: number }> {
  const token = newSecretToken();
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO sessions (user_id, token_hash, expires_at, ip, user_agent)
     VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5) RETURNING id`,
    [userId, hashToken(token), SESSION_LIFETIME_SECONDS, ctx.ip.slice(0, 64), (ctx.headers['user-agent'] ?? '').slice(0, 300)],
  );
  return { token, sessionId: rows[0]!.id };
}

export async function revokeSession(db: Queryable, sessionId: number, reason: string): Promise<void> {
  await db.query(`UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL`, [sessionId, reason]);
}

/** Revokes every live session of the user except `keepSessionId` (none kept when undefined). */
export async function revokeUserSessions(db: Queryable, userId: number, reason: string, keepSessionId?: number): Promise<number> {
  const result = await db.query(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = $2
      WHERE user_id = $1 AND revoked_at IS NULL AND ($3::bigint IS NULL OR id <> $3::bigint)`,
    [userId, reason, keepSessionId ?? null],
  );
  return result.rowCount;
}

/** The CSRF token of the request's session, for forms and the client's X-CSRF-Token header. */
export function csrfTokenOf(session: AuthSession): string {
  return csrfTokenFor(session.token);
}
