import crypto from 'node:crypto';

/** 32 bytes (256 bits) from the CSPRNG, base64url: 43 characters. */
export function newSecretToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** What the database keeps instead of a token: its SHA-256, hex. A leaked table grants nothing. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * The CSRF token of a session: an HMAC keyed by the session's own secret token, so it needs no
 * storage, changes whenever the session token rotates, and cannot be computed without the
 * HttpOnly cookie.
 */
export function csrfTokenFor(sessionToken: string): string {
  return crypto.createHmac('sha256', sessionToken).update('ferrite-csrf-v1').digest('base64url');
}

/** Compares two strings in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = crypto.createHash('sha256').update(a).digest();
  const right = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(left, right) && a.length === b.length;
}
