import { z } from 'zod';
import { MAX_KEYWORD_LENGTH, MESSAGES, MIN_KEYWORD_LENGTH } from './validation';
import { MAX_LISTING_PAGE, RANGE_PROBLEMS, SORTS } from './catalog-data';

export * from './catalog-data';

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
  .pipe(
    z
      .array(
        z
          .string()
          .max(200)
          .regex(/^[^:]{1,80}:.{1,100}$/, { error: 'filter must look like Key:Value' }),
      )
      .max(30),
  );

/**
 * Ranges on quantity parameters as `Key:from~to`, the bounds as typed ('10k', '4k7', '47 kΩ'); either
 * may be empty. The server reads the bounds and reports what it could not read beside the listing.
 */
const ranges = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .pipe(
    z
      .array(
        z
          .string()
          .max(200)
          .regex(/^[^:]{1,80}:[^~]*~[^~]*$/, { error: 'range must look like Key:from~to' }),
      )
      .max(10),
  );

const flag = z
  .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean()])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === true);

export const autocompleteInput = z.object({ keyword });

export const searchInput = z.object({
  keyword,
  page,
  sort: z.enum(SORTS, { error: 'sort is not one we know' }).default('relevance'),
  mfg: z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]*$/, { error: 'mfg must be a manufacturer slug' })
    .optional(),
  inStock: flag,
});
export type SearchInput = z.input<typeof searchInput>;

export const listingInput = z.object({
  path: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)?$/, { error: 'path must be a category path' }),
  page,
  sort: z.enum(SORTS, { error: 'sort is not one we know' }).default('relevance'),
  mfg: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .pipe(
      z
        .array(
          z
            .string()
            .max(80)
            .regex(/^[a-z0-9-]+$/),
        )
        .max(20),
    ),
  inStock: flag,
  f: filters,
  r: ranges,
});
export type ListingInput = z.input<typeof listingInput>;

export const productDetailInput = z.object({
  partNo: z.string().trim().min(1, { error: 'partNo is required' }).max(120),
  mfg: z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]*$/)
    .optional(),
});

export const compareInput = z.object({
  ids: z
    .array(z.coerce.number().int().positive())
    .min(1, { error: 'ids needs at least one product' })
    .max(10, { error: 'compare at most 10 products' }),
});

export const autoPartInput = z.object({
  partNo: z.string().trim().min(1, { error: 'partNo is required' }).max(120),
  mfg: z.string().trim().max(80).optional(),
});

export const filterMfgInput = z.object({ keyword });
export const similarCountInput = z.object({ partNo: z.string().trim().min(1, { error: 'partNo is required' }).max(120) });

export const productIndexInput = z.object({
  index: z
    .string()
    .regex(/^[A-Z0-9]$/i, { error: 'index must be one letter A–Z or digit 0–9' })
    .transform((v) => v.toUpperCase()),
  page,
});

export const manufacturerDetailInput = z.object({
  slug: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/, { error: 'slug must be a manufacturer slug' }),
  page,
});

export const seoInput = z.object({
  type: z.enum(['home', 'category', 'product', 'manufacturer', 'search', 'page']),
  key: z.string().max(200).optional(),
});

// ---------------------------------------------------------------- outputs

export const priceBreak = z.object({
  qty: z.number().int(),
  /** Unit price in millionths of a US dollar. */
  unitPriceMicros: z.number().int(),
});

/** A part as listed on cards and in tables. */
export const partSummary = z.object({
  ProductID: z.number().int(),
  PartNo: z.string(),
  MFG: z.string(),
  MfgUrl: z.string(),
  Description: z.string(),
  ProductUrl: z.string(),
  PicUrl: z.string(),
  Stock: z.number().int(),
  MOQ: z.number().int(),
  OrderMultiple: z.number().int(),
  Packaging: z.string(),
  Lifecycle: z.string(),
  DatasheetUrl: z.string(),
  PriceBreaks: z.array(priceBreak),
});
export const partSummaries = z.array(partSummary);

