// The page path for shareable pages (anonymous GETs of catalogue and reading pages): one rendering
// serves every visitor with the same settings for a few seconds, with an ETag, shared caching when
// the answer sets no cookie, and a new nonce per response.
import { languageFromCookie } from '@ferrite/contract';
import { encodePage, matchesEtag, SHARED_PAGE_CACHE_CONTROL, wholePage, type PageCache, type WholePage } from './page-cache';
import { FALLBACK_500, newNonce, type PageRequest, type RenderResult } from './page-document';
import { COMMON_SECURITY_HEADERS, contentSecurityPolicy } from './security-headers';

/** Everything a shareable page depends on besides its URL: a change of any of these is another page. */
export interface PageVariantInputs {
  catalogGeneration: string;
  currency: string;
  exchangeRate: string;
}

function pageVariant({ req, ctx }: PageRequest, inputs: PageVariantInputs): string {
  return [
    inputs.catalogGeneration,
    req.hostname,
    req.originalUrl,
    languageFromCookie(ctx.cookies._lang),
    inputs.currency,
    inputs.exchangeRate,
    ctx.cookies._policy ? 1 : 0,
  ].join('|');
}

/**
 * Serves a shareable page from the page cache, rendering it when it is missing or stale. Rendered
 * whole (for the ETag), and kept for a few seconds so a busy page is rendered a few times a minute,
 * not per request. An answer that is not a 200 page (an error page, a redirect) is not stored.
 */
export async function serveCachedPage(request: PageRequest, pageCache: PageCache, inputs: PageVariantInputs): Promise<void> {
  const { res, ctx, app, document, renderInput } = request;
  const variant = pageVariant(request, inputs);
  const renderWhole = async (): Promise<{ page?: WholePage; other?: RenderResult }> => {
    const nonce = newNonce();
    const result = await app.render(await renderInput(nonce));
    if (result.kind !== 'html') return { other: result };
    // Held whole (for the ETag and the cache), so rendered whole: no stream to gather.
    const markup = await result.markup((error) => ctx.log.error({ err: error }, 'error while rendering a page'));
    return { page: wholePage(result.status, document.start(result, nonce) + markup + document.end(result, nonce), nonce) };
  };
  let own: Awaited<ReturnType<typeof renderWhole>> | undefined;
  const renderForCache = async () => {
    own = await renderWhole();
    return own.page?.status === 200 ? own.page : undefined;
  };
  try {
    let page = pageCache.enabled
      ? (pageCache.read(variant, () => renderWhole().then((rendered) => (rendered.page?.status === 200 ? rendered.page : undefined))) ??
        (await pageCache.fill(variant, renderForCache)))
      : undefined;
    // Not cacheable (an error page, a redirect), or the cache is off: this request renders its own.
    if (!page && !own) own = await renderWhole();
    page ??= own?.page;
    if (page) return sendWholePage(request, page, page === own?.page);
    if (ctx.setCookies.length > 0) res.append('Set-Cookie', ctx.setCookies);
    res.set(COMMON_SECURITY_HEADERS);
    const other = own!.other!;
    if (other.kind === 'redirect') return res.redirect(other.status, other.location);
    if (other.kind === 'response') return void res.status(other.response.status).send(await other.response.text());
  } catch (error) {
    ctx.log.error({ err: error }, 'page render failed');
    if (!res.headersSent) res.status(500).type('html').send(FALLBACK_500);
  }
}

/**
 * A whole page with its validator. Shared caching only when this response sets no cookie (a
 * first visit gets its anonymous ids); Vary: Cookie because language, currency, the cookie
 * notice and signing in all live in cookies. A 304 carries no CSP: the browser keeps the
 * stored page together with the policy (and nonce) it came with. A page rendered for this
 * request keeps the nonce it was rendered with; one from the cache gets a new one.
 */
function sendWholePage({ req, res, ctx, apiOrigin }: PageRequest, page: WholePage, renderedForThis: boolean): void {
  res.set(COMMON_SECURITY_HEADERS);
  res.vary('Cookie');
  res.set('ETag', page.etag);
  if (ctx.setCookies.length > 0) {
    res.append('Set-Cookie', ctx.setCookies);
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
  const nonce = renderedForThis ? page.nonce : newNonce();
  res.status(page.status);
  res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': contentSecurityPolicy(nonce, apiOrigin) });
  // Each response has its own nonce, so each is encoded anew, cheaply (the compression
  // middleware lets an encoded body pass).
  const { body, encoding } = encodePage(page, nonce, (name) => req.acceptsEncodings(name) === name);
  res.vary('Accept-Encoding');
  if (encoding) res.set('Content-Encoding', encoding);
  res.set('Content-Length', String(body.length));
  res.end(body);
}
