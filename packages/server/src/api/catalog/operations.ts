import {
  autocompleteInput,
  autoPartInput,
  compareInput,
  filterMfgInput,
  listingInput,
  manufacturerDetailInput,
  productDetailInput,
  productIndexInput,
  searchInput,
  seoInput,
  similarCountInput,
} from '@ferrite/contract/catalog';
import { pathToPartNo } from '@ferrite/contract';
import { ApiError, notFound } from '../errors';
import { defineOperation, type Operation } from '../operation';
import { categoryListing, CategoryNotFound } from './listing-queries';
import { manufacturerDetail, manufacturerList } from './manufacturer-queries';
import { autoPart, compareProducts, productDetail, productIndex, similarCounts } from './product-queries';
import { autocomplete, popularSearches, recordSearch, searchParts } from './search-queries';
import { seoFor } from './seo-queries';

const autocompleteOp = defineOperation({
  method: 'GET',
  path: '/Product/Autocomplete',
  summary: 'Part-number suggestions for 3 or more typed characters: PartNo, MFG, ProductUrl.',
  input: autocompleteInput,
  handler: ({ keyword }, ctx) => autocomplete(ctx.db.reads, keyword),
});

const popularSearchesOp = defineOperation({
  method: 'GET',
  path: '/Product/GetPopularSearchesParts',
  summary: 'Hot searches: the most searched keywords, topped up with popular part numbers.',
  handler: (_input, ctx) => ctx.cache.get('catalog:popular-searches', 5 * 60_000, () => popularSearches(ctx.db.reads)),
});

const searchOp = defineOperation({
  method: 'GET',
  path: '/product/Search',
  summary: 'Keyword search: exact part number, prefix, similar, then description; packaging variants grouped.',
  input: searchInput,
  async handler(input, ctx) {
    const result = await searchParts(ctx.db.reads, {
      keyword: input.keyword,
      page: input.page,
      sort: input.sort,
      mfg: input.mfg,
      inStock: input.inStock,
    });
    // Counting a search must never fail the search itself.
    if (input.page === 1)
      recordSearch(ctx.db, result.keyword).catch((error: unknown) => ctx.log.warn({ err: error }, 'search not recorded'));
    return result;
  },
});

const autoPartOp = defineOperation({
  method: 'GET',
  path: '/product/AutoPart',
  summary: 'Resolves one part number (optionally with its manufacturer) to a part: exact, normalised, ambiguous with candidates, or none.',
  input: autoPartInput,
  handler: ({ partNo, mfg }, ctx) => autoPart(ctx.db.reads, partNo, mfg),
});

const filterMfgOp = defineOperation({
  method: 'POST',
  path: '/product/GetFilterMfgResult',
  summary: 'Manufacturers among the results of a keyword search, with counts (the manufacturer filter).',
  input: filterMfgInput,
  async handler({ keyword }, ctx) {
    const result = await searchParts(ctx.db.reads, { keyword, page: 1, sort: 'relevance', inStock: false });
    return result.manufacturers;
  },
});

const similarCountOp = defineOperation({
  method: 'POST',
  path: '/product/StatisticsSemilarCount',
  summary: 'For one part: how many other packagings, similar parts (same key parameter) and alternates from other makers exist.',
  input: similarCountInput,
  async handler({ partNo }, ctx) {
    const counts = await similarCounts(ctx.db.reads, partNo);
    if (!counts) throw notFound(`No part ${partNo}`);
    return counts;
  },
});

const listingOp = defineOperation({
  method: 'GET',
  path: '/category/Listing',
  summary: 'A category page: parts with parametric filters (f=Key:Value), manufacturer and stock filters, sort, facets with counts.',
  input: listingInput,
  async handler(input, ctx) {
    try {
      return await categoryListing(ctx.db.reads, ctx, {
        path: input.path,
        page: input.page,
        sort: input.sort,
        mfg: input.mfg,
        inStock: input.inStock,
        filters: input.f,
      });
    } catch (error) {
      if (error instanceof CategoryNotFound) throw notFound(error.message);
      throw error;
    }
  },
});

const productDetailOp = defineOperation({
  method: 'GET',
  path: '/product/Detail',
  summary: 'A product page: parameters, price breaks, stock, packagings, similar and alternate parts.',
  input: productDetailInput,
  async handler({ partNo, mfg }, ctx) {
    const lookup = await productDetail(ctx.db.reads, ctx, pathToPartNo(partNo), mfg);
    if (lookup.kind === 'missing') throw notFound(`No part ${partNo} in the catalogue`);
    if (lookup.kind === 'moved') throw new ApiError(301, `See ${lookup.partNo}`, 'warning', { partNo: lookup.partNo });
    return lookup.product;
  },
});

const compareOp = defineOperation({
  method: 'POST',
  path: '/product/Compare',
  summary: 'Products side by side with their parameters, in the order given (the compare list lives in browser storage).',
  input: compareInput,
  handler: ({ ids }, ctx) => compareProducts(ctx.db.reads, ids),
});

const productIndexOp = defineOperation({
  method: 'GET',
  path: '/product/Index',
  summary: 'Part numbers that start with a letter or digit, 500 to a page, for the A–Z product index.',
  input: productIndexInput,
  handler: ({ index, page }, ctx) => productIndex(ctx.db.reads, index, page),
});

const manufacturerListOp = defineOperation({
  method: 'GET',
  path: '/manufacturer/List',
  summary: 'Every manufacturer with its part count (the Linecard A–Z).',
  handler: (_input, ctx) => manufacturerList(ctx.db.reads, ctx.cache),
});

const manufacturerDetailOp = defineOperation({
  method: 'GET',
  path: '/manufacturer/Detail',
  summary: "A manufacturer's profile, its categories and its parts.",
  input: manufacturerDetailInput,
  async handler({ slug, page }, ctx) {
    const detail = await manufacturerDetail(ctx.db.reads, ctx.cache, slug, page);
    if (!detail) throw notFound(`No manufacturer ${slug}`);
    return detail;
  },
});

const seoOp = defineOperation({
  method: 'GET',
  path: '/common/GetSEOTDKByCondition',
  summary:
    'Title, description and keywords for a page type and key (product part number, category path, manufacturer slug, search keyword).',
  input: seoInput,
  handler: ({ type, key }, ctx) => seoFor(ctx.db.reads, ctx.config.brand, type, key),
});

// Every catalogue read above goes to `ctx.db.reads` (the replica of DATABASE_REPLICA_URL, if any):
// a part's page may lag the primary by a moment; the order itself checks stock on the primary.
export const catalogOperations: Operation[] = [
  autocompleteOp,
  popularSearchesOp,
  searchOp,
  autoPartOp,
  filterMfgOp,
  similarCountOp,
  listingOp,
  productDetailOp,
  compareOp,
  productIndexOp,
  manufacturerListOp,
  manufacturerDetailOp,
  seoOp,
];
