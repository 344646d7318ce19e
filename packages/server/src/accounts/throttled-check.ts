import { ACCOUNT_MESSAGES } from '@ferrite/contract/account';
import { admitSignInAttempt, settleSignInAttempt } from './auth/throttle';
import type { RequestContext } from '../api/context';
import { ApiError } from '../api/errors';

/**
 * Runs a password check (sign-in, or the current password before a change) only when the sign-in
 * throttle admits it, and records how it went; a refusal answers 429 with Retry-After.
 */
export async function throttledPasswordCheck(ctx: RequestContext, emailKey: string, check: () => Promise<boolean>): Promise<boolean> {
  const admission = await admitSignInAttempt(ctx, emailKey, ctx.ip);
  if (admission.blocked) {
    ctx.setHeader('Retry-After', String(admission.retryAfterSeconds));
    throw new ApiError(429, admission.scope === 'account' ? ACCOUNT_MESSAGES.tooManyForAccount : ACCOUNT_MESSAGES.tooManyFromAddress);
  }
  // A check that throws leaves the attempt pending, which counts as a failure.
  const passed = await check();
  await settleSignInAttempt(ctx, admission.ticket, passed ? 'success' : 'failure');
  return passed;
}
