import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './account-messages';
import { isValidEmail, passwordProblem } from './account-data';
import { PASSWORD_MAX_LENGTH } from './validation';

export * from './account-data';

const confirmMatches = <T extends { ConfirmPassword?: string | undefined }>(password: (value: T) => string) =>
  [
    (value: T) => value.ConfirmPassword === undefined || value.ConfirmPassword === password(value),
    { error: ACCOUNT_MESSAGES.passwordsDiffer, path: ['ConfirmPassword'] },
  ] as [(value: T) => boolean, { error: string; path: string[] }];

const emailField = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.emailRequired })
  .refine(isValidEmail, { error: ACCOUNT_MESSAGES.emailInvalid });

/** A password being set: docs/product.md §5's rule, one clear message per broken part. */
const newPasswordField = z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * A password being checked: no rule to leak, only a sane size (hashing megabytes is a cheap attack);
 * the longest a new password may be, so every password that could be set can be given.
 */
const givenPasswordField = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, { error: ACCOUNT_MESSAGES.passwordRequired })
  .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.badCredentials });

const tokenField = z
  .string({ error: ACCOUNT_MESSAGES.tokenInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: ACCOUNT_MESSAGES.tokenInvalid });

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
  const base = z
    .string({ error: `${label} is required.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` });
  return required ? base.min(1, { error: `${label} is required.` }) : base.optional().default('');
};
const checkbox = z.preprocess((value) => value === true || value === 'true' || value === 'on' || value === '1', z.boolean());
const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int({ error: `${label} must be a whole number.` })
    .positive({ error: `${label} must be a positive number.` })
    .max(2_147_483_647, { error: `${label} is out of range.` });

/** POST /account/SaveAddress: creates (no AddressID) or updates an address. */
export const addressInput = z.object({
  AddressID: positiveId('AddressID').optional(),
  FirstName: text('First name', 60, true),
  LastName: text('Last name', 60, true),
  Company: text('Company', 100, false),
  Phone: text('Phone', 30, true).refine((v) => /^[+\d][\d\s().-]{3,29}$/.test(v), {
    error: 'Phone may only use digits, spaces, + ( ) . and -.',
  }),
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

// ---------------------------------------------------------------- outputs

export { noData } from './no-data';

/** The identity record (docs/product.md §3): what login and GET /account/onlineid return. */
export const accountIdentity = z.object({
  AccessToken: z.string(),
  UserID: z.number().int(),
  UserName: z.string(),
  Email: z.string(),
  EmailVerified: z.boolean(),
  /** Sent back as X-CSRF-Token (or the `_csrf` field) on cookie-authenticated POSTs. */
  CsrfToken: z.string(),
});
/** GET /account/onlineid: the identity, or null for a visitor who is not signed in. */
export const onlineIdentity = accountIdentity.nullable();

export const mergedGuestData = z.object({ Favourites: z.number().int(), CartLines: z.number().int() });
export const registered = z.object({ Email: z.string() });
export const verified = z.object({ Purpose: z.enum(['verify-email', 'bind-email']) });

export const accountAddress = z.object({
  AddressID: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  Company: z.string(),
  Phone: z.string(),
  Address1: z.string(),
  Address2: z.string(),
  City: z.string(),
  State: z.string(),
  PostalCode: z.string(),
  Country: z.string(),
  CountryName: z.string(),
  IsDefault: z.boolean(),
});
export const accountAddresses = z.array(accountAddress);

export const favouriteItem = z.object({
  ProductID: z.number().int(),
  PartNo: z.string(),
  MFG: z.string(),
  Description: z.string(),
  Stock: z.number().int(),
  ProductUrl: z.string(),
  AddedAt: z.string(),
});
export const favouriteItems = z.array(favouriteItem);
