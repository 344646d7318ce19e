// The bare-React baseline of tests/bench/ssr.ts, built by Vite like the storefront's own server
// bundle (vanilla-extract needs the build). It renders the page tree that entry-server renders,
// from the data a real page carried in its payload: no Express, no loaders, no database, no
// streaming, only the router's context providers (the components read their data from them).
// Keep it in step with packages/storefront-app/src/entry-server.tsx when that one changes its tree.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { App } from '../../../packages/storefront-app/src/App';
import { createApiClient } from '../../../packages/storefront-app/src/api/client';
import type { SiteSettings } from '@ferrite/contract';
import { prepareTranslator } from '../../../packages/storefront-app/src/i18n';
import type { PagePayload } from '../../../packages/storefront-app/src/payload';
import { createRoutes } from '../../../packages/storefront-app/src/routes';
import { deserializeHydration } from '../../../packages/storefront-app/src/routing/hydration';
import { loadMatchedLazyRoutes } from '../../../packages/storefront-app/src/routing/lazy-page';
import { preloadShellParts } from '../../../packages/storefront-app/src/shell/later-parts';
import { createStores } from '../../../packages/storefront-app/src/state/stores';

/** Prepares the tree once; the returned function renders it to a string (one "request"). */
export async function prepareBaseline(input: {
  url: string;
  payload: PagePayload;
  site: SiteSettings;
  nonce: string;
}): Promise<() => string> {
  const stores = createStores({ ...input.payload.state, business: { ...input.payload.state.business, site: input.site } });
  const api = createApiClient({
    baseURL: 'http://local/api',
    fetch: () => Promise.reject(new Error('the baseline render must not call the API')),
    identity: () => ({ token: '', language: stores.business.lang, currency: stores.business.currency }),
  });
  const i18n = await prepareTranslator(stores.business.lang, input.payload.i18n?.overlay ?? {});
  const routes = createRoutes({ api, stores, i18n });
  const url = new URL(input.url);
  // The page's own chunk, as the server's static handler loads it before rendering, and the shell
  // parts browsers hydrate later, which the server renders at once like the rest of the page.
  await Promise.all([loadMatchedLazyRoutes(routes, url.pathname), preloadShellParts()]);
  const { dataRoutes } = createStaticHandler(routes);
  const hydration = deserializeHydration(input.payload.router);
  const context: StaticHandlerContext = {
    basename: '/',
    location: { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' },
    matches: matchRoutes(dataRoutes, url.pathname) as StaticHandlerContext['matches'],
    loaderData: hydration.loaderData ?? {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
  };
  const router = createStaticRouter(dataRoutes, context);
  return () =>
    renderToString(
      // App's props type names its children, so createElement's third argument would not type-check.
      createElement(App, {
        services: { api, stores, i18n },
        // oxlint-disable-next-line react/no-children-prop
        children: createElement(StaticRouterProvider, { router, context, hydrate: false, nonce: input.nonce }),
      }),
    );
}
