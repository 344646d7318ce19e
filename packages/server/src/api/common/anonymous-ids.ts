import { endpoints } from '@ferrite/contract/endpoints';
import crypto from 'node:crypto';
import { ANONYMOUS_ID_COOKIES, type AnonymousIdKind } from '@ferrite/contract';
import { COOKIE_MAX_AGE_SECONDS } from '../cookies';
import type { RequestContext } from '../context';
import { defineOperation } from '../operation';

const ID_PATTERN = /^[a-f0-9]{32}$/;

/**
 * Returns the visitor's id of this kind, minting one when the cookie is absent or malformed.
 * Not HttpOnly: the client echoes these ids in request headers (docs/product.md §7). They carry no
 * authority on their own: a cart id only names a guest cart.
 */
export function ensureAnonymousId(ctx: RequestContext, kind: AnonymousIdKind): string {
  const name = ANONYMOUS_ID_COOKIES[kind];
  const existing = ctx.cookies[name];
  if (existing && ID_PATTERN.test(existing)) return existing;
  const id = crypto.randomBytes(16).toString('hex');
  // sid lives for the browser session; the others for 30 days (docs/product.md §9).
  ctx.setCookie(name, id, kind === 'sid' ? {} : { maxAgeSeconds: COOKIE_MAX_AGE_SECONDS });
  return id;
}

const idOperation = (kind: AnonymousIdKind, what: string) =>
  defineOperation(endpoints.site[kind], {
    summary: `Returns the visitor's ${what} id (set in the ${kind} cookie), minting one if needed.`,
    async handler(_input, ctx) {
      return ensureAnonymousId(ctx, kind);
    },
  });

export const getTid = idOperation('tid', 'temporary company');
export const getCid = idOperation('cid', 'temporary cart');
export const getUid = idOperation('uid', 'temporary user');
export const getSid = idOperation('sid', 'session');
