import type { z } from 'zod';
import type * as schemas from './catalog';

/** Spec §2/§9: listing pages run 1–50; page 1 is the default and never written in the URL. */
export const MAX_LISTING_PAGE = 50;
export const PAGE_SIZE = 20;
export const AUTOCOMPLETE_LIMIT = 10;
/** Categories and manufacturers offered beside the product suggestions, each. */
export const LINK_SUGGESTION_LIMIT = 3;

export const SORTS = ['relevance', 'price_asc', 'price_desc', 'stock_desc', 'partno_asc'] as const;
export type SortKey = (typeof SORTS)[number];

/** Why a typed range was set aside: a bound that is not a number, a unit of another kind, or from above to. */
export const RANGE_PROBLEMS = ['unreadable', 'unit', 'order'] as const;

// The shapes below are the output schemas' types (./catalog): declared once, as zod, for the
// server's output check and OpenAPI; pages import the types without loading zod.
export type ProductSuggestion = z.output<typeof schemas.productSuggestion>;
export type PartSuggestion = z.output<typeof schemas.partSuggestion>;
export type LinkSuggestion = z.output<typeof schemas.linkSuggestion>;
export type SearchSuggestions = z.output<typeof schemas.searchSuggestions>;
export type PartVariant = z.output<typeof schemas.partVariant>;
export type PartListItem = z.output<typeof schemas.partListItem>;
export type FacetValue = z.output<typeof schemas.facetValue>;
export type Facet = z.output<typeof schemas.facet>;
export type AppliedRange = z.output<typeof schemas.appliedRange>;
export type PagedParts = z.output<typeof schemas.pagedParts>;
export type SearchResult = z.output<typeof schemas.searchResult>;
export type CategoryCrumb = z.output<typeof schemas.categoryCrumb>;
export type CategoryListing = z.output<typeof schemas.categoryListing>;
export type ProductDetail = z.output<typeof schemas.productDetail>;
export type ManufacturerSummary = z.output<typeof schemas.manufacturerSummary>;
export type ManufacturerDetail = z.output<typeof schemas.manufacturerDetail>;
export type SeoTdk = z.output<typeof schemas.seoTdk>;
