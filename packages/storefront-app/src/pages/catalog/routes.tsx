import type { RouteObject } from 'react-router-dom';
import type { RouteDeps } from '../../routing/deps';
import { exported, lazyRoute } from '../../routing/lazy-page';

// Only what matching needs stays in the first load: loaders and heads come with the route (issue 10).
const listing = () => import('./listing-routes');
const product = () => import('./product-routes');

/** The catalogue pages: search results, categories, manufacturers, products, compare, index. */
export function catalogRoutes(deps: RouteDeps): RouteObject[] {
  return [
    { path: 'keywords/*', ...lazyRoute(deps, exported(listing, 'keywords'), exported(() => import('./KeywordsPage'), 'KeywordsPage')) },
    { path: 'category', ...lazyRoute(deps, exported(listing, 'categoryIndex'), exported(() => import('./CategoryIndexPage'), 'CategoryIndexPage')) },
    { path: 'category/*', ...lazyRoute(deps, exported(listing, 'category'), exported(() => import('./CategoryPage'), 'CategoryPage')) },
    { path: 'manufacturer', ...lazyRoute(deps, exported(listing, 'manufacturers'), exported(() => import('./ManufacturersPage'), 'ManufacturersPage')) },
    { path: 'manufacturer/:name', ...lazyRoute(deps, exported(listing, 'manufacturer'), exported(() => import('./ManufacturerPage'), 'ManufacturerPage')) },
    { path: 'product/compare', ...lazyRoute(deps, exported(product, 'compare'), exported(() => import('./ComparePage'), 'ComparePage')) },
    { path: 'product/:detail', ...lazyRoute(deps, exported(product, 'product'), exported(() => import('./ProductPage'), 'ProductPage')) },
    { path: 'product-index/:index', ...lazyRoute(deps, exported(listing, 'productIndex'), exported(() => import('./ProductIndexPage'), 'ProductIndexPage')) },
  ];
}
