import type { RouteObject } from 'react-router-dom';
import type { RouteDeps } from '../../routing/deps';
import { exported, lazyRoute } from '../../routing/lazy-page';
import { withPackParts } from '../../routing/pack-parts';

// Only what matching needs stays in the first load: loaders and heads come with the route (issue 10).
const listing = () => import('./listing-routes');
const product = () => import('./product-routes');

// What a table of parts reads besides its words (catalogListing): stock badges and add-to-cart forms (PartsTable.tsx).
const PARTS_TABLE = ['buyingAddToCart', 'kitPartsTable', 'kitQuantityInput', 'kitStockBadge'] as const;

/**
 * The catalogue pages: search results, categories, manufacturers, products, compare, index. Each
 * names the parts of the language pack it reads (see withPackParts).
 */
export function catalogRoutes(deps: RouteDeps): RouteObject[] {
  const route = (parts: Parameters<typeof withPackParts>[1], route: RouteObject) =>
    withPackParts(deps, ['catalogCommon', ...parts], [route]);
  return [
    ...route(['catalogListing', 'kitPagination', 'kitFacetPanel', ...PARTS_TABLE], {
      path: 'keywords/*',
      ...lazyRoute(
        deps,
        exported(listing, 'keywords'),
        () => import('./KeywordsPage'),
        (m) => m.KeywordsPage,
      ),
    }),
    ...route(['catalogListing'], {
      path: 'category',
      ...lazyRoute(
        deps,
        exported(listing, 'categoryIndex'),
        () => import('./CategoryIndexPage'),
        (m) => m.CategoryIndexPage,
      ),
    }),
    ...route(['catalogListing', 'kitBreadcrumbs', 'kitPagination', 'kitParametricFilter', 'kitFacetPanel', ...PARTS_TABLE], {
      path: 'category/*',
      ...lazyRoute(
        deps,
        exported(listing, 'category'),
        () => import('./CategoryPage'),
        (m) => m.CategoryPage,
      ),
    }),
    ...route(['catalogListing'], {
      path: 'manufacturer',
      ...lazyRoute(
        deps,
        exported(listing, 'manufacturers'),
        () => import('./ManufacturersPage'),
        (m) => m.ManufacturersPage,
      ),
    }),
    ...route(['catalogListing', 'kitBreadcrumbs', 'kitPagination', 'kitFacetPanel', ...PARTS_TABLE], {
      path: 'manufacturer/:name',
      ...lazyRoute(
        deps,
        exported(listing, 'manufacturer'),
        () => import('./ManufacturerPage'),
        (m) => m.ManufacturerPage,
      ),
    }),
    ...route(['catalogListing', 'buyingAddToCart', 'kitQuantityInput'], {
      path: 'product/compare',
      ...lazyRoute(
        deps,
        exported(product, 'compare'),
        () => import('./ComparePage'),
        (m) => m.ComparePage,
      ),
    }),
    ...route(['catalogProduct', 'kitBreadcrumbs', 'kitDataTable', 'kitPriceBreakTable', ...PARTS_TABLE], {
      path: 'product/:detail',
      ...lazyRoute(
        deps,
        exported(product, 'product'),
        () => import('./ProductPage'),
        (m) => m.ProductPage,
      ),
    }),
    ...route(['catalogListing', 'kitPagination'], {
      path: 'product-index/:index',
      ...lazyRoute(
        deps,
        exported(listing, 'productIndex'),
        () => import('./ProductIndexPage'),
        (m) => m.ProductIndexPage,
      ),
    }),
  ];
}