export const productSuggestion = z.object({ PartNo: z.string(), MFG: z.string(), ProductUrl: z.string() });
/** A product the search box suggests: with what a buyer decides on before opening it. */
export const partSuggestion = productSuggestion.extend({
  /** Units in stock. */
  Stock: z.number().int().nonnegative(),
  /** Lowest unit price of the price breaks, in millionths of a US dollar; null when the part has no price. */
  PriceFromMicros: z.number().int().nonnegative().nullable(),
  /** The description, cut to a line (at most 80 characters). */
  Description: z.string(),
});
export const partSuggestions = z.array(partSuggestion);
export const productSuggestions = z.array(productSuggestion);
/** A category or manufacturer the typed text names. */
export const linkSuggestion = z.object({ Name: z.string(), Url: z.string() });
/** What the search box offers while typing: products ranked by exactness, popularity and stock; categories and manufacturers by name. */
export const searchSuggestions = z.object({
  Products: partSuggestions,
  Categories: z.array(linkSuggestion),
  Manufacturers: z.array(linkSuggestion),
});
export const keywords = z.array(z.string());

export const partVariant = z.object({ ProductID: z.number().int(), PartNo: z.string(), Packaging: z.string(), ProductUrl: z.string() });

const parameters = z.record(z.string(), z.string());

export const partListItem = partSummary.extend({
  /** Other packagings of the same orderable part (reel, cut tape…). */
  Variants: z.array(partVariant),
  /** Why it matched: exact part number, prefix, similar, description. */
  Match: z.enum(['exact', 'prefix', 'similar', 'description']).optional(),
  Parameters: parameters.optional(),
});

export const facetValue = z.object({ value: z.string(), count: z.number().int(), selected: z.boolean() });
/** `unit` is set on a quantity parameter whose values share one unit ('Ω', 'F', 'V'…): it takes a from–to range. */
export const facet = z.object({ key: z.string(), values: z.array(facetValue), unit: z.string().optional() });

export const appliedRange = z.object({ key: z.string(), from: z.string(), to: z.string(), problem: z.enum(RANGE_PROBLEMS).optional() });

export const pagedParts = z.object({
  items: z.array(partListItem),
  page: z.number().int(),
  pageCount: z.number().int(),
  /** Exact up to the cap, then a lower bound (`totalIsLowerBound`). */
  total: z.number().int(),
  totalIsLowerBound: z.boolean(),
});

export const manufacturerCounts = z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() }));

export const searchResult = pagedParts.extend({ keyword: z.string(), manufacturers: manufacturerCounts });

export const categoryCrumb = z.object({ name: z.string(), LinkUrl: z.string() });

export const categoryListing = pagedParts.extend({
  category: z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    LinkUrl: z.string(),
    IconPath: z.string(),
    isLeaf: z.boolean(),
  }),
  breadcrumbs: z.array(categoryCrumb),
  children: z.array(z.object({ name: z.string(), LinkUrl: z.string(), IconPath: z.string(), partCount: z.number().int() })),
  facets: z.array(facet),
  manufacturers: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int(), selected: z.boolean() })),
  applied: z.object({
    filters: z.array(z.string()),
    mfg: z.array(z.string()),
    inStock: z.boolean(),
    sort: z.enum(SORTS),
    ranges: z.array(appliedRange),
  }),
});

export const productDetail = partListItem.extend({
  Parameters: parameters,
  LeadTimeWeeks: z.number(),
  WeightGrams: z.string(),
  RoHS: z.boolean(),
  Category: categoryCrumb,
  Breadcrumbs: z.array(categoryCrumb),
  ManufacturerDescription: z.string(),
  Similar: z.array(partSummary),
  Alternates: z.array(partSummary),
});

export const autoPartResult = z.object({
  match: z.enum(['exact', 'normalised', 'ambiguous', 'none']),
  part: partSummary.nullable(),
  candidates: z.array(partSummary),
});

export const similarCount = z.object({
  partNo: z.string(),
  variants: z.number().int(),
  similar: z.number().int(),
  alternates: z.number().int(),
});

export const comparedProducts = z.array(partSummary.extend({ Parameters: parameters }));

export const productIndex = z.object({
  index: z.string(),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  items: z.array(productSuggestion),
});

export const manufacturerSummary = z.object({
  slug: z.string(),
  name: z.string(),
  MfgUrl: z.string(),
  Image: z.string(),
  featured: z.boolean(),
  partCount: z.number().int(),
});
export const manufacturerSummaries = z.array(manufacturerSummary);

export const manufacturerDetail = pagedParts.extend({
  manufacturer: manufacturerSummary.extend({
    description: z.string(),
    country: z.string(),
    website: z.string(),
    founded: z.number().int().nullable(),
  }),
  categories: z.array(z.object({ name: z.string(), LinkUrl: z.string(), count: z.number().int() })),
});

export const seoTdk = z.object({ title: z.string(), description: z.string(), keywords: z.string() });
