import { z } from 'zod';
import type { PartSummary } from './home';
import { MAX_KEYWORD_LENGTH, MESSAGES, MIN_KEYWORD_LENGTH } from './validation';

/** Spec §2/§9: listing pages run 1–50; page 1 is the default and never written in the URL. */
export const MAX_LISTING_PAGE = 50;
export const PAGE_SIZE = 20;
export const AUTOCOMPLETE_LIMIT = 10;

export const SORTS = ['relevance', 'price_asc', 'price_desc', 'stock_desc', 'partno_asc'] as const;
export type SortKey = (typeof SORTS)[number];

const keyword = z
  .string({ error: MESSAGES.keywordEmpty })
  .trim()
  .min(MIN_KEYWORD_LENGTH, { error: MESSAGES.keywordEmpty })
  .max(MAX_KEYWORD_LENGTH, { error: MESSAGES.keywordTooLong });

const page = z.coerce
  .number({ error: 'page must be a whole number' })
  .int({ error: 'page must be a whole number' })
  .min(1, { error: 'page must be 1 or more' })
  .max(MAX_LISTING_PAGE, { error: `page must be at most ${MAX_LISTING_PAGE}` })
  .default(1);

/** Parametric filters as `Key:Value` pairs; repeated keys are alternatives (OR), different keys all apply (AND). */
const filters = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .pipe(z.array(z.string().max(200).regex(/^[^:]{1,80}:.{1,100}$/, { error: 'filter must look like Key:Value' })).max(30));

const flag = z
  .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean()])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === true);

export const autocompleteInput = z.object({ keyword });

export const searchInput = z.object({
  keyword,
  page,
  sort: z.enum(SORTS, { error: 'sort is not one we know' }).default('relevance'),
  mfg: z.string().max(80).regex(/^[a-z0-9-]*$/, { error: 'mfg must be a manufacturer slug' }).optional(),
  inStock: flag,
});
export type SearchInput = z.input<typeof searchInput>;

export const listingInput = z.object({
  path: z.string().min(1).max(200).regex(/^[a-z0-9-]+(\/[a-z0-9-]+)?$/, { error: 'path must be a category path' }),
  page,
  sort: z.enum(SORTS, { error: 'sort is not one we know' }).default('relevance'),
  mfg: z.union([z.string(), z.array(z.string())]).optional().transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])).pipe(z.array(z.string().max(80).regex(/^[a-z0-9-]+$/)).max(20)),
  inStock: flag,
  f: filters,
});
export type ListingInput = z.input<typeof listingInput>;

export const productDetailInput = z.object({
  partNo: z.string().trim().min(1, { error: 'partNo is required' }).max(120),
  mfg: z.string().max(80).regex(/^[a-z0-9-]*$/).optional(),
});

export const compareInput = z.object({
  ids: z.array(z.coerce.number().int().positive()).min(1, { error: 'ids needs at least one product' }).max(10, { error: 'compare at most 10 products' }),
});

export const autoPartInput = z.object({
  partNo: z.string().trim().min(1, { error: 'partNo is required' }).max(120),
  mfg: z.string().trim().max(80).optional(),
});

export const filterMfgInput = z.object({ keyword });
export const similarCountInput = z.object({ partNo: z.string().trim().min(1, { error: 'partNo is required' }).max(120) });

export const productIndexInput = z.object({
  index: z.string().regex(/^[A-Z0-9]$/i, { error: 'index must be one letter A–Z or digit 0–9' }).transform((v) => v.toUpperCase()),
  page,
});

export const manufacturerDetailInput = z.object({
  slug: z.string().min(1).max(80).regex(/^[a-z0-9-]+$/, { error: 'slug must be a manufacturer slug' }),
  page,
});

export const seoInput = z.object({
  type: z.enum(['home', 'category', 'product', 'manufacturer', 'search', 'page']),
  key: z.string().max(200).optional(),
});

export interface ProductSuggestion {
  PartNo: string;
  MFG: string;
  ProductUrl: string;
}

export interface PartVariant {
  ProductID: number;
  PartNo: string;
  Packaging: string;
  ProductUrl: string;
}

export interface PartListItem extends PartSummary {
  /** Other packagings of the same orderable part (reel, cut tape…). */
  Variants: PartVariant[];
  /** Why it matched: exact part number, prefix, similar, description. */
  Match?: 'exact' | 'prefix' | 'similar' | 'description';
  Parameters?: Record<string, string>;
}

export interface FacetValue {
  value: string;
  count: number;
  selected: boolean;
}
export interface Facet {
  key: string;
  values: FacetValue[];
}

export interface PagedParts {
  items: PartListItem[];
  page: number;
  pageCount: number;
  /** Exact up to the cap, then a lower bound (`totalIsLowerBound`). */
  total: number;
  totalIsLowerBound: boolean;
}

export interface SearchResult extends PagedParts {
  keyword: string;
  manufacturers: { slug: string; name: string; count: number }[];
}

export interface CategoryCrumb {
  name: string;
  LinkUrl: string;
}

export interface CategoryListing extends PagedParts {
  category: { id: number; name: string; description: string; LinkUrl: string; IconPath: string; isLeaf: boolean };
  breadcrumbs: CategoryCrumb[];
  children: { name: string; LinkUrl: string; IconPath: string; partCount: number }[];
  facets: Facet[];
  manufacturers: { slug: string; name: string; count: number; selected: boolean }[];
  applied: { filters: string[]; mfg: string[]; inStock: boolean; sort: SortKey };
}

export interface ProductDetail extends PartListItem {
  Parameters: Record<string, string>;
  LeadTimeWeeks: number;
  WeightGrams: string;
  RoHS: boolean;
  Category: CategoryCrumb;
  Breadcrumbs: CategoryCrumb[];
  ManufacturerDescription: string;
  Similar: PartSummary[];
  Alternates: PartSummary[];
}

export interface ManufacturerSummary {
  slug: string;
  name: string;
  MfgUrl: string;
  Image: string;
  featured: boolean;
  partCount: number;
}

export interface ManufacturerDetail extends PagedParts {
  manufacturer: ManufacturerSummary & { description: string; country: string; website: string; founded: number | null };
  categories: { name: string; LinkUrl: string; count: number }[];
}

export interface SeoTdk {
  title: string;
  description: string;
  keywords: string;
}
