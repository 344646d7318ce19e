import type { Queryable } from '../db/database';
import { hashToken, newSecretToken } from './auth/tokens';

export interface UserRow {
  id: number;
  email: string;
  email_key: string;
  user_name: string;
  password_hash: string;
  email_verified_at: Date | null;
}

export const emailKeyOf = (email: string) => email.trim().toLowerCase();

export async function findUserByEmailKey(db: Queryable, emailKey: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    'SELECT id, email, email_key, user_name, password_hash, email_verified_at FROM users WHERE email_key = $1',
    [emailKey],
  );
  return rows[0];
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    'SELECT id, email, email_key, user_name, password_hash, email_verified_at FROM users WHERE id = $1',
    [id],
  );
  return rows[0];
}

export type AccountTokenPurpose = 'verify-email' | 'reset-password' | 'bind-email';

/**
 * Issues a single-use token for a mail link, retiring the user's unused ones of the same purpose
 * (only the newest link works). Stores only the token's hash.
 */
export async function issueAccountToken(
  tx: Queryable,
  userId: number,
  purpose: AccountTokenPurpose,
  lifetimeSeconds: number,
  email: string | null = null,
): Promise<string> {
  await tx.query('UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, purpose]);
  const token = newSecretToken();
  await tx.query(
    `INSERT INTO account_tokens (user_id, purpose, token_hash, email, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [userId, purpose, hashToken(token), email, lifetimeSeconds],
  );
  return token;
}

/** True when the user was sent a token of this purpose in the last `seconds` (resend throttle). */
export async function tokenSentRecently(db: Queryable, userId: number, purpose: AccountTokenPurpose, seconds = 60): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM account_tokens WHERE user_id = $1 AND purpose = $2 AND created_at > now() - make_interval(secs => $3) LIMIT 1',
    [userId, purpose, seconds],
  );
  return rows.length > 0;
}

/**
 * Uses up a live token of one of `purposes`; the conditional UPDATE makes a second use (even a
 * concurrent one) find nothing. Undefined when the token is unknown, expired or already used.
 */
export async function consumeAccountToken(
  tx: Queryable,
  token: string,
  purposes: AccountTokenPurpose[],
): Promise<{ userId: number; purpose: AccountTokenPurpose; email: string | null } | undefined> {
  const { rows } = await tx.query<{ user_id: number; purpose: AccountTokenPurpose; email: string | null }>(
    `UPDATE account_tokens SET used_at = now()
      WHERE token_hash = $1 AND purpose = ANY($2::text[]) AND used_at IS NULL AND expires_at > now()
      RETURNING user_id, purpose, email`,
    [hashToken(token), purposes],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, purpose: row.purpose, email: row.email } : undefined;
}
