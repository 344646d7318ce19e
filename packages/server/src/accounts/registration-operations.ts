import { endpoints } from '@ferrite/contract/endpoints';
import { ACCOUNT_MESSAGES } from '@ferrite/contract/account';
import { hashPassword } from './auth/passwords';
import { enqueueMail } from '../mail/outbox';
import { kickMailer } from '../mail/sender';
import { alreadyRegisteredMail, bindEmailMail, verificationMail } from '../mail/templates';
import type { RequestContext } from '../api/context';
import { badRequest, conflict } from '../api/errors';
import { defineOperation, reply } from '../api/operation';
import { isUniqueViolation } from './guard';
import { reauthenticate } from './reauthenticate';
import { consumeAccountToken, emailKeyOf, findUserByEmailKey, issueAccountToken, tokenSentRecently } from './users';
import { forgetUserSessions } from './auth/session-cache';

const mailSite = (ctx: RequestContext) => ({ brand: ctx.config.brand, publicOrigin: ctx.config.publicOrigin });
const verifySeconds = (ctx: RequestContext) => ctx.config.verifyTokenHours * 3600;

export const register = defineOperation(endpoints.account.register, {
  summary:
    'Creates an account (Email, UserName, Password, optional ConfirmPassword) and mails a verification link. ' +
    'The answer is the same whether or not the address already had an account; its owner gets a note instead.',
  async handler({ Email, UserName, Password }, ctx) {
    const emailKey = emailKeyOf(Email);
    // Hash first on both paths, so a taken address answers in the same time as a new one.
    const passwordHash = await hashPassword(Password);
    await ctx.db
      .transaction(async (tx) => {
        const existing = await findUserByEmailKey(tx, emailKey);
        if (existing) {
          await enqueueMail(tx, alreadyRegisteredMail(mailSite(ctx), existing.email, existing.user_name));
          return;
        }
        const { rows } = await tx.query<{ id: number }>(
          'INSERT INTO users (email, email_key, user_name, password_hash) VALUES ($1, $2, $3, $4) RETURNING id',
          [Email, emailKey, UserName, passwordHash],
        );
        const token = await issueAccountToken(tx, rows[0]!.id, 'verify-email', verifySeconds(ctx));
        await enqueueMail(tx, verificationMail(mailSite(ctx), Email, UserName, token, ctx.config.verifyTokenHours));
      })
      .catch((error: unknown) => {
        // Two registrations for one address at the same instant: the second sees what the first made.
        if (!isUniqueViolation(error)) throw error;
      });
    kickMailer(ctx);
    return reply({ Email }, ACCOUNT_MESSAGES.registered);
  },
});

export const verifyEmail = defineOperation(endpoints.account.verify, {
  summary: 'Uses a mailed link token (single use, expiring) to confirm an email address, or to switch the account to a new one.',
  async handler({ Token }, ctx) {
    let userId: number | undefined;
    const outcome = await ctx.db.transaction(async (tx) => {
      const used = await consumeAccountToken(tx, Token, ['verify-email', 'bind-email']);
      if (!used) throw badRequest(ACCOUNT_MESSAGES.tokenExpired);
      userId = used.userId;
      if (used.purpose === 'verify-email') {
        await tx.query('UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now() WHERE id = $1', [
          used.userId,
        ]);
        return 'verify-email' as const;
      }
      const email = used.email ?? '';
      try {
        await tx.query('UPDATE users SET email = $2, email_key = $3, email_verified_at = now(), updated_at = now() WHERE id = $1', [
          used.userId,
          email,
          emailKeyOf(email),
        ]);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
        throw error;
      }
      return 'bind-email' as const;
    });
    // Cached sessions hold the address and whether it is confirmed.
    if (userId !== undefined) await forgetUserSessions(ctx.redis, userId);
    return reply({ Purpose: outcome }, outcome === 'verify-email' ? ACCOUNT_MESSAGES.verified : ACCOUNT_MESSAGES.emailBound);
  },
});

export const resendVerification = defineOperation(endpoints.account.resendVerification, {
  summary: 'Mails a new verification link if the address has an unconfirmed account (at most one a minute). Same answer either way.',
  async handler({ Email }, ctx) {
    const user = await findUserByEmailKey(ctx.db, emailKeyOf(Email));
    if (user && !user.email_verified_at && !(await tokenSentRecently(ctx.db, user.id, 'verify-email'))) {
      await ctx.db.transaction(async (tx) => {
        const token = await issueAccountToken(tx, user.id, 'verify-email', verifySeconds(ctx));
        await enqueueMail(tx, verificationMail(mailSite(ctx), user.email, user.user_name, token, ctx.config.verifyTokenHours));
      });
      kickMailer(ctx);
    }
    return reply(null, ACCOUNT_MESSAGES.verificationSent);
  },
});

export const bindEmail = defineOperation(endpoints.account.bindEmail, {
  summary:
    'Moves the signed-in account to a new email address (Email, current Password). The change happens when the link mailed ' +
    'to the new address is opened (POST /account/verify).',
  async handler({ Email, Password }, ctx) {
    const { user } = await reauthenticate(ctx, Password);
    if (emailKeyOf(Email) === user.email_key) throw badRequest('That is already the email address of your account.');
    await ctx.db.transaction(async (tx) => {
      const token = await issueAccountToken(tx, user.id, 'bind-email', verifySeconds(ctx), Email);
      await enqueueMail(tx, bindEmailMail(mailSite(ctx), Email, user.user_name, token, ctx.config.verifyTokenHours));
    });
    kickMailer(ctx);
    return reply(null, ACCOUNT_MESSAGES.bindSent);
  },
});
