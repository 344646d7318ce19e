import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandler } from 'react-router-dom';
import { App } from './App';
import { createApiClient } from './api/client';
import type { SiteSettings } from '@ferrite/contract';
import type { PagePayload } from './payload';
import { prepareTranslator, type Overlay, type Translator } from './i18n';
import { createOverlayCache } from './i18n/overlay-cache';
import { createRoutes } from './routes';
import { modulesOfMatches, trackRouteModules } from './routing/route-modules';
import { LaterErrorPage } from './pages/errors/RootErrorBoundary';
import { preloadShellParts } from './shell/later-parts';
import type { RouteDeps } from './routing/deps';
import { documentTitle, headFor } from './routing/head';
import { jsonForScript, serializeHydration } from './routing/hydration';
import { createStores, snapshotStores, type InitialStores } from './state/stores';
import { cartSummaryOf } from './pages/buying/cart-summary';
import { themes, type ThemeName } from '@ferrite/tokens';
import '@ferrite/tokens/fonts.css';
import './styles/global.css';

export { PAYLOAD_ELEMENT_ID } from './payload';

export interface ServerRenderInput {
  request: Request;
  /** Answers /api calls in-process. */
  fetch: typeof fetch;
  site: SiteSettings;
  cookies: Record<string, string>;
  nonce: string;
  /** Absolute origin for canonical links, e.g. https://www.ferrite.example */
  publicOrigin: string;
  /** The kit theme to serve the page in (the server's BRAND_THEME); ferrite when absent. */
  theme?: ThemeName;
  initialState?: InitialStores;
}

export type ServerRenderResult =
  | { kind: 'redirect'; status: number; location: string; headers: Headers }
  | { kind: 'response'; response: Response }
  | {
      kind: 'html';
      status: number;
      lang: string;
      dir: 'ltr' | 'rtl';
      /** Theme class for <body>, so portalled popovers get the theme's variables too. */
      bodyClass: string;
      /** Escaped <title> and <meta> tags for the head. */
      head: string;
      /** Source modules the page's routes load (keys of the browser build's manifest), for preload links. */
      modules: string[];
      /** JSON for the payload script, already safe inside <script>. */
      payloadJson: string;
      /** The React markup as a stream, handed over once the shell is ready to flush. */
      stream(onError: (error: unknown) => void): Promise<Readable>;
      /**
       * The whole React markup at once, for a page the server holds whole anyway (its ETag, the
       * page cache): the same markup as the stream's, at about half the CPU when nothing on the
       * page suspends; else (or on an error) the stream's.
       */
      markup(onError: (error: unknown) => void): Promise<string>;
    };

// One per server process: a translation-memory language costs a few API calls a minute, not one per page.
const overlayFor = createOverlayCache();

/**
 * One translator per language (and translation-memory overlay) per process: it holds no visitor's
 * data, and its sections, plural rules and the route table below are then built once, not per page.
 */
const translators = new Map<string, { overlay: Overlay; translator: Promise<Translator> }>();
function translatorFor(lang: string, overlay: Overlay): Promise<Translator> {
  const hit = translators.get(lang);
  const sameOverlay = hit && (hit.overlay === overlay || (Object.keys(hit.overlay).length === 0 && Object.keys(overlay).length === 0));
  if (hit && sameOverlay) return hit.translator;
  const translator = prepareTranslator(lang, overlay);
  translators.set(lang, { overlay, translator });
  translator.catch(() => translators.delete(lang));
  return translator;
}

/** The visitor's API client and stores while their request's loaders and actions run. */
const requestDeps = new AsyncLocalStorage<Pick<RouteDeps, 'api' | 'stores'>>();
function currentDeps(): Pick<RouteDeps, 'api' | 'stores'> {
  const deps = requestDeps.getStore();
  if (!deps) throw new Error('A route loader ran outside a server request');
  return deps;
}

/**
 * The route table and its static handler, made once per translator instead of per request (route
 * titles are made with the translator; building the table, ranking its routes and importing the
 * lazy page chunks cost more than rendering a small page). Loaders reach the request's own API
 * client and stores through `requestDeps`, so no visitor's data is held by the shared table.
 */
const handlers = new WeakMap<Translator, StaticHandler>();
function handlerFor(i18n: Translator): StaticHandler {
  let handler = handlers.get(i18n);
  if (!handler) {
    const deps: RouteDeps = {
      get api() {
        return currentDeps().api;
      },
      get stores() {
        return currentDeps().stores;
      },
      i18n,
    };
    handler = createStaticHandler(trackRouteModules(createRoutes(deps)));
    handlers.set(i18n, handler);
  }
  return handler;
}

