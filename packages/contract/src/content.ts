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
