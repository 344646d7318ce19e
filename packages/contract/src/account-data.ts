import type { z } from 'zod';
import type * as schemas from './account';
import { ACCOUNT_MESSAGES } from './account-messages';
import { HAS_DIGIT, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './validation';

/**
 * The account API's inputs and outputs. The server validates every body with these schemas; the
 * account pages' actions run the same schemas first, so a form without JavaScript and one with it
 * show the same message under the same field.
 */

export { ACCOUNT_MESSAGES } from './account-messages';

/** Longest address we accept (RFC 5321's path limit); checked before the pattern. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * Spec §5 email rule, written so it runs in linear time. It accepts exactly what EMAIL_PATTERN
 * accepts (`\w+([.-]?\w+)*` is the same language as `\w+([.-]\w+)*`), but the spec's spelling
 * backtracks exponentially: a 32-character local part without '@' takes seconds to reject.
 */
export const SAFE_EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@[\w-]{1,30}(?:\.[A-Za-z]{2,})+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && SAFE_EMAIL_PATTERN.test(value);
}

const PASSWORD_CHARACTERS = /^[A-Za-z\d$@!%*#?&_-]*$/;
const HAS_LETTER = /[A-Za-z]/;

/** Why a new password breaks the rule (8–128 characters, a letter and a digit, allowed set), or undefined. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_MESSAGES.passwordLength;
  if (!PASSWORD_CHARACTERS.test(password)) return ACCOUNT_MESSAGES.passwordCharacters;
  if (!HAS_LETTER.test(password)) return ACCOUNT_MESSAGES.passwordLetter;
  if (!HAS_DIGIT.test(password)) return ACCOUNT_MESSAGES.passwordDigit;
  return undefined;
}

/** The identity record (docs/product.md §3): what login and GET /account/onlineid return. */
export type AccountIdentity = z.output<typeof schemas.accountIdentity>;

/** What `stores.session.user` holds for a signed-in visitor. */
export interface SessionUser {
  UserName: string;
  Email: string;
  CsrfToken: string;
}

export function sessionUserOf(identity: AccountIdentity): SessionUser {
  return { UserName: identity.UserName, Email: identity.Email, CsrfToken: identity.CsrfToken };
}

export type AccountAddress = z.output<typeof schemas.accountAddress>;

export type FavouriteItem = z.output<typeof schemas.favouriteItem>;

/** Order history rows; empty until the buying issue adds orders. */
/** Most addresses and favourites one account may keep. */
export const MAX_ADDRESSES = 20;
export const MAX_FAVOURITES = 500;

/** Only a same-site path may follow sign-in: `/x`, never `//host`, `/\host` or `https://…`. */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || raw.length > 2000) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\\]/.test(raw.slice(0, 2))) return fallback;
  try {
    const url = new URL(raw, 'http://same.site');
    if (url.origin !== 'http://same.site') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
