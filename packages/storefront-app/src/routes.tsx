import { data, redirect, type RouteObject } from 'react-router-dom';
import { keywordUrl, MAX_KEYWORD_LENGTH, MESSAGES, normaliseKeyword, type HomeData } from './api/contract';
import type { SearchPageData } from './pages/search/SearchPage';
import { PageErrorBoundary, RootErrorBoundary } from './pages/errors/RootErrorBoundary';
import type { RouteDeps } from './routing/deps';
import type { RouteHandle } from './routing/head';
import { lazyPage } from './routing/lazy-page';
import { pageLoader } from './routing/load';
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
 * Server-side start (spec §4): navigation for the menus goes into the business store once;
 * the root never reloads on client navigations.
 */
function rootLoader(deps: RouteDeps) {
  return async () => {
    await loadNavigation(deps.api, deps.stores);
    return null;
  };
}

/** /search?keyword=x goes to /keywords/X (spec §5: trimmed, 3+ characters, upper-cased). */
function searchLoader(deps: RouteDeps) {
  return ({ request }: { request: Request }): SearchPageData => {
    const raw = new URL(request.url).searchParams.get('keyword');
    if (raw === null) return { keyword: '', message: '' };
    const result = normaliseKeyword(raw);
    if (result.ok) throw redirect(keywordUrl(result.keyword));
    const message =
      result.message === MESSAGES.keywordEmpty ? deps.i18n.t('shell.keywordEmpty') : deps.i18n.t('shell.keywordTooLong', { max: MAX_KEYWORD_LENGTH });
    return { keyword: raw.slice(0, 200), message };
  };
}

function notFound(deps: RouteDeps): never {
  throw data(deps.i18n.t('errors.notFoundMessage'), { status: 404 });
}

/** The one route table, used by entry-server and entry-client alike. */
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
            // Each area names the parts of the language pack its pages read (see withPackParts).
            ...withPackParts(deps, ['home'], [
              {
                index: true,
                loader: pageLoader(deps, [], () => deps.api.get<HomeData>('/Home/GetHomeData')),
                ...lazyPage(() => import('./pages/home/HomePage'), (m) => ({ Component: m.HomePage })),
                handle: { head: () => ({ description: deps.i18n.t('home.metaDescription') }) } satisfies RouteHandle,
              },
            ]),
            ...withPackParts(deps, ['catalog', 'buying', 'kitBreadcrumbs', 'kitPagination', 'kitParametricFilter', 'kitPriceBreakTable', 'kitQuantityInput', 'kitStockBadge'], catalogRoutes(deps)),
            ...withPackParts(deps, ['account', 'buying', 'sourcing'], accountRoutes(deps)),
            ...withPackParts(deps, ['buying', 'kitQuantityInput', 'kitStockBadge'], buyingRoutes(deps)),
            ...withPackParts(deps, ['content', 'kitAboutLayout', 'kitBreadcrumbs', 'kitPagination'], contentRoutes(deps)),
            ...withPackParts(deps, ['tools', 'kitBreadcrumbs'], toolsRoutes(deps)),
            ...withPackParts(deps, ['sourcing', 'buying'], sourcingRoutes(deps)),
            { path: 'search', loader: searchLoader(deps), ...lazyPage(() => import('./pages/search/SearchPage'), (m) => ({ Component: m.SearchPage })), handle: { head: () => ({ title: deps.i18n.t('shell.searchTitle') }) } satisfies RouteHandle },
            { path: '*', loader: () => notFound(deps), element: null },
          ],
        },
      ],
    },
  ];
}
