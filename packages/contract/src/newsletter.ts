import { z } from 'zod';
import { isValidEmail } from './account';
import { MESSAGES } from './validation';
import { NEWSLETTER_MESSAGES } from './newsletter-data';

export * from './newsletter-data';

/**
 * POST /MessageSubscription/AddMessageSubscriptionService body (docs/product.md §7). Spec §5's email rule,
 * checked with the linear-time spelling of the pattern (see account.ts SAFE_EMAIL_PATTERN); every
 * failure gives docs/product.md §5's one message.
 */
export const subscribeInput = z.object({
  Email: z
    .string({ error: MESSAGES.invalidEmail })
    .trim()
    .min(1, { error: MESSAGES.invalidEmail })
    .refine(isValidEmail, { error: MESSAGES.invalidEmail }),
});
export type SubscribeInput = z.infer<typeof subscribeInput>;

const tokenField = z
  .string({ error: NEWSLETTER_MESSAGES.tokenInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: NEWSLETTER_MESSAGES.tokenInvalid });

/** POST /MessageSubscription/Confirm and /MessageSubscription/Unsubscribe: the token of the mailed link. */
export const newsletterTokenInput = z.object({ Token: tokenField });
export type NewsletterTokenInput = z.infer<typeof newsletterTokenInput>;

/**
 * The body POST /MessageSubscription/AddMessageSubscriptionService accepts: the handler checks
 * it with subscribeInput so that every problem gives docs/product.md §5's one message, without
 * the "Email: " prefix of a schema error.
 */
export const subscribeBody = z.object({ Email: z.unknown().optional() });

// ---------------------------------------------------------------- outputs

export { noData } from './no-data';
export const subscriptionConfirmed = z.object({ Status: z.literal('confirmed') });
export const unsubscribed = z.object({ Status: z.literal('unsubscribed') });
