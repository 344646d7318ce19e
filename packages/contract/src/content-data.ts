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

/** A same-site path (`/x`, not `//host` or `/\host`), else empty: where feedback was sent from. */
export function feedbackPageOf(value: unknown): string {
  if (typeof value !== 'string') return '';
  const path = value.trim().slice(0, 300);
  return /^\/(?![/\\])[^\s]*$/.test(path) ? path : '';
}

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

/** Where each policy and company page lives (docs/product.md §2 spells these paths in mixed case). */
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
