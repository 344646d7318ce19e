import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { keywordUrl, pathToPartNo, SORTS, type CategoryListing, type ManufacturerDetail, type SortKey } from '@ferrite/contract';
import { dataHead } from '../../routing/data-head';
import type { MakeRouteParts } from '../../routing/lazy-page';
import { pageLoader } from '../../routing/load';
import { pageFromUrl } from '../../routing/page-rule';
import { loadNavigation } from '../../shell/navigation';
import { INDEX_KEYS } from './index-keys';
import type { KeywordsPageData } from './KeywordsPage';
import { FILTER_PREFIX, rangesOf } from './listing-params';
import type { ProductIndexData } from './ProductIndexPage';
import { endpoints } from '@ferrite/contract/endpoints';

const sortOf = (url: URL): SortKey => {
  const sort = url.searchParams.get('sort');
  return SORTS.includes(sort as SortKey) ? (sort as SortKey) : 'relevance';
};
const inStockOf = (url: URL) => ['1', 'true'].includes(url.searchParams.get('inStock') ?? '');

/**
 * /keywords/{partNo}: the text after the prefix is the part number (docs/product.md §2). Slashes in it are
 * redirected to backslashes; the page rule applies.
 */
export const keywords: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], async ({ request, params }: LoaderFunctionArgs): Promise<KeywordsPageData> => {
    const url = new URL(request.url);
    const raw = decodeURIComponent(url.pathname.replace(/^\/keywords\/?/i, ''));
    if (raw.includes('/')) throw redirect(keywordUrl(raw) + url.search);
    const partNo = pathToPartNo(raw || params['*'] || '');
    if (partNo.trim().length === 0) throw redirect('/search');
    const page = pageFromUrl(url);
    const sort = sortOf(url);
    const mfg = url.searchParams.get('mfg') ?? '';
    const inStock = inStockOf(url);
    const result = await deps.api.call(endpoints.catalog.search, {
      keyword: partNo,
      page,
      sort,
      ...(mfg ? { mfg } : {}),
      ...(inStock ? { inStock: '1' } : {}),
    });
    return { result, sort, mfg, inStock };
  }),
  handle: dataHead((data: KeywordsPageData) => ({
    title: deps.i18n.t('catalog.searchTitle', { keyword: data.result.keyword }),
    description: deps.i18n.t('catalog.searchDescription', { total: data.result.total, keyword: data.result.keyword }),
    canonical: keywordUrl(data.result.keyword),
  })),
});

/** /category lists every category: its own data, since the page payload leaves the menus' lists out. */
export const categoryIndex: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], async () => {
    await loadNavigation(deps.api, deps.stores);
    return deps.stores.business.categoryNavList;
  }),
  handle: dataHead(() => ({ title: deps.i18n.t('catalog.allCategories'), canonical: '/category' })),
});

export const category: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], async ({ request }: LoaderFunctionArgs): Promise<CategoryListing> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/category\/?/i, '').replace(/\/+$/, '');
    const segments = path.split('/').filter(Boolean);
    const page = pageFromUrl(url);
    const query: Record<string, string | string[]> = { path: segments.slice(-2).join('/'), page: String(page), sort: sortOf(url) };
    if (inStockOf(url)) query.inStock = '1';
    const mfg = url.searchParams.getAll('mfg');
    if (mfg.length) query.mfg = mfg;
    const filters: string[] = [];
    for (const [name, value] of url.searchParams)
      if (name.startsWith(FILTER_PREFIX)) filters.push(`${name.slice(FILTER_PREFIX.length)}:${value}`);
    if (filters.length) query.f = filters;
    const ranges = rangesOf(url.searchParams);
    if (ranges.length) query.r = ranges;
    const listing = await deps.api.call(endpoints.catalog.listing, query as never);
    // Old or hand-typed paths (deeper, or a wrong parent) go to the one canonical URL.
    if (listing.category.LinkUrl !== `/category/${path}`) throw redirect(listing.category.LinkUrl + url.search);
    return listing;
  }),
  handle: dataHead((data: CategoryListing) => ({
    title: deps.i18n.term(data.category.name),
    description: data.category.description
      ? deps.i18n.term(data.category.description)
      : deps.i18n.t('catalog.categoryDescription', { name: deps.i18n.term(data.category.name), total: data.total }),
    canonical: data.category.LinkUrl,
  })),
});

export const manufacturers: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], () => deps.api.call(endpoints.catalog.manufacturers)),
  handle: dataHead(() => ({ title: deps.i18n.t('catalog.manufacturersTitle'), canonical: '/manufacturer' })),
});

export const manufacturer: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], ({ params, request }) =>
    deps.api.call(endpoints.catalog.manufacturer, { slug: params.name ?? '', page: pageFromUrl(new URL(request.url)) }),
  ),
  handle: dataHead((data: ManufacturerDetail) => ({
    title: data.manufacturer.name,
    description: data.manufacturer.description,
    canonical: data.manufacturer.MfgUrl,
  })),
});

export const productIndex: MakeRouteParts = (deps) => ({
  loader: pageLoader(deps, [], async ({ params, request }: LoaderFunctionArgs): Promise<ProductIndexData> => {
    const index = (params.index ?? '').toUpperCase();
    if (!INDEX_KEYS.includes(index)) throw redirect('/product-index/A');
    const page = pageFromUrl(new URL(request.url));
    return deps.api.call(endpoints.catalog.productIndex, { index, page });
  }),
  handle: dataHead((data: ProductIndexData) => ({
    title: deps.i18n.t('catalog.productIndexTitle', { index: data.index }),
    canonical: `/product-index/${data.index}`,
  })),
});
