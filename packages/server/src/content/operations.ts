import { endpoints } from '@ferrite/contract/endpoints';
import { productUrl } from '@ferrite/contract';
import {
  ARTICLE_PAGE_SIZE,
  CONTENT_MESSAGES,
  FORM_POSTS_PER_TEN_MINUTES,
  type FaqSection,
  type GlossaryLetter,
} from '@ferrite/contract/content';
import { enqueueMail } from '../mail/outbox';
import { kickMailer } from '../mail/sender';
import { confirmSubscription, unsubscribe } from './newsletter-operations';
import type { RequestContext } from '../api/context';
import { ApiError, notFound } from '../api/errors';
import { defineOperation, reply, type Operation } from '../api/operation';
import {
  allFaqs,
  allGlossaryTerms,
  articleCategories,
  articleSummaryOf,
  findArticle,
  findPage,
  forgetOldPosts,
  listPages,
  recentPostsFrom,
  relatedArticles,
  renderCached,
  searchArticles,
} from './content-queries';
import { contactMail } from './mails';

export const listArticles = defineOperation(endpoints.content.articles, {
  summary: 'Community articles, newest first, nine a page; filtered by category slug and/or keyword (full text, best match first).',
  async handler({ category, keyword, page }, ctx) {
    const categories = await articleCategories(ctx.db);
    const known = categories.find((c) => c.Slug === category) ?? null;
    const { items, total } = await searchArticles(ctx.db, { category: known?.Slug, keyword, page, pageSize: ARTICLE_PAGE_SIZE });
    return {
      Items: items,
      Total: total,
      Page: page,
      PageCount: Math.ceil(total / ARTICLE_PAGE_SIZE),
      PageSize: ARTICLE_PAGE_SIZE,
      Categories: categories,
      Category: known,
      Keyword: keyword,
    };
  },
});

export const articleDetail = defineOperation(endpoints.content.article, {
  summary:
    'One community article by its name (the {name} of /community/{name}): sanitised HTML, headings, linked parts and related articles.',
  async handler({ name }, ctx) {
    const article = await findArticle(ctx.db, name);
    if (!article) throw notFound(CONTENT_MESSAGES.articleNotFound);
    const [rendered, related] = await Promise.all([
      renderCached(ctx.cache, `article:${article.slug}`, article.source_hash, article.body_md),
      relatedArticles(ctx.db, article.slug, article.category_slug),
    ]);
    return {
      ...articleSummaryOf(article),
      WordCount: article.word_count,
      Html: rendered.html,
      Headings: rendered.headings,
      Parts: rendered.parts.map((partNo) => ({ PartNo: partNo, ProductUrl: productUrl(partNo) })),
      Related: related,
    };
  },
});

export const contentPage = defineOperation(endpoints.content.page, {
  summary: "A help topic ('help/ordering'), policy ('privacy-policy') or company page ('about-us') as sanitised HTML with its headings.",
  async handler({ name }, ctx) {
    const page = await findPage(ctx.db, name);
    if (!page) throw notFound(CONTENT_MESSAGES.pageNotFound);
    const rendered = await renderCached(ctx.cache, `page:${page.slug}`, page.source_hash, page.body_md);
    return {
      Name: page.slug,
      Kind: page.kind,
      Title: page.title,
      Summary: page.summary,
      UpdatedOn: page.updated_on,
      Html: rendered.html,
      Headings: rendered.headings,
    };
  },
});

export const contentPages = defineOperation(endpoints.content.pages, {
  summary: 'Titles, summaries and URLs of the help topics, policies and company pages (optionally one kind).',
  async handler({ kind }, ctx) {
    return listPages(ctx.db, kind);
  },
});

