import { z } from 'zod';
import { MAX_KEYWORD_LENGTH, MESSAGES, MIN_KEYWORD_LENGTH } from './validation';
import { MAX_LISTING_PAGE, SORTS } from './catalog-data';

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
