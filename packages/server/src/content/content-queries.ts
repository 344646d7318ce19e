import {
  articleUrl,
  contentPageUrl,
  type ArticleCategory,
  type ArticleSummary,
  type ContentPageKind,
  type ContentPageLink,
} from '@ferrite/contract/content';
import type { Queryable } from '../db/database';
import { readingMinutes, renderMarkdown, type RenderedMarkdown } from './markdown';
import type { MemoCache } from '../lib/memo-cache';

/** Rendered Markdown is cached per source version; a changed source gets a new key. */
const RENDER_TTL_MS = 30 * 60_000;
export function renderCached(cache: MemoCache, key: string, sourceHash: string, markdown: string): Promise<RenderedMarkdown> {
  return cache.get(`content:render:${key}:${sourceHash}`, RENDER_TTL_MS, async () => renderMarkdown(markdown));
}

interface ArticleRow {
  slug: string;
  title: string;
  summary: string;
  author: string;
  published_on: string;
  word_count: number;
  category_slug: string;
  category_name: string;
}

const ARTICLE_COLUMNS = `a.slug, a.title, a.summary, a.author, to_char(a.published_on, 'YYYY-MM-DD') AS published_on, a.word_count,
  c.slug AS category_slug, c.name AS category_name`;

export function articleSummaryOf(row: ArticleRow): ArticleSummary {
  return {
    Name: row.slug,
    Title: row.title,
    Summary: row.summary,
    Author: row.author,
    PublishedOn: row.published_on,
    Category: { Slug: row.category_slug, Name: row.category_name },
    ReadingMinutes: readingMinutes(row.word_count),
    Url: articleUrl(row.slug),
  };
}

export async function articleCategories(db: Queryable): Promise<ArticleCategory[]> {
  const { rows } = await db.query<{ slug: string; name: string; description: string; count: number }>(
    `SELECT c.slug, c.name, c.description, count(a.id)::int AS count
     FROM article_categories c LEFT JOIN articles a ON a.category_slug = c.slug
     GROUP BY c.slug ORDER BY c.sort_order, c.name`,
  );
  return rows.map((row) => ({ Slug: row.slug, Name: row.name, Description: row.description, Count: row.count }));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of articles, newest first; with a keyword, best matches first (full text, or words of the title and summary). */
export async function searchArticles(
  db: Queryable,
  filter: { category: string | undefined; keyword: string; page: number; pageSize: number },
): Promise<{ items: ArticleSummary[]; total: number }> {
  const { rows } = await db.query<ArticleRow & { total: number }>(
    `SELECT ${ARTICLE_COLUMNS}, count(*) OVER ()::int AS total
     FROM articles a JOIN article_categories c ON c.slug = a.category_slug
     WHERE ($1::text IS NULL OR a.category_slug = $1)
       AND ($2 = '' OR a.search @@ websearch_to_tsquery('english', $2) OR (a.title || ' ' || a.summary) ILIKE $3
            OR EXISTS (SELECT 1 FROM unnest(a.part_numbers) AS part WHERE part ILIKE $3))
     ORDER BY CASE WHEN $2 = '' THEN 0 ELSE ts_rank(a.search, websearch_to_tsquery('english', $2)) END DESC, a.published_on DESC, a.id DESC
     LIMIT $4 OFFSET $5`,
    [filter.category ?? null, filter.keyword, `%${escapeLike(filter.keyword)}%`, filter.pageSize, (filter.page - 1) * filter.pageSize],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.page > 1) {
    // Past the last page: still report how many there are, so the page can link back.
    const counted = await searchArticles(db, { ...filter, page: 1, pageSize: 1 });
    total = counted.total;
  }
  return { items: rows.map(articleSummaryOf), total };
}

export interface ArticleRecord extends ArticleRow {
  body_md: string;
  source_hash: string;
  part_numbers: string[];
}

export async function findArticle(db: Queryable, slug: string): Promise<ArticleRecord | undefined> {
  const { rows } = await db.query<ArticleRecord>(
    `SELECT ${ARTICLE_COLUMNS}, a.body_md, a.source_hash, a.part_numbers
     FROM articles a JOIN article_categories c ON c.slug = a.category_slug WHERE a.slug = lower($1)`,
    [slug],
  );
  return rows[0];
}

/** Up to `limit` other articles: the same category first, then the newest. */
export async function relatedArticles(db: Queryable, slug: string, category: string, limit = 3): Promise<ArticleSummary[]> {
  const { rows } = await db.query<ArticleRow>(
    `SELECT ${ARTICLE_COLUMNS}
     FROM articles a JOIN article_categories c ON c.slug = a.category_slug
     WHERE a.slug <> $1
     ORDER BY (a.category_slug = $2) DESC, a.published_on DESC, a.id DESC LIMIT $3`,
    [slug, category, limit],
  );
  return rows.map(articleSummaryOf);
}

export interface PageRecord {
  slug: string;
  kind: ContentPageKind;
  title: string;
  summary: string;
  updated_on: string;
  body_md: string;
  source_hash: string;
}

export async function findPage(db: Queryable, slug: string): Promise<PageRecord | undefined> {
  const { rows } = await db.query<PageRecord>(
    `SELECT slug, kind, title, summary, to_char(updated_on, 'YYYY-MM-DD') AS updated_on, body_md, source_hash FROM content_pages WHERE slug = lower($1)`,
    [slug],
  );
  return rows[0];
}

export async function listPages(db: Queryable, kind: ContentPageKind | undefined): Promise<ContentPageLink[]> {
  const { rows } = await db.query<{ slug: string; kind: ContentPageKind; title: string; summary: string }>(
    `SELECT slug, kind, title, summary FROM content_pages WHERE ($1::text IS NULL OR kind = $1) ORDER BY kind, sort_order, title`,
    [kind ?? null],
  );
  return rows.map((row) => ({ Name: row.slug, Kind: row.kind, Title: row.title, Summary: row.summary, Url: contentPageUrl(row.slug) }));
}

export async function allFaqs(db: Queryable) {
  const { rows } = await db.query<{ slug: string; section: string; question: string; answer_md: string; source_hash: string }>(
    'SELECT slug, section, question, answer_md, source_hash FROM faqs ORDER BY sort_order',
  );
  return rows;
}

export async function allGlossaryTerms(db: Queryable) {
  const { rows } = await db.query<{ slug: string; term: string; definition_md: string; source_hash: string }>(
    'SELECT slug, term, definition_md, source_hash FROM glossary_terms ORDER BY lower(term)',
  );
  return rows;
}

/** The Privacy Policy keeps contact messages and feedback for two years; older rows go when new ones arrive. */
export async function forgetOldPosts(db: Queryable, table: 'contact_messages' | 'feedback'): Promise<void> {
  await db.query(`DELETE FROM ${table} WHERE created_at < now() - interval '2 years'`);
}

/** Rows a client address added to a table in the last ten minutes (contact and feedback throttle). */
export async function recentPostsFrom(db: Queryable, table: 'contact_messages' | 'feedback', ip: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE ip = $1 AND created_at > now() - interval '10 minutes'`,
    [ip],
  );
  return rows[0]?.n ?? 0;
}
