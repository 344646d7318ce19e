import type { AccountIdentity } from '@ferrite/contract/account';
import { ACCOUNT_MESSAGES } from '@ferrite/contract/account';
import { csrfTokenOf, type AuthSession } from './auth/sessions';
import type { RequestContext } from '../api/context';
import { ApiError } from '../api/errors';

/**
 * The signed-in session, or the spec's "session expired" answer (state warning, code 403), on
 * which the app's client sends the visitor to /account/login?redirect={here} (docs/product.md §8).
 */
export async function requireUser(ctx: RequestContext): Promise<AuthSession> {
  const session = await ctx.auth();
  if (!session) throw new ApiError(403, ACCOUNT_MESSAGES.signInRequired, 'warning');
  return session;
}

/** The identity record of docs/product.md §3: AccessToken plus the user's fields. */
export function identityOf(session: AuthSession): AccountIdentity {
  return {
    AccessToken: session.token,
    UserID: session.user.id,
    UserName: session.user.userName,
    Email: session.user.email,
    EmailVerified: session.user.emailVerified,
    CsrfToken: csrfTokenOf(session),
  };
}

/** A guest's anonymous user id (cookie `uid`, or the X-User-Id header of docs/product.md §7), if well formed. */
export function guestUidOf(ctx: RequestContext): string | undefined {
  const candidate = ctx.cookies.uid ?? ctx.headers['x-user-id'];
  return candidate && /^[a-f0-9]{32}$/.test(candidate) ? candidate : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

export function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23503';
}
