import crypto from 'node:crypto';
import type { Database } from '../db/database';
import { countWords, renderMarkdown } from './markdown';
import { ARTICLE_CATEGORIES, readArticles, readFaqs, readGlossary, readPages } from './sources';

export interface ContentSeedReport {
  articles: number;
  pages: number;
  faqs: number;
  glossaryTerms: number;
  /** Rows inserted or changed by this run (0 when every source was already loaded). */
  written: number;
  /** Rows whose source is gone. */
  removed: number;
}

// Any fixed number: it names the lock several instances take so only one seeds content at a time.
const CONTENT_SEED_LOCK = 804_170_005;

const hashOf = (...parts: string[]) => crypto.createHash('sha256').update(parts.join('\u0000')).digest('hex');

/**
 * Loads the Markdown sources of this folder into the database. Idempotent: a row is written only
 * when its source changed (source_hash), rows whose source file is gone are removed, and a run
 * with nothing to do writes nothing. Safe to call at every start and from several instances.
 */
export async function seedContent(db: Database): Promise<ContentSeedReport> {
  const articles = readArticles();
  const pages = readPages();
  const faqs = readFaqs();
  const terms = readGlossary();

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CONTENT_SEED_LOCK]);
    let written = 0;
    let removed = 0;
    const count = (result: { rowCount: number }) => {
      written += result.rowCount;
    };

    for (const [index, category] of ARTICLE_CATEGORIES.entries()) {
      count(
        await tx.query(
          `INSERT INTO article_categories (slug, name, description, sort_order) VALUES ($1, $2, $3, $4)
           ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description, sort_order = EXCLUDED.sort_order
           WHERE (article_categories.name, article_categories.description, article_categories.sort_order) IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.description, EXCLUDED.sort_order)`,
          [category.slug, category.name, category.description, index + 1],
        ),
      );
    }

    for (const article of articles) {
      const rendered = renderMarkdown(article.body);
      count(
        await tx.query(
          `INSERT INTO articles (slug, title, summary, author, category_slug, published_on, body_md, word_count, part_numbers, source_hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, summary = EXCLUDED.summary, author = EXCLUDED.author,
             category_slug = EXCLUDED.category_slug, published_on = EXCLUDED.published_on, body_md = EXCLUDED.body_md,
             word_count = EXCLUDED.word_count, part_numbers = EXCLUDED.part_numbers, source_hash = EXCLUDED.source_hash, updated_at = now()
           WHERE articles.source_hash <> EXCLUDED.source_hash`,
          [
            article.slug,
            article.title,
            article.summary,
            article.author,
            article.category,
            article.published,
            article.body,
            countWords(rendered.html),
            rendered.parts,
            hashOf(article.title, article.summary, article.author, article.category, article.published, article.body),
          ],
        ),
      );
    }
    removed += (await tx.query('DELETE FROM articles WHERE NOT (slug = ANY($1::text[]))', [articles.map((a) => a.slug)])).rowCount;
    removed += (
      await tx.query('DELETE FROM article_categories WHERE NOT (slug = ANY($1::text[]))', [ARTICLE_CATEGORIES.map((c) => c.slug)])
    ).rowCount;

    for (const page of pages) {
      count(
        await tx.query(
          `INSERT INTO content_pages (slug, kind, title, summary, body_md, updated_on, sort_order, source_hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (slug) DO UPDATE SET kind = EXCLUDED.kind, title = EXCLUDED.title, summary = EXCLUDED.summary, body_md = EXCLUDED.body_md,
             updated_on = EXCLUDED.updated_on, sort_order = EXCLUDED.sort_order, source_hash = EXCLUDED.source_hash, updated_at = now()
           WHERE content_pages.source_hash <> EXCLUDED.source_hash`,
          [
            page.slug,
            page.kind,
            page.title,
            page.summary,
            page.body,
            page.updated,
            page.order,
            hashOf(page.kind, page.title, page.summary, page.updated, String(page.order), page.body),
          ],
        ),
      );
    }
    removed += (await tx.query('DELETE FROM content_pages WHERE NOT (slug = ANY($1::text[]))', [pages.map((p) => p.slug)])).rowCount;

    for (const faq of faqs) {
      count(
        await tx.query(
          `INSERT INTO faqs (slug, section, question, answer_md, sort_order, source_hash) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (slug) DO UPDATE SET section = EXCLUDED.section, question = EXCLUDED.question, answer_md = EXCLUDED.answer_md,
             sort_order = EXCLUDED.sort_order, source_hash = EXCLUDED.source_hash
           WHERE faqs.source_hash <> EXCLUDED.source_hash`,
          [faq.slug, faq.section, faq.question, faq.answer, faq.order, hashOf(faq.section, faq.question, faq.answer, String(faq.order))],
        ),
      );
    }
    removed += (await tx.query('DELETE FROM faqs WHERE NOT (slug = ANY($1::text[]))', [faqs.map((f) => f.slug)])).rowCount;

    for (const term of terms) {
      count(
        await tx.query(
          `INSERT INTO glossary_terms (slug, term, definition_md, source_hash) VALUES ($1, $2, $3, $4)
           ON CONFLICT (slug) DO UPDATE SET term = EXCLUDED.term, definition_md = EXCLUDED.definition_md, source_hash = EXCLUDED.source_hash
           WHERE glossary_terms.source_hash <> EXCLUDED.source_hash`,
          [term.slug, term.term, term.definition, hashOf(term.term, term.definition)],
        ),
      );
    }
    removed += (await tx.query('DELETE FROM glossary_terms WHERE NOT (slug = ANY($1::text[]))', [terms.map((t) => t.slug)])).rowCount;

    return { articles: articles.length, pages: pages.length, faqs: faqs.length, glossaryTerms: terms.length, written, removed };
  });
}
