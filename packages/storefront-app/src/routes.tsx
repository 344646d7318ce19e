import type { RouteObject } from 'react-router-dom';
import { PageErrorBoundary, RootErrorBoundary } from './pages/errors/RootErrorBoundary';
import type { RouteDeps } from './routing/deps';
import { exported, lazyRoute } from './routing/lazy-page';
import { notFound } from './routing/not-found';
import { withPackParts } from './routing/pack-parts';
import { accountRoutes } from './pages/account/routes';
import { buyingRoutes } from './pages/buying/routes';
import { catalogRoutes } from './pages/catalog/routes';
import { contentRoutes } from './pages/content/routes';
import { toolsRoutes } from './pages/tools/routes';
import { sourcingRoutes } from './pages/sourcing/routes';
import { loadNavigation } from './shell/navigation';
import { Shell } from './shell/Shell';

/**
 * Server-side start (docs/product.md §4): navigation for the menus goes into the business store once;
 * the root never reloads on client navigations.
 */
function rootLoader(deps: RouteDeps) {
  return async () => {
    await loadNavigation(deps.api, deps.stores);
    return null;
  };
}

/** The one route table, used by entry-server and start-client (the browser) alike. */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: 'root',
      loader: rootLoader(deps),
      shouldRevalidate: () => false,
      element: <Shell />,
      errorElement: <RootErrorBoundary />,
      children: [
        {
          id: 'pages',
          errorElement: <PageErrorBoundary />,
          children: [
            // Each page names the parts of the language pack it reads (see withPackParts).
            ...withPackParts(
              deps,
              ['home', 'kitDataTable'],
              [
                {
                  index: true,
                  ...lazyRoute(
                    deps,
                    exported(() => import('./pages/home/home-route'), 'home'),
                    () => import('./pages/home/HomePage'),
                    (m) => m.HomePage,
                  ),
                },
              ],
            ),
            ...catalogRoutes(deps),
            ...accountRoutes(deps),
            ...buyingRoutes(deps),
            ...contentRoutes(deps),
            ...withPackParts(deps, ['tools', 'kitBreadcrumbs'], toolsRoutes(deps)),
            ...sourcingRoutes(deps),
            {
              path: 'search',
              ...lazyRoute(
                deps,
                exported(() => import('./pages/search/search-route'), 'search'),
                () => import('./pages/search/SearchPage'),
                (m) => m.SearchPage,
              ),
            },
            { path: '*', loader: () => notFound(deps), element: null },
          ],
        },
      ],
    },
  ];
}