/**
 * The shell parts and the error page that browsers hydrate later (shell/later-parts.tsx,
 * pages/errors/RootErrorBoundary.tsx) live in chunks of their own;
 * the server loads them once, so renderToString renders them at once like the rest of the page.
 */
let shellParts: Promise<void> | undefined;
function shellPartsReady(): Promise<void> {
  shellParts ??= Promise.all([preloadShellParts(), LaterErrorPage.preload()]).then(
    () => undefined,
    (error: unknown) => {
      shellParts = undefined;
      throw error;
    },
  );
  return shellParts;
}

/** React's marker of a Suspense boundary it did not render on the server. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Renders one GET request: runs the matching loaders, then streams the page (or redirects). */
export async function render(input: ServerRenderInput): Promise<ServerRenderResult> {
  const stores = createStores({ ...input.initialState, business: { ...input.initialState?.business, site: input.site } });
  const api = createApiClient({
    baseURL: input.site.apiBaseUrl.startsWith('http') ? input.site.apiBaseUrl : `http://local${input.site.apiBaseUrl}`,
    fetch: input.fetch,
    identity: () => ({
      token: stores.session.token,
      language: stores.business.lang,
      currency: stores.business.currency,
      cartId: input.cookies.cid,
      companyId: input.cookies.tid,
      userId: input.cookies.uid,
      refLoc: stores.layout.refLoc,
    }),
  });
  const [overlay] = await Promise.all([overlayFor(api, stores.business.lang), shellPartsReady()]);
  const i18n = await translatorFor(stores.business.lang, overlay);
  const handler = handlerFor(i18n);
  const context = await requestDeps.run({ api, stores }, () => handler.query(input.request));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (context.status >= 300 && context.status < 400 && location) {
      return { kind: 'redirect', status: context.status, location, headers: context.headers };
    }
    return { kind: 'response', response: context };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const head = headFor(context.matches.map((match) => ({ handle: match.route.handle, loaderData: context.loaderData[match.route.id] })));
  const hasError = context.errors !== null;
  const title = documentTitle(input.site, head.title ?? (hasError ? errorTitle(context.statusCode, i18n) : undefined), i18n);
  let headHtml = `<title>${escapeHtml(title)}</title>`;
  if (head.description) headHtml += `<meta name="description" content="${escapeHtml(head.description)}">`;
  if (head.canonical && !hasError)
    headHtml += `<link rel="canonical" href="${escapeHtml(new URL(head.canonical, input.publicOrigin).href)}">`;
  if (head.jsonLd && !hasError)
    headHtml += `<script type="application/ld+json" nonce="${escapeHtml(input.nonce)}">${jsonForScript(head.jsonLd)}</script>`;
  if (hasError) headHtml += '<meta name="robots" content="noindex">';
  const cart = cartSummaryOf(stores);
  const payload: PagePayload = {
    router: serializeHydration(context),
    state: snapshotStores(stores),
    i18n: { overlay },
    ...(cart.loaded ? { cart: { Count: cart.Count, Lines: cart.Lines, SubtotalCents: cart.SubtotalCents, Currency: cart.Currency } } : {}),
  };
  const lang = stores.business.lang;
  const page = () => (
    <App services={{ api, stores, i18n }}>
      <StaticRouterProvider router={router} context={context} hydrate={false} nonce={input.nonce} />
    </App>
  );
  const stream = (onError: (error: unknown) => void) =>
    new Promise<Readable>((resolve, reject) => {
      const rendering = renderToPipeableStream(page(), {
        nonce: input.nonce,
        onShellReady() {
          const body = new PassThrough();
          rendering.pipe(body);
          resolve(body);
        },
        onShellError(error) {
          reject(error);
        },
        onError(error) {
          onError(error);
        },
      });
    });

  return {
    kind: 'html',
    status: context.statusCode,
    lang,
    dir: i18n.dir,
    bodyClass: themes[input.theme ?? 'ferrite'],
    head: headHtml,
    modules: modulesOfMatches(context.matches),
    payloadJson: jsonForScript(payload),
    stream,
    async markup(onError) {
      try {
        const html = renderToString(page());
        // A boundary that suspended (or failed) is left to the browser by renderToString; the stream waits for it.
        if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
      } catch {
        // Suspended outside any boundary, or a render error: the stream renders it again and reports the error.
      }
      const chunks: Buffer[] = [];
      for await (const chunk of await stream(onError)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
  };
}

function errorTitle(status: number, i18n: Translator): string {
  if (status === 404) return i18n.t('errors.titleNotFound');
  if (status === 403) return i18n.t('errors.titleForbidden');
  return i18n.t('errors.titleServerError');
}
