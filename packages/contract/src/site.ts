import { z } from 'zod';
import { partSummary } from './catalog';
import { SUPPORTED_LANGUAGES } from './languages';
import type { CategoryNavItem } from './navigation';

// Schemas of the site-wide endpoints: health, anonymous ids, countries, home, navigation, site
// maps, translation and the demo mailbox.

export const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.string(),
    ok: z.boolean(),
    latencyMs: z.number().optional(),
    seeded: z.boolean().optional(),
  }),
});

/** A visitor's anonymous id: 32 hexadecimal digits. */
export const anonymousId = z.string().regex(/^[a-f0-9]{32}$/);

export const countryList = z.array(z.object({ NameEN: z.string(), RegionValue: z.string() }));

export const homeData = z.object({
  featuredCategories: z.array(
    z.object({
      CategoryID: z.number().int(),
      CategoryName: z.string(),
      LinkUrl: z.string(),
      IconPath: z.string(),
      PartCount: z.number().int(),
    }),
  ),
  featuredManufacturers: z.array(z.object({ MfgName: z.string(), MfgUrl: z.string(), Image: z.string() })),
  popularParts: z.array(partSummary),
  totals: z.object({ parts: z.number().int(), manufacturers: z.number().int(), categories: z.number().int(), inStock: z.number().int() }),
});

/** A category in the navigation tree (docs/product.md §3); recursive, so typed by its interface. */
export const categoryNavItem: z.ZodType<CategoryNavItem> = z.object({
  CategoryID: z.number().int(),
  CategoryName: z.string(),
  LinkUrl: z.string(),
  IconPath: z.string(),
  Tags: z.array(z.string()),
  get ChildList() {
    return z.array(categoryNavItem);
  },
});
export const categoryNavigation = z.array(categoryNavItem);

/** A manufacturer in the navigation (docs/product.md §3). */
export const manufacturerNavItem = z.object({
  MfgUrl: z.string(),
  MfgName: z.string(),
  Image: z.string(),
  CategoryList: z.array(z.object({ LinkUrl: z.string(), CategoryName: z.string() })),
});
export const manufacturerNavigation = z.array(manufacturerNavItem);

/** The site address for each language of the region menu (docs/product.md §7 GET /Home/GetMaps). */
export const siteMaps = z.record(z.string(), z.string());

const language = z.enum(SUPPORTED_LANGUAGES, { message: `must be one of ${SUPPORTED_LANGUAGES.join(', ')}` });

/** POST /translate/translatelanguage: one batch of English interface texts. */
export const translateInput = z.object({
  Params: z
    .array(z.string({ message: 'every entry must be a text' }), { message: 'must be a list of texts' })
    .min(1, 'must hold at least one text')
    .max(1000, 'must hold at most 1,000 texts'),
  Source: language.default('en'),
  Target: language,
});
/** The texts in the order asked, each translated or unchanged. */
export const translatedTexts = z.array(z.string());

/** A run of a mail's text: plain, or a link (an own-site link is a site path). */
export const demoMailPart = z.object({ Text: z.string(), Href: z.string().optional() });
export const demoMail = z.object({
  Id: z.number().int(),
  To: z.string(),
  Subject: z.string(),
  /** When the mail was queued, ISO 8601. */
  CreatedAt: z.string(),
  /** The plain-text body, line by line, each line in parts. */
  Lines: z.array(z.array(demoMailPart)),
});
export const demoMailbox = z.object({ Email: z.string(), Mails: z.array(demoMail) });

export { emailInput } from './account';
