import { endpoints } from '@ferrite/contract/endpoints';
import { ACCOUNT_MESSAGES } from '@ferrite/contract/account';
import { hashPassword } from './auth/passwords';
import { revokeUserSessions } from './auth/sessions';
import { forgetUserSessions } from './auth/session-cache';
import { forgetAccountFailures } from './auth/throttle';
import { hashToken } from './auth/tokens';
import { enqueueMail } from '../mail/outbox';
import { kickMailer } from '../mail/sender';
import { accountReminderMail, passwordChangedMail, resetPasswordMail } from '../mail/templates';
import type { RequestContext } from '../api/context';
import { badRequest } from '../api/errors';
import { defineOperation, reply } from '../api/operation';
import { reauthenticate } from './reauthenticate';
import { consumeAccountToken, emailKeyOf, findUserByEmailKey, findUserById, issueAccountToken, tokenSentRecently } from './users';

const mailSite = (ctx: RequestContext) => ({ brand: ctx.config.brand, publicOrigin: ctx.config.publicOrigin });

export const requestPasswordReset = defineOperation(endpoints.account.requestPasswordReset, {
  summary: 'Mails a single-use password-reset link if the address has an account (at most one a minute). Same answer either way.',
  async handler({ Email }, ctx) {
    const user = await findUserByEmailKey(ctx.db, emailKeyOf(Email));
    if (user && !(await tokenSentRecently(ctx.db, user.id, 'reset-password'))) {
      await ctx.db.transaction(async (tx) => {
        const token = await issueAccountToken(tx, user.id, 'reset-password', ctx.config.resetTokenMinutes * 60);
        await enqueueMail(tx, resetPasswordMail(mailSite(ctx), user.email, user.user_name, token, ctx.config.resetTokenMinutes));
      });
      kickMailer(ctx);
    }
    return reply(null, ACCOUNT_MESSAGES.resetSent);
  },
});

export const resetPassword = defineOperation(endpoints.account.resetPassword, {
  summary: 'Sets a new password with a reset-link token (single use, expiring); confirms the address and signs out every session.',
  async handler({ Token, Password }, ctx) {
    // Look before hashing, so a dead link answers at once; the UPDATE below is what really spends it.
    const { rows } = await ctx.db.query(
      `SELECT 1 FROM account_tokens WHERE token_hash = $1 AND purpose = 'reset-password' AND used_at IS NULL AND expires_at > now()`,
      [hashToken(Token)],
    );
    if (rows.length === 0) throw badRequest(ACCOUNT_MESSAGES.tokenExpired);
    const passwordHash = await hashPassword(Password);
    const user = await ctx.db.transaction(async (tx) => {
      const used = await consumeAccountToken(tx, Token, ['reset-password']);
      if (!used) throw badRequest(ACCOUNT_MESSAGES.tokenExpired);
      await tx.query(
        `UPDATE users SET password_hash = $2, password_changed_at = now(), email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
          WHERE id = $1`,
        [used.userId, passwordHash],
      );
      await revokeUserSessions(tx, used.userId, 'password reset');
      const changed = await findUserById(tx, used.userId);
      if (changed) {
        // The owner proved control of the mailbox: the account's failed-attempt count starts over.
        await tx.query(`DELETE FROM login_attempts WHERE email_key = $1 AND outcome = 'failure'`, [changed.email_key]);
        await enqueueMail(tx, passwordChangedMail(mailSite(ctx), changed.email, changed.user_name));
      }
      return changed;
    });
    if (user) {
      await forgetUserSessions(ctx.redis, user.id);
      await forgetAccountFailures(ctx.redis, user.email_key);
    }
    if (user) kickMailer(ctx);
    return reply(null, ACCOUNT_MESSAGES.passwordReset);
  },
});

export const changePassword = defineOperation(endpoints.account.changePassword, {
  summary: "Changes the signed-in user's password (OldPassword, NewPassword, optional ConfirmPassword) and signs out every other session.",
  async handler({ OldPassword, NewPassword }, ctx) {
    const { session, user } = await reauthenticate(ctx, OldPassword);
    const passwordHash = await hashPassword(NewPassword);
    await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1', [
        user.id,
        passwordHash,
      ]);
      await revokeUserSessions(tx, user.id, 'password changed', session.sessionId);
      await enqueueMail(tx, passwordChangedMail(mailSite(ctx), user.email, user.user_name));
    });
    await forgetUserSessions(ctx.redis, user.id);
    kickMailer(ctx);
    return reply(null, ACCOUNT_MESSAGES.passwordChanged);
  },
});

export const retrieveAccount = defineOperation(endpoints.account.retrieveAccount, {
  summary: 'Mails the account details (user name, sign-in link) to an address that has an account. Same answer either way.',
  async handler({ Email }, ctx) {
    const user = await findUserByEmailKey(ctx.db, emailKeyOf(Email));
    if (user) {
      const mail = accountReminderMail(mailSite(ctx), user.email, user.user_name);
      const { rows } = await ctx.db.query(
        `SELECT 1 FROM outbox WHERE to_address = $1 AND subject = $2 AND created_at > now() - interval '1 minute'`,
        [mail.to, mail.subject],
      );
      if (rows.length === 0) {
        await enqueueMail(ctx.db, mail);
        kickMailer(ctx);
      }
    }
    return reply(null, ACCOUNT_MESSAGES.reminderSent);
  },
});
