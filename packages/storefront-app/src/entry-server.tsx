import { PassThrough, type Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from './App';
import { createApiClient } from './api/client';
import type { SiteSettings } from './api/contract';
import type { PagePayload } from './payload';
import { prepareTranslator, type Translator } from './i18n';
import { createOverlayCache } from './i18n/overlay-cache';
import { createRoutes } from './routes';
import { documentTitle, headFor } from './routing/head';
import { jsonForScript, serializeHydration } from './routing/hydration';
import { createStores, snapshotStores, type InitialStores } from './state/stores';
import { ferriteTheme } from '@ferrite/tokens';
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
      /** JSON for the payload script, already safe inside <script>. */
      payloadJson: string;
      /** The React markup as a stream, handed over once the shell is ready to flush. */
      stream(onError: (error: unknown) => void): Promise<Readable>;
    };

// One per server process: a translation-memory language costs a few API calls a minute, not one per page.
const overlayFor = createOverlayCache();

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
  const overlay = await overlayFor(api, stores.business.lang);
  const i18n = await prepareTranslator(stores.business.lang, overlay);
  const routes = createRoutes({ api, stores, i18n });
  const handler = createStaticHandler(routes);
  const context = await handler.query(input.request);
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
  if (head.canonical && !hasError) headHtml += `<link rel="canonical" href="${escapeHtml(new URL(head.canonical, input.publicOrigin).href)}">`;
  if (head.jsonLd && !hasError) headHtml += `<script type="application/ld+json" nonce="${escapeHtml(input.nonce)}">${jsonForScript(head.jsonLd)}</script>`;
  if (hasError) headHtml += '<meta name="robots" content="noindex">';
  const payload: PagePayload = { router: serializeHydration(context), state: snapshotStores(stores), i18n: { overlay } };
  const lang = stores.business.lang;

  return {
    kind: 'html',
    status: context.statusCode,
    lang,
    dir: i18n.dir,
    bodyClass: ferriteTheme,
    head: headHtml,
    payloadJson: jsonForScript(payload),
    stream(onError) {
      return new Promise((resolve, reject) => {
        const stream = renderToPipeableStream(
          <App services={{ api, stores, i18n }}>
            <StaticRouterProvider router={router} context={context} hydrate={false} nonce={input.nonce} />
          </App>,
          {
            nonce: input.nonce,
            onShellReady() {
              const body = new PassThrough();
              stream.pipe(body);
              resolve(body);
            },
            onShellError(error) {
              reject(error);
            },
            onError(error) {
              onError(error);
            },
          },
        );
      });
    },
  };
}

function errorTitle(status: number, i18n: Translator): string {
  if (status === 404) return i18n.t('errors.titleNotFound');
  if (status === 403) return i18n.t('errors.titleForbidden');
  return i18n.t('errors.titleServerError');
}
