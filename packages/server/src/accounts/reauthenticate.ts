import { ACCOUNT_MESSAGES } from '@ferrite/contract/account';
import { verifyPassword } from './auth/passwords';
import type { AuthSession } from './auth/sessions';
import type { RequestContext } from '../api/context';
import { ApiError, badRequest } from '../api/errors';
import { requireUser } from './guard';
import { throttledPasswordCheck } from './throttled-check';
import { findUserById, type UserRow } from './users';

/**
 * The signed-in user, asked for their current password again before a change that could lock them
 * out (a new password, a new email address). A stolen session must not be enough to take the
 * account, so guessing the password this way is throttled like sign-in. 403 when not signed in,
 * 400 for a wrong password, 429 when throttled.
 */
export async function reauthenticate(ctx: RequestContext, currentPassword: string): Promise<{ session: AuthSession; user: UserRow }> {
  const session = await requireUser(ctx);
  const user = await findUserById(ctx.db, session.user.id);
  if (!user) throw new ApiError(403, ACCOUNT_MESSAGES.signInRequired, 'warning');
  if (!(await throttledPasswordCheck(ctx, user.email_key, () => verifyPassword(user.password_hash, currentPassword)))) {
    throw badRequest(ACCOUNT_MESSAGES.wrongCurrentPassword);
  }
  return { session, user };
}
