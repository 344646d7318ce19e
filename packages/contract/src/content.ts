import { z } from 'zod';
import { CONTENT_MESSAGES } from './content-messages';
import { isValidEmail, MAX_EMAIL_LENGTH } from './account';
import { feedbackPageOf } from './content-data';

export * from './content-data';

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

/** GET /Content/Pages: the pages of one kind, or all. */
export const contentPageListInput = z.object({ kind: z.enum(['help', 'policy', 'company']).optional() });

// ---------------------------------------------------------------- outputs

export { noData } from './no-data';

export const contentPageKind = z.enum(['help', 'policy', 'company']);

/** One entry of a page's table of contents (the h2 and h3 headings, with their anchor ids). */
export const contentHeading = z.object({
  Id: z.string(),
  Text: z.string(),
  Level: z.union([z.literal(2), z.literal(3)]),
});
export const articleCategory = z.object({
  Slug: z.string(),
  Name: z.string(),
  Description: z.string(),
  Count: z.number(),
});
export const articleSummary = z.object({
  Name: z.string(),
  Title: z.string(),
  Summary: z.string(),
  Author: z.string(),
  /** ISO date, yyyy-mm-dd; shown as 'Month day, year'. */
  PublishedOn: z.string(),
  Category: z.object({ Slug: z.string(), Name: z.string() }),
  ReadingMinutes: z.number(),
  Url: z.string(),
});
export const articleList = z.object({
  Items: z.array(articleSummary),
  Total: z.number(),
  Page: z.number(),
  PageCount: z.number(),
  PageSize: z.number(),
  Categories: z.array(articleCategory),
  /** The category filtered on, if any and known. */
  Category: articleCategory.nullable(),
  Keyword: z.string(),
});
/** A part number an article links to, with its product page. */
export const articlePart = z.object({
  PartNo: z.string(),
  ProductUrl: z.string(),
});
export const articleDetail = articleSummary.extend({
  WordCount: z.number(),
  /** Sanitised HTML rendered from the stored Markdown; safe to inject. */
  Html: z.string(),
  Headings: z.array(contentHeading),
  Parts: z.array(articlePart),
  Related: z.array(articleSummary),
});
export const contentPage = z.object({
  Name: z.string(),
  Kind: contentPageKind,
  Title: z.string(),
  Summary: z.string(),
  /** ISO date of the last change of the text. */
  UpdatedOn: z.string(),
  /** Sanitised HTML rendered from the stored Markdown; safe to inject. */
  Html: z.string(),
  Headings: z.array(contentHeading),
});
export const contentPageLink = z.object({
  Name: z.string(),
  Kind: contentPageKind,
  Title: z.string(),
  Summary: z.string(),
  Url: z.string(),
});
export const faqItem = z.object({
  Id: z.string(),
  Question: z.string(),
  /** Sanitised HTML. */
  AnswerHtml: z.string(),
});
export const faqSection = z.object({
  Title: z.string(),
  Items: z.array(faqItem),
});
export const glossaryTerm = z.object({
  Id: z.string(),
  Term: z.string(),
  /** Sanitised HTML. */
  DefinitionHtml: z.string(),
});
export const glossaryLetter = z.object({
  Letter: z.string(),
  Terms: z.array(glossaryTerm),
});

export const contentPageLinks = z.array(contentPageLink);
export const faqSections = z.array(faqSection);
export const glossaryLetters = z.array(glossaryLetter);
