import crypto from 'node:crypto';
import net from 'node:net';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { Cache, ProcessCache } from '../cache/cache';
import type { CatalogGenerationWatch } from '../cache/catalog-generation';
import type { SharedRedis } from '../cache/redis-client';
import { resolveAuth, type AuthSession } from '../accounts/auth/sessions';
import { parseCookies, serializeCookie, type CookieOptions } from './cookies';
import type { ShutdownWork } from '../lib/shutdown-work';
import type { SearchTally } from '../catalog/search-tally';

/** Everything a handler may know about the request it serves, transport-free. */
export interface RequestContext {
  db: Database;
  config: ServerConfig;
  log: Logger;
  /** Shared by every instance when REDIS_URL is set: JSON values only. */
  cache: Cache;
  /** This process's own, for values that must stay rich objects. */
  processCache: ProcessCache;
  /** The shared Redis (REDIS_URL), when there is one; every use has a PostgreSQL fallback. */
  redis?: SharedRedis | undefined;
  /** Searches counted for the hot searches, written in batches. */
  searchTally: SearchTally;
  requestId: string;
  ip: string;
  headers: Record<string, string | undefined>;
  cookies: Record<string, string>;
  /** Cookies the response must set; written by whichever transport answers. */
  setCookies: string[];
  setCookie(name: string, value: string, options?: CookieOptions): void;
  /** https as the visitor sees it: PUBLIC_ORIGIN is https, or a trusted proxy said so. */
  secure: boolean;
  /** Headers the response must carry besides cookies (Authorization on sign-in, Retry-After). */
  responseHeaders: Record<string, string>;
  setHeader(name: string, value: string): void;
  /** The signed-in session, from `Authorization: Bearer` or the auth cookie; looked up once per request. */
  auth(): Promise<AuthSession | null>;
  /** What auth() answers for the rest of this request, after a sign-in or a log off. */
  setAuth(session: AuthSession | null): void;
}

export interface ServerServices {
  db: Database;
  config: ServerConfig;
  log: Logger;
  cache: Cache;
  processCache: ProcessCache;
  /** When the catalogue last changed (an import or a seed, in any process); the page cache follows it. */
  catalogGeneration?: CatalogGenerationWatch | undefined;
  redis?: SharedRedis | undefined;
  /** Background work the server waits for at shutdown, before closing the database. */
  shutdown?: ShutdownWork | undefined;
  /** Searches counted for the hot searches, written in batches. */
  searchTally: SearchTally;
}

export function createRequestContext(
  services: ServerServices,
  request: { headers: Record<string, string | string[] | undefined>; ip?: string | undefined; requestId?: string; secure?: boolean },
): RequestContext {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  const requestId = request.requestId ?? headers['x-request-id'] ?? crypto.randomUUID();
  const setCookies: string[] = [];
  const cookies = parseCookies(headers.cookie);
  const responseHeaders: Record<string, string> = {};
  let authLookup: Promise<AuthSession | null> | undefined;
  const ctx: RequestContext = {
    ...services,
    log: services.log.child({ requestId }),
    requestId,
    // X-Forwarded-For is believed only from TRUST_PROXY's peers, but is not checked to be an address: anything else
    // counts as no address, so a header cannot plant arbitrary text in throttle and message rows.
    ip: request.ip && net.isIP(request.ip) ? request.ip : '',
    headers,
    cookies,
    setCookies,
    setCookie(name, value, options) {
      // Over https (PUBLIC_ORIGIN, or a trusted proxy's X-Forwarded-Proto) every cookie is Secure unless said otherwise.
      setCookies.push(serializeCookie(name, value, { ...options, secure: options?.secure ?? ctx.secure }));
      // Later reads in the same request see the value just set.
      cookies[name] = value;
    },
    secure: request.secure === true || services.config.publicOrigin.startsWith('https:'),
    responseHeaders,
    setHeader(name, value) {
      responseHeaders[name] = value;
    },
    auth() {
      authLookup ??= resolveAuth(ctx);
      return authLookup;
    },
    setAuth(session) {
      authLookup = Promise.resolve(session);
    },
  };
  return ctx;
}
