import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './account-messages';
import { HAS_DIGIT } from './validation';

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

/** Why a new password breaks spec §5's rule (8–20 characters, a letter and a digit, allowed set), or undefined. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 8 || password.length > 20) return ACCOUNT_MESSAGES.passwordLength;
  if (!PASSWORD_CHARACTERS.test(password)) return ACCOUNT_MESSAGES.passwordCharacters;
  if (!HAS_LETTER.test(password)) return ACCOUNT_MESSAGES.passwordLetter;
  if (!HAS_DIGIT.test(password)) return ACCOUNT_MESSAGES.passwordDigit;
  return undefined;
}

const emailField = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.emailRequired })
  .refine(isValidEmail, { error: ACCOUNT_MESSAGES.emailInvalid });

/** A password being set: spec §5's rule, one clear message per broken part. */
const newPasswordField = z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A password being checked: no rule to leak, only a sane size (hashing megabytes is a cheap attack). */
const givenPasswordField = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, { error: ACCOUNT_MESSAGES.passwordRequired })
  .max(128, { error: ACCOUNT_MESSAGES.badCredentials });

const tokenField = z
  .string({ error: ACCOUNT_MESSAGES.tokenInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: ACCOUNT_MESSAGES.tokenInvalid });

const confirmMatches = <T extends { ConfirmPassword?: string | undefined }>(password: (value: T) => string) =>
  [
    (value: T) => value.ConfirmPassword === undefined || value.ConfirmPassword === password(value),
    { error: ACCOUNT_MESSAGES.passwordsDiffer, path: ['ConfirmPassword'] },
  ] as [(value: T) => boolean, { error: string; path: string[] }];

/** POST /account/login */
export const loginInput = z.object({ Email: emailField, Password: givenPasswordField });
export type LoginInput = z.infer<typeof loginInput>;

/** POST /account/register */
export const registerInput = z
  .object({
    Email: emailField,
    UserName: z
      .string({ error: ACCOUNT_MESSAGES.userNameRequired })
      .trim()
      .min(1, { error: ACCOUNT_MESSAGES.userNameRequired })
      .max(50, { error: ACCOUNT_MESSAGES.userNameTooLong }),
    Password: newPasswordField,
    ConfirmPassword: z.string().optional(),
  })
  .refine(...confirmMatches<{ Password: string; ConfirmPassword?: string | undefined }>((v) => v.Password));
export type RegisterInput = z.infer<typeof registerInput>;

/** POST /account/verify: confirms an email address (or a new one, for /account/bind). */
export const verifyInput = z.object({ Token: tokenField });
export type VerifyInput = z.infer<typeof verifyInput>;

/** POST /account/ResendVerification, /account/ResetPasswordRequest, /account/RetrieveAccount */
export const emailInput = z.object({ Email: emailField });
export type EmailInput = z.infer<typeof emailInput>;

/** POST /account/ResetPassword */
export const resetPasswordInput = z
  .object({ Token: tokenField, Password: newPasswordField, ConfirmPassword: z.string().optional() })
  .refine(...confirmMatches<{ Password: string; ConfirmPassword?: string | undefined }>((v) => v.Password));
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** POST /account/ChangePassword */
export const changePasswordInput = z
  .object({ OldPassword: givenPasswordField, NewPassword: newPasswordField, ConfirmPassword: z.string().optional() })
  .refine(...confirmMatches<{ NewPassword: string; ConfirmPassword?: string | undefined }>((v) => v.NewPassword))
  .refine((v) => v.OldPassword !== v.NewPassword, { error: ACCOUNT_MESSAGES.sameAsOld, path: ['NewPassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** POST /account/BindEmail: move the account to a new address, confirmed from that mailbox. */
export const bindEmailInput = z.object({ Email: emailField, Password: givenPasswordField });
export type BindEmailInput = z.infer<typeof bindEmailInput>;

const text = (label: string, max: number, required: boolean) => {
  const base = z.string({ error: `${label} is required.` }).trim().max(max, { error: `${label} must be at most ${max} characters.` });
  return required ? base.min(1, { error: `${label} is required.` }) : base.optional().default('');
};
const checkbox = z.preprocess((value) => value === true || value === 'true' || value === 'on' || value === '1', z.boolean());
const positiveId = (label: string) => z.coerce.number({ error: `${label} must be a number.` }).int({ error: `${label} must be a whole number.` }).positive({ error: `${label} must be a positive number.` }).max(2_147_483_647, { error: `${label} is out of range.` });

/** POST /account/SaveAddress: creates (no AddressID) or updates an address. */
export const addressInput = z.object({
  AddressID: positiveId('AddressID').optional(),
  FirstName: text('First name', 60, true),
  LastName: text('Last name', 60, true),
  Company: text('Company', 100, false),
  Phone: text('Phone', 30, true).refine((v) => /^[+\d][\d\s().-]{3,29}$/.test(v), { error: 'Phone may only use digits, spaces, + ( ) . and -.' }),
  Address1: text('Address line 1', 120, true),
  Address2: text('Address line 2', 120, false),
  City: text('City', 80, true),
  State: text('State or province', 80, false),
  PostalCode: text('Postal code', 20, false),
  Country: z
    .string({ error: 'Please choose a country.' })
    .trim()
    .regex(/^[A-Z]{2}$/, { error: 'Please choose a country.' }),
  IsDefault: checkbox.optional().default(false),
});
export type AddressInput = z.input<typeof addressInput>;

/** POST /account/DeleteAddress, /account/SetDefaultAddress */
export const addressIdInput = z.object({ AddressID: positiveId('AddressID') });
export type AddressIdInput = z.infer<typeof addressIdInput>;

/** POST /account/AddFavourite, /account/RemoveFavourite */
export const favouriteInput = z.object({ ProductID: positiveId('ProductID') });
export type FavouriteInput = z.infer<typeof favouriteInput>;

/** The identity record (spec §3): what login and GET /account/onlineid return. */
export interface AccountIdentity {
  AccessToken: string;
  UserID: number;
  UserName: string;
  Email: string;
  EmailVerified: boolean;
  /** Sent back as X-CSRF-Token (or the `_csrf` field) on cookie-authenticated POSTs. */
  CsrfToken: string;
}

/** What `stores.session.user` holds for a signed-in visitor. */
export interface SessionUser {
  UserName: string;
  Email: string;
  CsrfToken: string;
}

export function sessionUserOf(identity: AccountIdentity): SessionUser {
  return { UserName: identity.UserName, Email: identity.Email, CsrfToken: identity.CsrfToken };
}

export interface AccountAddress {
  AddressID: number;
  FirstName: string;
  LastName: string;
  Company: string;
  Phone: string;
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  PostalCode: string;
  Country: string;
  CountryName: string;
  IsDefault: boolean;
}

export interface FavouriteItem {
  ProductID: number;
  PartNo: string;
  MFG: string;
  Description: string;
  Stock: number;
  ProductUrl: string;
  AddedAt: string;
}

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
