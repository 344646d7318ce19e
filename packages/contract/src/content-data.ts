import type { z } from 'zod';
import type * as schemas from './content';

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

export type ContentHeading = z.output<typeof schemas.contentHeading>;

export type ArticleCategory = z.output<typeof schemas.articleCategory>;

export type ArticleSummary = z.output<typeof schemas.articleSummary>;

export type ArticleList = z.output<typeof schemas.articleList>;

export type ArticlePart = z.output<typeof schemas.articlePart>;

export type ArticleDetail = z.output<typeof schemas.articleDetail>;

export type ContentPageKind = z.output<typeof schemas.contentPageKind>;

export type ContentPage = z.output<typeof schemas.contentPage>;

export type ContentPageLink = z.output<typeof schemas.contentPageLink>;

export type FaqItem = z.output<typeof schemas.faqItem>;

export type FaqSection = z.output<typeof schemas.faqSection>;

export type GlossaryTerm = z.output<typeof schemas.glossaryTerm>;

export type GlossaryLetter = z.output<typeof schemas.glossaryLetter>;

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
