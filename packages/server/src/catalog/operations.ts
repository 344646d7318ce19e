import { endpoints } from '@ferrite/contract/endpoints';
import { pathToPartNo } from '@ferrite/contract';
import { ApiError, notFound } from '../api/errors';
import { defineOperation, type Operation } from '../api/operation';
import { categoryListing, CategoryNotFound } from './listing-queries';
import { manufacturerDetail, manufacturerList } from './manufacturer-queries';
import { autoPart, compareProducts, productDetail, productIndex, similarCounts } from './product-queries';
import { autocomplete, categorySuggestions, manufacturerSuggestions, popularSearches, searchParts } from './search-queries';
import { loadCategoryTree } from './catalog-tree';
import { seoFor } from './seo-queries';

const autocompleteOp = defineOperation(endpoints.catalog.autocomplete, {
  summary:
    'Part-number suggestions for 3 or more typed characters, exact numbers first, then by popularity and stock: PartNo, MFG, ProductUrl, Stock, PriceFromMicros, Description.',
  handler: ({ keyword }, ctx) => autocomplete(ctx.db.reads, keyword),
});

const suggestionsOp = defineOperation(endpoints.catalog.suggestions, {
  summary: 'What the search box offers while typing: the product suggestions, and the categories and manufacturers the text names.',
  async handler({ keyword }, ctx) {
    const [products, tree, manufacturers] = await Promise.all([
      autocomplete(ctx.db.reads, keyword),
      loadCategoryTree(ctx.db.reads, ctx),
      manufacturerSuggestions(ctx.db.reads, keyword),
    ]);
    return { Products: products, Categories: categorySuggestions(tree, keyword), Manufacturers: manufacturers };
  },
});

const popularSearchesOp = defineOperation(endpoints.catalog.popularSearches, {
  summary: 'Hot searches: the most searched keywords, topped up with popular part numbers.',
  handler: (_input, ctx) => ctx.cache.get('catalog:popular-searches', 5 * 60_000, () => popularSearches(ctx.db.reads)),
});

const searchOp = defineOperation(endpoints.catalog.search, {
  summary: 'Keyword search: exact part number, prefix, similar, then description; packaging variants grouped.',
  async handler(input, ctx) {
    const result = await searchParts(ctx.db.reads, {
      keyword: input.keyword,
      page: input.page,
      sort: input.sort,
      mfg: input.mfg,
      inStock: input.inStock,
    });
    if (input.page === 1) ctx.searchTally.count(result.keyword);
    return result;
  },
});

const autoPartOp = defineOperation(endpoints.catalog.autoPart, {
  summary: 'Resolves one part number (optionally with its manufacturer) to a part: exact, normalised, ambiguous with candidates, or none.',
  handler: ({ partNo, mfg }, ctx) => autoPart(ctx.db.reads, partNo, mfg),
});

const filterMfgOp = defineOperation(endpoints.catalog.searchManufacturers, {
  summary: 'Manufacturers among the results of a keyword search, with counts (the manufacturer filter).',
  async handler({ keyword }, ctx) {
    const result = await searchParts(ctx.db.reads, { keyword, page: 1, sort: 'relevance', inStock: false });
    return result.manufacturers;
  },
});

const similarCountOp = defineOperation(endpoints.catalog.similarCount, {
  summary: 'For one part: how many other packagings, similar parts (same key parameter) and alternates from other makers exist.',
  async handler({ partNo }, ctx) {
    const counts = await similarCounts(ctx.db.reads, partNo);
    if (!counts) throw notFound(`No part ${partNo}`);
    return counts;
  },
});

const listingOp = defineOperation(endpoints.catalog.listing, {
  summary:
    'A category page: parts with parametric filters (f=Key:Value), ranges on quantities (r=Key:from~to), manufacturer and stock filters, sort, facets with counts.',
  async handler(input, ctx) {
    try {
      return await categoryListing(ctx.db.reads, ctx, {
        path: input.path,
        page: input.page,
        sort: input.sort,
        mfg: input.mfg,
        inStock: input.inStock,
        filters: input.f,
        ranges: input.r.map((range) => {
          const colon = range.indexOf(':');
          const [from = '', to = ''] = range.slice(colon + 1).split('~');
          return { key: range.slice(0, colon), from, to };
        }),
      });
    } catch (error) {
      if (error instanceof CategoryNotFound) throw notFound(error.message);
      throw error;
    }
  },
});

const productDetailOp = defineOperation(endpoints.catalog.product, {
  summary: 'A product page: parameters, price breaks, stock, packagings, similar and alternate parts.',
  async handler({ partNo, mfg }, ctx) {
    const lookup = await productDetail(ctx.db.reads, ctx, pathToPartNo(partNo), mfg);
    if (lookup.kind === 'missing') throw notFound(`No part ${partNo} in the catalogue`);
    if (lookup.kind === 'moved') throw new ApiError(301, `See ${lookup.partNo}`, 'warning', { partNo: lookup.partNo });
    return lookup.product;
  },
});

const compareOp = defineOperation(endpoints.catalog.compare, {
  summary: 'Products side by side with their parameters, in the order given (the compare list lives in browser storage).',
  handler: ({ ids }, ctx) => compareProducts(ctx.db.reads, ids),
});

const productIndexOp = defineOperation(endpoints.catalog.productIndex, {
  summary: 'Part numbers that start with a letter or digit, 500 to a page, for the A–Z product index.',
  handler: ({ index, page }, ctx) => productIndex(ctx.db.reads, index, page),
});

const manufacturerListOp = defineOperation(endpoints.catalog.manufacturers, {
  summary: 'Every manufacturer with its part count (the Linecard A–Z).',
  handler: (_input, ctx) => manufacturerList(ctx.db.reads, ctx.cache),
});

const manufacturerDetailOp = defineOperation(endpoints.catalog.manufacturer, {
  summary: "A manufacturer's profile, its categories and its parts.",
  async handler({ slug, page }, ctx) {
    const detail = await manufacturerDetail(ctx.db.reads, ctx.cache, slug, page);
    if (!detail) throw notFound(`No manufacturer ${slug}`);
    return detail;
  },
});

const seoOp = defineOperation(endpoints.catalog.seo, {
  summary:
    'Title, description and keywords for a page type and key (product part number, category path, manufacturer slug, search keyword).',
  handler: ({ type, key }, ctx) => seoFor(ctx.db.reads, ctx.config.brand, type, key),
});

// Every catalogue read above goes to `ctx.db.reads` (the replica of DATABASE_REPLICA_URL, if any):
// a part's page may lag the primary by a moment; the order itself checks stock on the primary.
export const catalogOperations: Operation[] = [
  autocompleteOp,
  suggestionsOp,
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
