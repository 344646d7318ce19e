import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { languageFromCookie } from '@ferrite/contract';
import type { CategoryNavItem, ManufacturerNavItem, SiteSettings } from '@ferrite/contract';
import { sessionUserOf } from '@ferrite/contract/account';
import { identityOf } from '../accounts/guard';
import { ensureAnonymousId } from '../api/common/anonymous-ids';
import { findForgery } from '../accounts/auth/csrf';
import { createRequestContext, type RequestContext, type ServerServices } from '../api/context';
import { cachedCategoryNavigation, cachedManufacturerNavigation } from '../catalog/navigation-operations';
import { createLocalFetch } from '../api/local-fetch';
import { currencyStateOf } from '../currency/request-currency';
import { isUploadedFile } from '../api/multipart';
import type { OperationTable } from '../api/table';
import type { StorefrontServerModule } from './app-module';
import { COMMON_SECURITY_HEADERS } from './security-headers';
import type { PageTemplate } from './template';
import { isShareablePage, PageCache } from './page-cache';
import { serveCachedPage } from './cached-page';
import { pageDocument, type PageRequest, type RenderInput } from './page-document';
import { streamPage } from './streamed-page';
import { demoMailboxEnabled } from '../mail/demo-mailbox';

const FORBIDDEN_403 = (message: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Forbidden</title></head>
<body><main><h1>403</h1><p>${message.replace(/</g, '&lt;')}</p><p><a href="/">Back to the home page</a></p></main></body></html>`;

function toFetchRequest(req: ExpressRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (name === 'content-length' || name === 'content-type' || name === 'transfer-encoding') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const url = new URL(req.originalUrl, origin);
  if (req.method !== 'POST') return new Request(url, { method: 'GET', headers });
  // A form posted without JavaScript: the route's action gets the same fields it gets in the browser.
  const entries = Object.entries((req.body ?? {}) as Record<string, unknown>).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => [name, item] as const),
  );
  if (entries.some(([, item]) => isUploadedFile(item))) {
    // A multipart upload (the BOM file): files stay files, so the action reads them with formData().
    const form = new FormData();
    for (const [name, item] of entries) {
      if (typeof item === 'string') form.append(name, item);
      else if (isUploadedFile(item)) form.append(name, new File([new Uint8Array(item.data)], item.fileName, { type: item.contentType }));
    }
    return new Request(url, { method: 'POST', headers, body: form });
  }
  const form = new URLSearchParams();
  for (const [name, item] of entries) if (typeof item === 'string') form.append(name, item);
  headers.set('content-type', 'application/x-www-form-urlencoded');
  return new Request(url, { method: 'POST', headers, body: form });
}

/**
 * The menus for the first render, straight from the shared cache: the root loader then skips its
 * two API calls, and the large lists are not turned into JSON and parsed back on every render.
 * Failing here leaves the loader to try the API itself.
 */
async function navigationState(ctx: RequestContext): Promise<{ categoryNavList?: CategoryNavItem[]; mfgNavList?: ManufacturerNavItem[] }> {
  try {
    const [categoryNavList, mfgNavList] = await Promise.all([cachedCategoryNavigation(ctx), cachedManufacturerNavigation(ctx)]);
    return { categoryNavList, mfgNavList };
  } catch (error) {
    ctx.log.error({ err: error }, 'navigation unavailable for the page render');
    return {};
  }
}

/**
 * Answers every page GET and form POST: checks a post's origin, resolves the visitor (session,
 * anonymous ids, currency), then serves a shareable page through the page cache (cached-page.ts) or
 * renders this request's own page and streams it (streamed-page.ts).
 */
export function createSsrHandler(services: ServerServices, table: OperationTable, app: StorefrontServerModule, template: PageTemplate) {
  const { config } = services;
  const site: SiteSettings = {
    brand: config.brand,
    titleSuffix: config.titleSuffix,
    copyrightYear: config.copyrightYear,
    contactPhone: config.contactPhone,
    contactEmail: config.contactEmail,
    apiBaseUrl: config.apiBaseUrl,
    demoMailbox: demoMailboxEnabled(config),
  };
  const apiOrigin = config.apiBaseUrl.startsWith('http') ? new URL(config.apiBaseUrl).origin : undefined;
  const pageCache = new PageCache({ ttlMs: config.pageCacheTtlMs, staleMs: 60_000, maxBytes: config.pageCacheMaxBytes });
  services.catalogGeneration?.onChange(() => pageCache.clear());
  services.shutdown?.add(() => pageCache.drain());

  const document = pageDocument(template);

  return async function ssrHandler(req: ExpressRequest, res: ExpressResponse): Promise<void> {
    const ctx = createRequestContext(services, {
      headers: req.headers,
      ip: req.ip,
      requestId: res.locals.requestId as string,
      secure: req.secure,
    });
    if (req.method === 'POST') {
      // Same rule as the API: a form post must come from our pages and, with a session cookie, carry its CSRF token.
      const forgery = await findForgery(ctx, (req.body as Record<string, unknown> | undefined)?._csrf);
      if (forgery) {
        if (ctx.setCookies.length > 0) res.append('Set-Cookie', ctx.setCookies);
        res.status(403).set(COMMON_SECURITY_HEADERS).type('html').send(FORBIDDEN_403(forgery));
        return;
      }
    }
    // The signed-in user and token go into the session store, so the first render already shows them.
    const auth = await ctx.auth().catch((error: unknown) => {
      ctx.log.error({ err: error }, 'session lookup failed; rendering signed out');
      return null;
    });
    // Server-side start (docs/product.md §4): the visitor gets temporary company, cart and user ids.
    ensureAnonymousId(ctx, 'tid');
    ensureAnonymousId(ctx, 'cid');
    ensureAnonymousId(ctx, 'uid');
    ensureAnonymousId(ctx, 'sid');
    // The region menu's currencies and the chosen one's rate, so every price renders converted.
    const currencyState = await currencyStateOf(ctx);
    const renderInput = async (nonce: string): Promise<RenderInput> => ({
      request: toFetchRequest(req, config.publicOrigin),
      fetch: createLocalFetch(table, ctx),
      site,
      cookies: ctx.cookies,
      nonce,
      publicOrigin: config.publicOrigin,
      theme: config.brandTheme,
      initialState: {
        layout: { cookieNotice: !ctx.cookies._policy },
        business: {
          lang: languageFromCookie(ctx.cookies._lang),
          ...currencyState,
          ...(await navigationState(ctx)),
          domain: `https://${req.hostname}`,
        },
        session: auth ? { token: auth.token, user: sessionUserOf(identityOf(auth)) } : { token: '', user: null },
      },
    });

    const request: PageRequest = { req, res, ctx, app, document, apiOrigin, renderInput };
    if (isShareablePage(req, auth !== null)) {
      const catalogGeneration = (await services.catalogGeneration?.current()) ?? '';
      await serveCachedPage(request, pageCache, { catalogGeneration, ...currencyState });
    } else {
      await streamPage(request);
    }
  };
}
