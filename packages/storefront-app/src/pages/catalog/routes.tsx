import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { ApiCallError } from '../../api/client';
import {
  keywordUrl,
  partNoToPath,
  pathToPartNo,
  productUrl,
  SORTS,
  type CategoryListing,
  type CategoryNavItem,
  type ManufacturerDetail,
  type ManufacturerSummary,
  type ProductDetail,
  type SearchResult,
  type SortKey,
} from '../../api/contract';
import type { RouteDeps } from '../../routing/deps';
import type { RouteHandle } from '../../routing/head';
import { pageLoader } from '../../routing/load';
import { loadNavigation } from '../../shell/navigation';
import { pageFromUrl } from '../../routing/page-rule';
import { lazyPage } from '../../routing/lazy-page';
import type { CompareProduct } from './ComparePage';
import { INDEX_KEYS } from './index-keys';
import type { KeywordsPageData } from './KeywordsPage';
import { FILTER_PREFIX } from './listing-params';
import type { ProductIndexData } from './ProductIndexPage';

const sortOf = (url: URL): SortKey => {
  const sort = url.searchParams.get('sort');
  return SORTS.includes(sort as SortKey) ? (sort as SortKey) : 'relevance';
};
const inStockOf = (url: URL) => ['1', 'true'].includes(url.searchParams.get('inStock') ?? '');

/**
 * /keywords/{partNo}: the text after the prefix is the part number (spec §2). Slashes in it are
 * redirected to backslashes; the page rule applies.
 */
function keywordsLoader(deps: RouteDeps) {
  return pageLoader(deps, [], async ({ request, params }: LoaderFunctionArgs): Promise<KeywordsPageData> => {
    const url = new URL(request.url);
    const raw = decodeURIComponent(url.pathname.replace(/^\/keywords\/?/i, ''));
    if (raw.includes('/')) throw redirect(keywordUrl(raw) + url.search);
    const partNo = pathToPartNo(raw || params['*'] || '');
    if (partNo.trim().length === 0) throw redirect('/search');
    const page = pageFromUrl(url);
    const sort = sortOf(url);
    const mfg = url.searchParams.get('mfg') ?? '';
    const inStock = inStockOf(url);
    const result = await deps.api.get<SearchResult>('/product/Search', { keyword: partNo, page, sort, ...(mfg ? { mfg } : {}), ...(inStock ? { inStock: '1' } : {}) });
    return { result, sort, mfg, inStock };
  });
}

function categoryLoader(deps: RouteDeps) {
  return pageLoader(deps, [], async ({ request }: LoaderFunctionArgs): Promise<CategoryListing> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/category\/?/i, '').replace(/\/+$/, '');
    const segments = path.split('/').filter(Boolean);
    const page = pageFromUrl(url);
    const query: Record<string, string | string[]> = { path: segments.slice(-2).join('/'), page: String(page), sort: sortOf(url) };
    if (inStockOf(url)) query.inStock = '1';
    const mfg = url.searchParams.getAll('mfg');
    if (mfg.length) query.mfg = mfg;
    const filters: string[] = [];
    for (const [name, value] of url.searchParams) if (name.startsWith(FILTER_PREFIX)) filters.push(`${name.slice(FILTER_PREFIX.length)}:${value}`);
    if (filters.length) query.f = filters;
    const listing = await deps.api.get<CategoryListing>('/category/Listing', query as never);
    // Old or hand-typed paths (deeper, or a wrong parent) go to the one canonical URL.
    if (listing.category.LinkUrl !== `/category/${path}`) throw redirect(listing.category.LinkUrl + url.search);
    return listing;
  });
}

/** /category lists every category: its own data, since the page payload leaves the menus' lists out. */
async function categoryIndexLoader(deps: RouteDeps): Promise<CategoryNavItem[]> {
  await loadNavigation(deps.api, deps.stores);
  return deps.stores.business.categoryNavList;
}

function productLoader(deps: RouteDeps) {
  return pageLoader(deps, [], async ({ params, request }: LoaderFunctionArgs): Promise<ProductDetail> => {
    const detail = params.detail ?? '';
    const url = new URL(request.url);
    try {
      return await deps.api.get<ProductDetail>('/product/Detail', { partNo: pathToPartNo(detail), ...(url.searchParams.get('mfg') ? { mfg: url.searchParams.get('mfg')! } : {}) }, { silent: true });
    } catch (error) {
      // An inexact part number that names one part: send the visitor to its canonical page.
      const moved = error instanceof ApiCallError && error.code === 301 ? (error.data as { partNo?: string } | null) : null;
      if (moved?.partNo) throw redirect(productUrl(moved.partNo), 301);
      throw error;
    }
  });
}

function compareLoader(deps: RouteDeps) {
  return pageLoader(deps, [], async ({ request }: LoaderFunctionArgs): Promise<CompareProduct[]> => {
    const raw = new URL(request.url).searchParams.get('ids') ?? '';
    const ids = [...new Set(raw.split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0))].slice(0, 10);
    if (ids.length === 0) return [];
    return deps.api.post<CompareProduct[]>('/product/Compare', { ids });
  });
}

