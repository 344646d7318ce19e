import crypto from 'node:crypto';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { PAYLOAD_ELEMENT_ID } from '@ferrite/storefront-app/payload';
import type { SiteSettings } from '@ferrite/storefront-app/contract';
import { sessionUserOf } from '@ferrite/storefront-app/contract/account';
import { identityOf } from '../api/account/guard';
import { ensureAnonymousId } from '../api/common/anonymous-ids';
import { findForgery } from '../auth/csrf';
import { createRequestContext, type ServerServices } from '../api/context';
import { createLocalFetch } from '../api/local-fetch';
import { isUploadedFile } from '../api/multipart';
import type { OperationTable } from '../api/table';
import type { StorefrontServerModule } from './app-module';
import { COMMON_SECURITY_HEADERS, contentSecurityPolicy } from './security-headers';
import { withNonce, type PageTemplate } from './template';

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
  };
  const apiOrigin = config.apiBaseUrl.startsWith('http') ? new URL(config.apiBaseUrl).origin : undefined;

  return async function ssrHandler(req: ExpressRequest, res: ExpressResponse): Promise<void> {
    const ctx = createRequestContext(services, { headers: req.headers, ip: req.ip, requestId: res.locals.requestId as string, secure: req.secure });
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
    // Server-side start (spec §4): the visitor gets temporary company, cart and user ids.
    ensureAnonymousId(ctx, 'tid');
    ensureAnonymousId(ctx, 'cid');
    ensureAnonymousId(ctx, 'uid');
    ensureAnonymousId(ctx, 'sid');
    const nonce = crypto.randomBytes(16).toString('base64');
    let result;
    try {
      result = await app.render({
        request: toFetchRequest(req, config.publicOrigin),
        fetch: createLocalFetch(table, ctx),
        site,
        cookies: ctx.cookies,
        nonce,
        publicOrigin: config.publicOrigin,
        initialState: {
          layout: { cookieNotice: !ctx.cookies._policy },
          business: {
            lang: ctx.cookies._lang === 'ru' ? 'ru' : 'en',
            currency: ctx.cookies._currency === 'EUR' ? 'EUR' : 'USD',
            currencySymbol: ctx.cookies._currency === 'EUR' ? '€' : '$',
            domain: `https://${req.hostname}`,
          },
          session: auth ? { token: auth.token, user: sessionUserOf(identityOf(auth)) } : { token: '', user: null },
        },
      });
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
    res.write(
      withNonce(template.beforeLang, nonce) +
        result.lang +
        template.beforeDir +
        result.dir +
        withNonce(template.beforeHead, nonce) +
        result.head +
        withNonce(template.beforeBodyClass, nonce) +
        result.bodyClass +
        withNonce(template.beforeApp, nonce),
    );
    body.on('data', (chunk: Buffer) => res.write(chunk));
    body.on('end', () => {
      res.end(
        withNonce(template.beforeData, nonce) +
          `<script nonce="${nonce}" id="${PAYLOAD_ELEMENT_ID}" type="application/json">${result.payloadJson}</script>` +
          withNonce(template.tail, nonce),
      );
    });
  };
}
