import crypto from 'node:crypto';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { PAYLOAD_ELEMENT_ID } from '@ferrite/storefront-app/payload';
import { languageFromCookie } from '@ferrite/storefront-app/contract';
import type { CategoryNavItem, ManufacturerNavItem, SiteSettings } from '@ferrite/storefront-app/contract';
import { sessionUserOf } from '@ferrite/storefront-app/contract/account';
import { identityOf } from '../api/account/guard';
import { ensureAnonymousId } from '../api/common/anonymous-ids';
import { findForgery } from '../auth/csrf';
import { createRequestContext, type RequestContext, type ServerServices } from '../api/context';
import { cachedCategoryNavigation, cachedManufacturerNavigation } from '../api/navigation/navigation-operations';
import { createLocalFetch } from '../api/local-fetch';
import { currencyStateOf } from '../currency/request-currency';
import { isUploadedFile } from '../api/multipart';
import type { OperationTable } from '../api/table';
import type { StorefrontServerModule } from './app-module';
import { COMMON_SECURITY_HEADERS, contentSecurityPolicy } from './security-headers';
import { withNonce, type PageTemplate } from './template';
import { encodePage, isShareablePage, matchesEtag, PageCache, SHARED_PAGE_CACHE_CONTROL, wholePage, type WholePage } from './page-cache';
import { demoMailboxEnabled } from '../mail/demo-mailbox';