function productIndexLoader(deps: RouteDeps) {
  return pageLoader(deps, [], async ({ params, request }: LoaderFunctionArgs): Promise<ProductIndexData> => {
    const index = (params.index ?? '').toUpperCase();
    if (!INDEX_KEYS.includes(index)) throw redirect('/product-index/A');
    const page = pageFromUrl(new URL(request.url));
    return deps.api.get<ProductIndexData>('/product/Index', { index, page });
  });
}

// A loader that threw (404, 500) leaves no data: the error page keeps the default head.
const head = (fn: (data: never) => { title?: string; description?: string; canonical?: string; jsonLd?: unknown }): RouteHandle => ({
  head: (data) => (data === undefined || data === null ? {} : (fn as (data: unknown) => ReturnType<typeof fn>)(data)),
});

/** JSON-LD Product for search engines: what the page shows, in schema.org terms. */
function productJsonLd(product: ProductDetail) {
  const offers = product.PriceBreaks.map((b) => ({
    '@type': 'Offer',
    priceCurrency: 'USD',
    price: (b.unitPriceMicros / 1_000_000).toFixed(5),
    eligibleQuantity: { '@type': 'QuantitativeValue', minValue: b.qty },
    availability: product.Stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder',
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.PartNo,
    mpn: product.PartNo,
    sku: product.PartNo,
    description: product.Description,
    brand: { '@type': 'Brand', name: product.MFG },
    category: product.Category.name,
    offers,
  };
}

/** The catalogue pages: search results, categories, manufacturers, products, compare, index. */
export function catalogRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      path: 'keywords/*',
      loader: keywordsLoader(deps),
      ...lazyPage(() => import('./KeywordsPage'), (m) => ({ Component: m.KeywordsPage })),
      handle: head((data: KeywordsPageData) => ({
        title: deps.i18n.t('catalog.searchTitle', { keyword: data.result.keyword }),
        description: deps.i18n.t('catalog.searchDescription', { total: data.result.total, keyword: data.result.keyword }),
        canonical: keywordUrl(data.result.keyword),
      })),
    },
    { path: 'category', loader: pageLoader(deps, [], () => categoryIndexLoader(deps)), ...lazyPage(() => import('./CategoryIndexPage'), (m) => ({ Component: m.CategoryIndexPage })), handle: head(() => ({ title: deps.i18n.t('catalog.allCategories'), canonical: '/category' })) },
    {
      path: 'category/*',
      loader: categoryLoader(deps),
      ...lazyPage(() => import('./CategoryPage'), (m) => ({ Component: m.CategoryPage })),
      handle: head((data: CategoryListing) => ({
        title: data.category.name,
        description: data.category.description || deps.i18n.t('catalog.categoryDescription', { name: data.category.name, total: data.total }),
        canonical: data.category.LinkUrl,
      })),
    },
    {
      path: 'manufacturer',
      loader: pageLoader(deps, [], () => deps.api.get<ManufacturerSummary[]>('/manufacturer/List')),
      ...lazyPage(() => import('./ManufacturersPage'), (m) => ({ Component: m.ManufacturersPage })),
      handle: head(() => ({ title: deps.i18n.t('catalog.manufacturersTitle'), canonical: '/manufacturer' })),
    },
    {
      path: 'manufacturer/:name',
      loader: pageLoader(deps, [], ({ params, request }) => deps.api.get<ManufacturerDetail>('/manufacturer/Detail', { slug: params.name ?? '', page: pageFromUrl(new URL(request.url)) })),
      ...lazyPage(() => import('./ManufacturerPage'), (m) => ({ Component: m.ManufacturerPage })),
      handle: head((data: ManufacturerDetail) => ({ title: data.manufacturer.name, description: data.manufacturer.description, canonical: data.manufacturer.MfgUrl })),
    },
    { path: 'product/compare', loader: compareLoader(deps), ...lazyPage(() => import('./ComparePage'), (m) => ({ Component: m.ComparePage })), handle: head(() => ({ title: deps.i18n.t('catalog.compareTitle') })) },
    {
      path: 'product/:detail',
      loader: productLoader(deps),
      ...lazyPage(() => import('./ProductPage'), (m) => ({ Component: m.ProductPage })),
      handle: head((data: ProductDetail) => ({
        title: `${data.PartNo} ${data.MFG}`,
        description:
          data.Stock > 0
            ? deps.i18n.t('catalog.productDescriptionInStock', { partNo: data.PartNo, mfg: data.MFG, description: data.Description, stock: data.Stock })
            : deps.i18n.t('catalog.productDescriptionOnOrder', { partNo: data.PartNo, mfg: data.MFG, description: data.Description }),
        canonical: `/product/${partNoToPath(data.PartNo)}`,
        jsonLd: productJsonLd(data),
      })),
    },
    {
      path: 'product-index/:index',
      loader: productIndexLoader(deps),
      ...lazyPage(() => import('./ProductIndexPage'), (m) => ({ Component: m.ProductIndexPage })),
      handle: head((data: ProductIndexData) => ({ title: deps.i18n.t('catalog.productIndexTitle', { index: data.index }), canonical: `/product-index/${data.index}` })),
    },
  ];
}
