// The app's start in the browser, loaded by entry-client.tsx once React has been evaluated.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { createApiClient } from './api/client';
import type { SessionUser } from '@ferrite/contract';
import { PAYLOAD_ELEMENT_ID, type PagePayload } from './payload';
import { prepareTranslator } from './i18n';
import { apiMessageText, type ApiText } from './i18n/api-messages';
import { createRoutes } from './routes';
import { deserializeHydration } from './routing/hydration';
import { hydrateAllLaterParts } from './routing/hydrate-later';
import { loadMatchedLazyRoutes } from './routing/lazy-page';
import { createStores, showSnackbar } from './state/stores';
import { setCartSummary } from './pages/buying/cart-summary';
import { readCookie } from './state/cookies';

/**
 * Lets the browser run input and rendering between start-up steps: evaluating the modules, then
 * setting up and loading the page's chunks, then hydrating each run as its own task instead of one
 * long one (issue 10, total blocking time).
 */
const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
await yieldToBrowser();

const payloadElement = document.getElementById(PAYLOAD_ELEMENT_ID);
const payload = JSON.parse(payloadElement?.textContent ?? '{}') as PagePayload;
const stores = createStores(payload.state);
if (payload.cart) setCartSummary(stores, payload.cart);
// Cookie-authenticated POSTs need the session's CSRF token (the server ignores it on Bearer calls).
const fetchWithCsrf: typeof fetch = (input, init) => {
  const token = (stores.session.user as SessionUser | null)?.CsrfToken;
  if (!token || (init?.method ?? 'GET').toUpperCase() !== 'POST') return fetch(input, init);
  const headers = new Headers(init?.headers);
  headers.set('X-CSRF-Token', token);
  return fetch(input, { ...init, headers });
};
// Until the translator is ready (it loads before anything can call the API) messages stay as they came.
let translateApiText: (text: ApiText) => string = (text) => text.message;
const api = createApiClient({
  baseURL: stores.business.site.apiBaseUrl,
  fetch: fetchWithCsrf,
  identity: () => ({
    token: stores.session.token,
    language: stores.business.lang,
    currency: stores.business.currency,
    cartId: readCookie('cid'),
    companyId: readCookie('tid'),
    userId: readCookie('uid'),
    refLoc: stores.layout.refLoc,
  }),
  // API messages are English on the wire: the snackbar shows them in the reader's language.
  notify: (state, message, composed) => showSnackbar(stores, state, translateApiText({ message, ...composed })),
  onSessionExpired: () => {
    // Spec §4: an empty identity clears the user; the server already removed the dead cookie.
    stores.session.token = '';
    stores.session.user = null;
    const here = window.location.pathname + window.location.search;
    window.location.assign(`/account/login?redirect=${encodeURIComponent(here)}`);
  },
  onToken: (token) => {
    stores.session.token = token;
  },
});
const i18n = await prepareTranslator(stores.business.lang, payload.i18n?.overlay);
translateApiText = (text) => apiMessageText(i18n, text);
const routes = createRoutes({ api, stores, i18n });
// Pages come in their own chunks: the one the server rendered must be here before hydrating.
await loadMatchedLazyRoutes(routes, window.location);
await yieldToBrowser();
const router = createBrowserRouter(routes, { hydrationData: deserializeHydration(payload.router) });
// Shell parts hydrated later sit under the router's context: React cannot hydrate them once it
// changes, and would hold a navigation until their code came. The first change loads them all.
const stopWatchingRouter = router.subscribe(() => {
  stopWatchingRouter();
  hydrateAllLaterParts();
});

// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page (the menus alone are hundreds of links): input is answered sooner.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <App services={{ api, stores, i18n }}>
      <RouterProvider router={router} />
    </App>,
  );
});