const FALLBACK_500 = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Oops! Our Servers Need a Coffee Break</title></head>
<body><main><h1>Oops! Our Servers Need a Coffee Break</h1><p>This page is malfunctioning right now. Please try again in a moment.</p>
<p><a href="/">Back to the home page</a> · <a href="/feedback">Tell us what happened</a></p></main></body></html>`;

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

/** Renders every page GET through the storefront's static handler and streams the HTML. */
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

  type HtmlResult = Extract<Awaited<ReturnType<StorefrontServerModule['render']>>, { kind: 'html' }>;
  const documentStart = (result: HtmlResult, nonce: string) =>
    withNonce(template.beforeLang, nonce) +
    result.lang +
    template.beforeDir +
    result.dir +
    withNonce(template.beforeHead, nonce) +
    result.head +
    withNonce(template.beforeBodyClass, nonce) +
    result.bodyClass +
    withNonce(template.beforeApp, nonce);
  const documentEnd = (result: HtmlResult, nonce: string) =>
    withNonce(template.beforeData, nonce) +
    // After the page's HTML: in the head the page's own chunks were fetched alongside its
    // stylesheet and entry, and its first paint came later (measured).
    withNonce(template.routePreloads(result.modules), nonce) +
    `<script nonce="${nonce}" id="${PAYLOAD_ELEMENT_ID}" type="application/json">${result.payloadJson}</script>` +
    withNonce(template.tail, nonce);

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
    const renderInput = async (nonce: string): Promise<Parameters<StorefrontServerModule['render']>[0]> => ({
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

    if (isShareablePage(req, auth !== null)) {
      // The same for every anonymous visitor with these settings: rendered whole (for the ETag), and
      // kept for a few seconds so a busy page is rendered a few times a minute, not per request.
      const generation = (await services.catalogGeneration?.current()) ?? '';
      const variant = [
        generation,
        req.hostname,
        req.originalUrl,
        languageFromCookie(ctx.cookies._lang),
        currencyState.currency,
        currencyState.exchangeRate,
        ctx.cookies._policy ? 1 : 0,
      ].join('|');
      const renderWhole = async (): Promise<{ page?: WholePage; other?: Awaited<ReturnType<StorefrontServerModule['render']>> }> => {
        const nonce = crypto.randomBytes(16).toString('base64');
        const result = await app.render(await renderInput(nonce));
        if (result.kind !== 'html') return { other: result };
        // Held whole (for the ETag and the cache), so rendered whole: no stream to gather.
        const markup = await result.markup((error) => ctx.log.error({ err: error }, 'error while rendering a page'));
        return { page: wholePage(result.status, documentStart(result, nonce) + markup + documentEnd(result, nonce), nonce) };
      };
      let own: Awaited<ReturnType<typeof renderWhole>> | undefined;
      const renderForCache = async () => {
        own = await renderWhole();
        return own.page?.status === 200 ? own.page : undefined;
      };
      try {
        let page = pageCache.enabled
          ? (pageCache.read(variant, () => renderWhole().then((r) => (r.page?.status === 200 ? r.page : undefined))) ??
            (await pageCache.fill(variant, renderForCache)))
          : undefined;
        // Not cacheable (an error page, a redirect), or the cache is off: this request renders its own.
        if (!page && !own) own = await renderWhole();
        page ??= own?.page;
        if (page) return sendWholePage(req, res, page, ctx.setCookies, page === own?.page);
        if (ctx.setCookies.length > 0) res.append('Set-Cookie', ctx.setCookies);
        res.set(COMMON_SECURITY_HEADERS);
        const other = own!.other!;
        if (other.kind === 'redirect') return res.redirect(other.status, other.location);
        if (other.kind === 'response') return void res.status(other.response.status).send(await other.response.text());
      } catch (error) {
        ctx.log.error({ err: error }, 'page render failed');
        if (!res.headersSent) res.status(500).type('html').send(FALLBACK_500);
      }
      return;
    }

    const nonce = crypto.randomBytes(16).toString('base64');
    let result;
    try {
      result = await app.render(await renderInput(nonce));
    } catch (error) {
      ctx.log.error({ err: error }, 'page render failed');
      res.status(500).type('html').send(FALLBACK_500);
      return;
    }
    if (ctx.setCookies.length > 0) res.append('Set-Cookie', ctx.setCookies);
    res.set(COMMON_SECURITY_HEADERS);

    if (result.kind === 'redirect') {
      res.redirect(result.status, result.location);
      return;
    }
    if (result.kind === 'response') {
      res.status(result.response.status).send(await result.response.text());
      return;
    }
    let body;
    try {
      body = await result.stream((error) => ctx.log.error({ err: error }, 'error while streaming a page'));
    } catch (error) {
      ctx.log.error({ err: error }, 'page shell failed to render');
      res.status(500).type('html').send(FALLBACK_500);
      return;
    }
    res.status(result.status);
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': contentSecurityPolicy(nonce, apiOrigin),
      'Cache-Control': 'no-store',
    });
    res.write(documentStart(result, nonce));
    body.on('data', (chunk: Buffer) => res.write(chunk));
    body.on('end', () => {
      res.end(documentEnd(result, nonce));
    });
  };

  /**
   * A whole page with its validator. Shared caching only when this response sets no cookie (a
   * first visit gets its anonymous ids); Vary: Cookie because language, currency, the cookie
   * notice and signing in all live in cookies. A 304 carries no CSP: the browser keeps the
   * stored page together with the policy (and nonce) it came with. A page rendered for this
   * request keeps the nonce it was rendered with; one from the cache gets a new one.
   */
  function sendWholePage(req: ExpressRequest, res: ExpressResponse, page: WholePage, setCookies: string[], renderedForThis: boolean): void {
    res.set(COMMON_SECURITY_HEADERS);
    res.vary('Cookie');
    res.set('ETag', page.etag);
    if (setCookies.length > 0) {
      res.append('Set-Cookie', setCookies);
      res.set('Cache-Control', 'private, no-store');
    } else {
      res.set('Cache-Control', page.status === 200 ? SHARED_PAGE_CACHE_CONTROL : 'no-store');
      if (page.status === 200 && matchesEtag(req.headers['if-none-match'], page.etag)) {
        // A 304's headers replace the stored ones: a policy here (even the non-page one set for
        // every answer) would no longer match the stored page's nonce.
        res.removeHeader('Content-Security-Policy');
        res.status(304).end();
        return;
      }
    }
    const nonce = renderedForThis ? page.nonce : crypto.randomBytes(16).toString('base64');
    res.status(page.status);
    res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': contentSecurityPolicy(nonce, apiOrigin) });
    // Each response has its own nonce, so each is encoded anew, cheaply (the compression
    // middleware lets an encoded body pass).
    const { body, encoding } = encodePage(page, nonce, (encoding) => req.acceptsEncodings(encoding) === encoding);
    res.vary('Accept-Encoding');
    if (encoding) res.set('Content-Encoding', encoding);
    res.set('Content-Length', String(body.length));
    res.end(body);
  }
}
