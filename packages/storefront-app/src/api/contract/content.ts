import { z } from 'zod';
import { CONTENT_MESSAGES } from './content-messages';
import { isValidEmail, MAX_EMAIL_LENGTH } from './account';

/**
 * The content API's inputs and outputs: community articles, help and company pages, FAQs, the
 * glossary, the contact and feedback forms. The server validates with these schemas and the pages'
 * actions run them first, so a form without JavaScript shows the same message under the same field.
 */

export { CONTENT_MESSAGES } from './content-messages';

/** Articles per community listing page. */
export const ARTICLE_PAGE_SIZE = 9;

/** Contact messages or feedback one client address may send in ten minutes. */
export const FORM_POSTS_PER_TEN_MINUTES = 5;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** GET /Article/List */
export const articleListInput = z.object({
  category: z
    .string()
    .trim()
    .max(60)
    .optional()
    .transform((value) => (value && slugPattern.test(value) ? value : undefined)),
  keyword: z.string().trim().max(100, { error: CONTENT_MESSAGES.keywordTooLong }).optional().default(''),
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be 1 or more' })
    .max(50, { error: 'page must be at most 50' })
    .default(1),
});
export type ArticleListInput = z.input<typeof articleListInput>;

const nameParam = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, { error: 'name is required' })
  .max(200, { error: 'name must be at most 200 characters' });

/** GET /Article/Detail */
export const articleDetailInput = z.object({ name: nameParam });
export type ArticleDetailInput = z.infer<typeof articleDetailInput>;

/** GET /Content/Page: a help topic ('help/ordering'), a policy or a company page ('about-us'). */
export const contentPageInput = z.object({ name: nameParam });
export type ContentPageInput = z.infer<typeof contentPageInput>;

const emailField = z
  .string({ error: CONTENT_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: CONTENT_MESSAGES.emailRequired })
  .max(MAX_EMAIL_LENGTH, { error: CONTENT_MESSAGES.emailInvalid })
  .refine(isValidEmail, { error: CONTENT_MESSAGES.emailInvalid });

/** POST /Content/ContactUs */
export const contactInput = z.object({
  Name: z
    .string({ error: CONTENT_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: CONTENT_MESSAGES.nameRequired })
    .max(80, { error: CONTENT_MESSAGES.nameTooLong }),
  Email: emailField,
  Subject: z
    .string({ error: CONTENT_MESSAGES.subjectRequired })
    .trim()
    .min(1, { error: CONTENT_MESSAGES.subjectRequired })
    .max(120, { error: CONTENT_MESSAGES.subjectTooLong }),
  Message: z
    .string({ error: CONTENT_MESSAGES.messageTooShort })
    .trim()
    .min(10, { error: CONTENT_MESSAGES.messageTooShort })
    .max(5000, { error: CONTENT_MESSAGES.messageTooLong }),
});
export type ContactInput = z.infer<typeof contactInput>;

/** A same-site path (`/x`, not `//host` or `/\host`), else empty: where feedback was sent from. */
export function feedbackPageOf(value: unknown): string {
  if (typeof value !== 'string') return '';
  const path = value.trim().slice(0, 300);
  return /^\/(?![/\\])[^\s]*$/.test(path) ? path : '';
}

/** POST /Content/Feedback */
export const feedbackInput = z.object({
  Rating: z.coerce
    .number({ error: CONTENT_MESSAGES.ratingRequired })
    .int({ error: CONTENT_MESSAGES.ratingRequired })
    .min(1, { error: CONTENT_MESSAGES.ratingRequired })
    .max(5, { error: CONTENT_MESSAGES.ratingRequired }),
  Comment: z.string().trim().max(2000, { error: CONTENT_MESSAGES.commentTooLong }).optional().default(''),
  Email: z
    .string()
    .trim()
    .max(MAX_EMAIL_LENGTH, { error: CONTENT_MESSAGES.emailInvalid })
    .refine((value) => value === '' || isValidEmail(value), { error: CONTENT_MESSAGES.emailInvalid })
    .optional()
    .default(''),
  Page: z.unknown().optional().transform(feedbackPageOf),
});
export type FeedbackInput = z.input<typeof feedbackInput>;

/** One entry of a page's table of contents (the h2 and h3 headings, with their anchor ids). */
export interface ContentHeading {
  Id: string;
  Text: string;
  Level: 2 | 3;
}

export interface ArticleCategory {
  Slug: string;
  Name: string;
  Description: string;
  Count: number;
}

export interface ArticleSummary {
  Name: string;
  Title: string;
  Summary: string;
  Author: string;
  /** ISO date, yyyy-mm-dd; shown as 'Month day, year'. */
  PublishedOn: string;
  Category: { Slug: string; Name: string };
  ReadingMinutes: number;
  Url: string;
}

export interface ArticleList {
  Items: ArticleSummary[];
  Total: number;
  Page: number;
  PageCount: number;
  PageSize: number;
  Categories: ArticleCategory[];
  /** The category filtered on, if any and known. */
  Category: ArticleCategory | null;
  Keyword: string;
}

/** A part number an article links to, with its product page. */
export interface ArticlePart {
  PartNo: string;
  ProductUrl: string;
}

export interface ArticleDetail extends ArticleSummary {
  WordCount: number;
  /** Sanitised HTML rendered from the stored Markdown; safe to inject. */
  Html: string;
  Headings: ContentHeading[];
  Parts: ArticlePart[];
  Related: ArticleSummary[];
}

export type ContentPageKind = 'help' | 'policy' | 'company';

export interface ContentPage {
  Name: string;
  Kind: ContentPageKind;
  Title: string;
  Summary: string;
  /** ISO date of the last change of the text. */
  UpdatedOn: string;
  /** Sanitised HTML rendered from the stored Markdown; safe to inject. */
  Html: string;
  Headings: ContentHeading[];
}

export interface ContentPageLink {
  Name: string;
  Kind: ContentPageKind;
  Title: string;
  Summary: string;
  Url: string;
}

export interface FaqItem {
  Id: string;
  Question: string;
  /** Sanitised HTML. */
  AnswerHtml: string;
}

export interface FaqSection {
  Title: string;
  Items: FaqItem[];
}

export interface GlossaryTerm {
  Id: string;
  Term: string;
  /** Sanitised HTML. */
  DefinitionHtml: string;
}

export interface GlossaryLetter {
  Letter: string;
  Terms: GlossaryTerm[];
}

/** Where each policy and company page lives (spec §2 spells these paths in mixed case). */
export const CONTENT_PAGE_PATHS: Record<string, string> = {
  'about-us': '/AboutUs',
  'help-centre': '/HelpCentre',
  'how-to-use': '/HowtoUse',
  'complaints-policy': '/ComplaintsPolicy',
  'cookie-policy': '/CookiePolicy',
  'privacy-policy': '/PrivacyPolicy',
  'return-refund': '/ReturnRefund',
  'shipping-delivering': '/ShippingDelivering',
  'terms-conditions': '/TermsConditions',
};

/** The page URL of a content page: '/PrivacyPolicy' for 'privacy-policy', '/help/ordering' for 'help/ordering'. */
export function contentPageUrl(name: string): string {
  return CONTENT_PAGE_PATHS[name] ?? `/${name}`;
}

/** /community/{name} */
export function articleUrl(name: string): string {
  return `/community/${encodeURIComponent(name)}`;
}
