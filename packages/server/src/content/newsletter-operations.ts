import { endpoints } from '@ferrite/contract/endpoints';
import { MESSAGES } from '@ferrite/contract';
import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_MESSAGES, subscribeInput } from '@ferrite/contract/newsletter';
import { hashToken, newSecretToken } from '../accounts/auth/tokens';
import { enqueueMail } from '../mail/outbox';
import { kickMailer } from '../mail/sender';
import { isUniqueViolation } from '../accounts/guard';
import { newsletterConfirmMail, newsletterWelcomeMail } from './mails';
import type { RequestContext } from '../api/context';
import { badRequest } from '../api/errors';
import { defineOperation, reply } from '../api/operation';

/** A new confirmation mail for the same address goes out at most this often. */
const RESEND_AFTER_SECONDS = 60;

const mailSite = (ctx: RequestContext) => ({ brand: ctx.config.brand, publicOrigin: ctx.config.publicOrigin });

interface SubscriptionRow {
  id: number;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  unsubscribe_token: string | null;
  recently_mailed: boolean;
}

/**
 * Double opt-in (docs/product.md §5/§8 messages). The answer is the same for a new, pending, confirmed or
 * unsubscribed address, so it reveals nothing; only a new or not-yet-confirmed address gets a
 * confirmation mail, at most once a minute.
 */
/** The body's shape only; the address itself is checked in the handler, so every failure gives docs/product.md §5's message. */
export const addSubscription = defineOperation(endpoints.newsletter.subscribe, {
  summary:
    'Subscribes an email address to the newsletter (double opt-in): mails a confirmation link (/newsletter/confirm?token=) ' +
    'and an unsubscribe link. Same answer whether or not the address was known.',
  async handler(body, ctx) {
    const checked = subscribeInput.safeParse(body);
    // Spec §5's one message for every way an address can be wrong (no "Email: " prefix).
    if (!checked.success) throw badRequest(MESSAGES.invalidEmail);
    const { Email } = checked.data;
    const mailed = await ctx.db
      .transaction(async (tx) => {
        const { rows } = await tx.query<SubscriptionRow>(
          `SELECT id, status, unsubscribe_token, coalesce(confirm_sent_at > now() - make_interval(secs => $2), false) AS recently_mailed
           FROM newsletter_subscriptions WHERE email_key = lower($1) FOR UPDATE`,
          [Email, RESEND_AFTER_SECONDS],
        );
        const existing = rows[0];
        // Privacy Policy: never-confirmed subscriptions go 30 days after their link expired.
        await tx.query(
          `DELETE FROM newsletter_subscriptions WHERE status = 'pending' AND confirmed_at IS NULL AND unsubscribed_at IS NULL
             AND confirm_expires_at < now() - interval '30 days' AND email_key <> lower($1)`,
          [Email],
        );
        if (existing && (existing.status === 'confirmed' || existing.recently_mailed)) return false;
        const confirmToken = newSecretToken();
        const unsubscribeToken = existing?.unsubscribe_token ?? newSecretToken();
        const tokenColumns = [hashToken(confirmToken), NEWSLETTER_CONFIRM_DAYS, unsubscribeToken];
        if (existing) {
          await tx.query(
            `UPDATE newsletter_subscriptions SET email = $1, status = 'pending', confirm_token_hash = $2,
               confirm_expires_at = now() + make_interval(days => $3), confirm_sent_at = now(), unsubscribe_token = $4, updated_at = now()
             WHERE id = $5`,
            [Email, ...tokenColumns, existing.id],
          );
        } else {
          await tx.query(
            `INSERT INTO newsletter_subscriptions (email, email_key, status, confirm_token_hash, confirm_expires_at, confirm_sent_at, unsubscribe_token)
             VALUES ($1, lower($1), 'pending', $2, now() + make_interval(days => $3), now(), $4)`,
            [Email, ...tokenColumns],
          );
        }
        await enqueueMail(tx, newsletterConfirmMail(mailSite(ctx), Email, confirmToken, unsubscribeToken, NEWSLETTER_CONFIRM_DAYS));
        return true;
      })
      .catch((error: unknown) => {
        // The same address subscribing twice at the same instant: the first one's mail stands.
        if (isUniqueViolation(error)) return false;
        throw error;
      });
    if (mailed) kickMailer(ctx);
    return reply(null, MESSAGES.subscribed);
  },
});

export const confirmSubscription = defineOperation(endpoints.newsletter.confirm, {
  summary: 'Confirms a newsletter subscription with the token of the mailed link (single use, 7 days).',
  async handler({ Token }, ctx) {
    const outcome = await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ email: string; unsubscribe_token: string }>(
        `UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = now(), unsubscribed_at = NULL,
           confirm_token_hash = NULL, confirm_expires_at = NULL, updated_at = now()
         WHERE confirm_token_hash = $1 AND status = 'pending' AND confirm_expires_at > now()
         RETURNING email, unsubscribe_token`,
        [hashToken(Token)],
      );
      const confirmed = rows[0];
      if (!confirmed) return false;
      await enqueueMail(tx, newsletterWelcomeMail(mailSite(ctx), confirmed.email, confirmed.unsubscribe_token));
      return true;
    });
    if (!outcome) throw badRequest(NEWSLETTER_MESSAGES.confirmExpired);
    kickMailer(ctx);
    return reply({ Status: 'confirmed' as const }, NEWSLETTER_MESSAGES.confirmed);
  },
});

export const unsubscribe = defineOperation(endpoints.newsletter.unsubscribe, {
  summary: 'Unsubscribes the address of the mailed unsubscribe link. Repeating it is harmless.',
  async handler({ Token }, ctx) {
    const { rows } = await ctx.db.query<{ id: number }>(
      `UPDATE newsletter_subscriptions
       SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()), confirm_token_hash = NULL, confirm_expires_at = NULL, updated_at = now()
       WHERE unsubscribe_token = $1 RETURNING id`,
      [Token],
    );
    if (rows.length === 0) throw badRequest(NEWSLETTER_MESSAGES.tokenInvalid);
    return reply({ Status: 'unsubscribed' as const }, NEWSLETTER_MESSAGES.unsubscribed);
  },
});