export const faqList = defineOperation(endpoints.content.faqs, {
  summary: 'Frequently asked questions by section, answers as sanitised HTML.',
  async handler(_input, ctx) {
    const sections: FaqSection[] = [];
    for (const faq of await allFaqs(ctx.db)) {
      const rendered = await renderCached(ctx.cache, `faq:${faq.slug}`, faq.source_hash, faq.answer_md);
      let section = sections.at(-1);
      if (section?.Title !== faq.section) {
        section = { Title: faq.section, Items: [] };
        sections.push(section);
      }
      section.Items.push({ Id: faq.slug, Question: faq.question, AnswerHtml: rendered.html });
    }
    return sections;
  },
});

export const glossary = defineOperation(endpoints.content.glossary, {
  summary: 'The glossary A–Z: terms grouped by first letter, definitions as sanitised HTML.',
  async handler(_input, ctx) {
    const terms = (await allGlossaryTerms(ctx.db)).sort((a, b) =>
      a.term.localeCompare(b.term, 'en', { sensitivity: 'base', numeric: true }),
    );
    const letters: GlossaryLetter[] = [];
    for (const term of terms) {
      const first = term.term.normalize('NFKD').charAt(0).toUpperCase();
      const letter = /[A-Z]/.test(first) ? first : '#';
      const rendered = await renderCached(ctx.cache, `glossary:${term.slug}`, term.source_hash, term.definition_md);
      let group = letters.find((entry) => entry.Letter === letter);
      if (!group) {
        group = { Letter: letter, Terms: [] };
        letters.push(group);
      }
      group.Terms.push({ Id: term.slug, Term: term.term, DefinitionHtml: rendered.html });
    }
    return letters;
  },
});

async function refuseFlood(ctx: RequestContext, table: 'contact_messages' | 'feedback'): Promise<void> {
  if ((await recentPostsFrom(ctx.db, table, ctx.ip)) >= FORM_POSTS_PER_TEN_MINUTES) {
    ctx.setHeader('Retry-After', '600');
    throw new ApiError(429, CONTENT_MESSAGES.tooManyMessages);
  }
}

export const contactUs = defineOperation(endpoints.content.contactUs, {
  summary:
    'The contact form (Name, Email, Subject, Message): stored, and mailed to customer service through the outbox. Five a client address per ten minutes.',
  async handler({ Name, Email, Subject, Message }, ctx) {
    await refuseFlood(ctx, 'contact_messages');
    await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO contact_messages (name, email, subject, message, ip) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [Name, Email, Subject, Message, ctx.ip],
      );
      const site = { brand: ctx.config.brand, publicOrigin: ctx.config.publicOrigin };
      await enqueueMail(
        tx,
        contactMail(site, ctx.config.contactEmail, { id: rows[0]!.id, name: Name, email: Email, subject: Subject, message: Message }),
      );
      await forgetOldPosts(tx, 'contact_messages');
    });
    kickMailer(ctx);
    return reply(null, CONTENT_MESSAGES.contactSent);
  },
});

export const sendFeedback = defineOperation(endpoints.content.feedback, {
  summary:
    'Site feedback: Rating 1–5, optional Comment, Email and Page (the same-site path it is about). Five a client address per ten minutes.',
  async handler({ Rating, Comment, Email, Page }, ctx) {
    await refuseFlood(ctx, 'feedback');
    await ctx.db.transaction(async (tx) => {
      await tx.query('INSERT INTO feedback (rating, comment, email, page, ip) VALUES ($1, $2, $3, $4, $5)', [
        Rating,
        Comment,
        Email,
        Page,
        ctx.ip,
      ]);
      await forgetOldPosts(tx, 'feedback');
    });
    return reply(null, CONTENT_MESSAGES.feedbackSent);
  },
});

/** The content API operations (the newsletter's confirm and unsubscribe calls live in api/newsletter). */
export const contentOperations: Operation[] = [
  listArticles,
  articleDetail,
  contentPage,
  contentPages,
  faqList,
  glossary,
  contactUs,
  sendFeedback,
  confirmSubscription,
  unsubscribe,
];
