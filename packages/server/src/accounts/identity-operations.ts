import { endpoints } from '@ferrite/contract/endpoints';
import { ACCOUNT_MESSAGES } from '@ferrite/contract/account';
import { hashPassword, needsRehash, spendVerifyTime, verifyPassword } from './auth/passwords';
import { clearAuthCookie, createSession, revokeSession, setAuthCookie, type AuthSession } from './auth/sessions';
import { forgetUserSessions } from './auth/session-cache';
import { ApiError } from '../api/errors';
import { defineOperation, reply } from '../api/operation';
import { guestUidOf, identityOf } from './guard';
import { mergeGuestData } from './guest-merge';
import { throttledPasswordCheck } from './throttled-check';
import { emailKeyOf, findUserByEmailKey } from './users';

export const login = defineOperation(endpoints.account.login, {
  summary:
    'Signs in with Email and Password. Sets the HttpOnly auth cookie and an Authorization response header with a fresh token, ' +
    'merges the guest data, and returns the identity record. 400 wrong email or password (one message for both), ' +
    '403 email not confirmed, 429 throttled (Retry-After).',
  async handler({ Email, Password }, ctx) {
    const emailKey = emailKeyOf(Email);
    const user = await findUserByEmailKey(ctx.db, emailKey);
    // An unknown address costs one argon2 verification too, so timing does not reveal accounts.
    const passwordMatches = await throttledPasswordCheck(ctx, emailKey, async () =>
      user ? verifyPassword(user.password_hash, Password) : (await spendVerifyTime(Password), false),
    );
    if (!user || !passwordMatches) throw new ApiError(400, ACCOUNT_MESSAGES.badCredentials);
    if (!user.email_verified_at)
      throw new ApiError(403, ACCOUNT_MESSAGES.notVerified, 'error', { NeedsVerification: true, Email: user.email });

    const rehashed = needsRehash(user.password_hash) ? await hashPassword(Password) : undefined;
    const previous = await ctx.auth();
    const { token, sessionId } = await ctx.db.transaction(async (tx) => {
      // Rotation: whatever session this client held before is ended, and a new token issued.
      if (previous) await revokeSession(tx, previous.sessionId, 'replaced at sign-in');
      if (rehashed) await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [user.id, rehashed]);
      const created = await createSession(tx, user.id, ctx);
      await mergeGuestData(tx, user.id, { uid: guestUidOf(ctx), cid: ctx.cookies.cid });
      return created;
    });
    if (previous) await forgetUserSessions(ctx.redis, previous.user.id);
    setAuthCookie(ctx, token);
    ctx.setHeader('Authorization', `Bearer ${token}`);
    const session: AuthSession = {
      sessionId,
      token,
      via: 'bearer',
      user: { id: user.id, email: user.email, userName: user.user_name, emailVerified: true },
    };
    ctx.setAuth(session);
    return reply(identityOf(session), ACCOUNT_MESSAGES.signedIn);
  },
});

export const onlineId = defineOperation(endpoints.account.onlineId, {
  summary: 'The signed-in identity (AccessToken plus user fields), or null when signed out; a dead auth cookie is removed.',
  async handler(_input, ctx) {
    const session = await ctx.auth();
    return session ? identityOf(session) : null;
  },
});

export const logOff = defineOperation(endpoints.account.logOff, {
  summary: 'Ends the current session server-side and removes the auth cookie. Succeeds when already signed out.',
  async handler(_input, ctx) {
    const session = await ctx.auth();
    if (session) {
      await revokeSession(ctx.db, session.sessionId, 'log off');
      await forgetUserSessions(ctx.redis, session.user.id);
    }
    clearAuthCookie(ctx);
    ctx.setAuth(null);
    return reply(null, ACCOUNT_MESSAGES.signedOut);
  },
});
