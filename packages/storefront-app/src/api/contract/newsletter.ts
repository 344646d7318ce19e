import { z } from 'zod';
import { isValidEmail } from './account';
import { MESSAGES } from './validation';

/**
 * POST /MessageSubscription/AddMessageSubscriptionService body (spec §7). Spec §5's email rule,
 * checked with the linear-time spelling of the pattern (see account.ts SAFE_EMAIL_PATTERN); every
 * failure gives spec §5's one message.
 */
export const subscribeInput = z.object({
  Email: z
    .string({ error: MESSAGES.invalidEmail })
    .trim()
    .min(1, { error: MESSAGES.invalidEmail })
    .refine(isValidEmail, { error: MESSAGES.invalidEmail }),
});
export type SubscribeInput = z.infer<typeof subscribeInput>;

export const NEWSLETTER_MESSAGES = {
  tokenInvalid: 'This link is not valid. Please use the newest link we sent you.',
  confirmExpired: 'This confirmation link has expired or was already used. Subscribe again to get a new one.',
  confirmed: 'Your subscription is confirmed. Welcome aboard!',
  alreadyConfirmed: 'Your subscription was already confirmed.',
  unsubscribed: 'You have been unsubscribed. We will not send you the newsletter any more.',
  checkInbox: 'We sent you an email: open the link in it to confirm your subscription.',
} as const;

/** Confirmation links last this long. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

const tokenField = z
  .string({ error: NEWSLETTER_MESSAGES.tokenInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: NEWSLETTER_MESSAGES.tokenInvalid });

/** POST /MessageSubscription/Confirm and /MessageSubscription/Unsubscribe: the token of the mailed link. */
export const newsletterTokenInput = z.object({ Token: tokenField });
export type NewsletterTokenInput = z.infer<typeof newsletterTokenInput>;
