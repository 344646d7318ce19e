import type { RequestContext } from '../../api/context';
import { csrfTokenOf } from './sessions';
import { safeEqual } from './tokens';

/** The header the app's client sends; no-JS forms send the same token as a hidden field. */
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_FIELD = '_csrf';

export const FORGERY_MESSAGES = {
  crossSite: 'This request came from another site and was refused.',
  missingToken: 'This form has expired or did not come from our site. Reload the page and try again.',
} as const;

/** The origin (scheme://host[:port]) the request says it came from: Origin, else Referer's. */
function claimedOrigin(headers: Record<string, string | undefined>): string | undefined {
  if (headers.origin !== undefined) return headers.origin;
  if (!headers.referer) return undefined;
  try {
    return new URL(headers.referer).origin;
  } catch {
    return 'null';
  }
}

/** The origins a genuine form or call can come from: the configured public origin and this host. */
function allowedOrigins(ctx: RequestContext): Set<string> {
  const allowed = new Set<string>();
  try {
    allowed.add(new URL(ctx.config.publicOrigin).origin);
  } catch {
    // An unusable PUBLIC_ORIGIN only narrows the list to this host.
  }
  const host = ctx.headers.host;
  if (host) allowed.add(`${ctx.secure ? 'https' : 'http'}://${host}`.toLowerCase());
  return allowed;
}

/**
 * Refuses a state-changing request forged by another site; returns the reason, or undefined.
 * - Any POST that names a foreign Origin (or Referer) is refused, unless it authenticates with
 *   `Authorization: Bearer`, which a browser never attaches to a cross-site request by itself.
 * - A POST authenticated by the session cookie must also carry the session's CSRF token, in the
 *   X-CSRF-Token header (the app's client) or the `_csrf` form field (forms without JavaScript).
 * Calls without any session (sign-in, register) need no token: they have no ambient authority.
 */
export async function findForgery(ctx: RequestContext, formToken: unknown): Promise<string | undefined> {
  const session = await ctx.auth();
  if (session?.via === 'bearer') return undefined;
  const origin = claimedOrigin(ctx.headers);
  if (origin !== undefined && !allowedOrigins(ctx).has(origin.toLowerCase())) return FORGERY_MESSAGES.crossSite;
  if (session?.via === 'cookie') {
    const presented = ctx.headers[CSRF_HEADER] ?? (typeof formToken === 'string' ? formToken : undefined);
    if (!presented || !safeEqual(presented, csrfTokenOf(session))) return FORGERY_MESSAGES.missingToken;
  }
  return undefined;
}
