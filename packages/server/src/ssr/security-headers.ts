import type { RequestHandler } from 'express';
import type { ServerConfig } from '../config';

/** A strict policy: scripts only with this response's nonce (and what they load), nothing framed. */
export function contentSecurityPolicy(nonce: string, apiOrigin: string | undefined): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** For everything that is not a page (JSON, files, error text): nothing may run or load from it. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const COMMON_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Two years, with subdomains: the value hstspreload.org asks for. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/**
 * The common headers on every response. HSTS goes out in production and on any request that is
 * https as the visitor sees it (a browser ignores it over plain http, so this is never harmful).
 */
export function securityHeaders(config: Pick<ServerConfig, 'production' | 'publicOrigin'>): RequestHandler {
  const httpsOrigin = config.publicOrigin.startsWith('https:');
  return (req, res, next) => {
    res.set(COMMON_SECURITY_HEADERS);
    res.set('Content-Security-Policy', NON_PAGE_CSP);
    if (config.production || httpsOrigin || req.secure) res.set('Strict-Transport-Security', HSTS_VALUE);
    next();
  };
}
