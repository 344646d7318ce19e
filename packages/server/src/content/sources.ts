import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { slugify } from './markdown';

/**
 * Reads the Markdown sources of this folder: articles/*.md and pages/*.md (front matter + body),
 * faqs.md (## section, ### question, answer) and glossary.md (### term, definition).
 */

const contentDir = path.dirname(fileURLToPath(import.meta.url));

export interface ArticleCategorySource {
  slug: string;
  name: string;
  description: string;
}

/** The community's categories, in menu order. */
export const ARTICLE_CATEGORIES: ArticleCategorySource[] = [
  { slug: 'passive-components', name: 'Passive Components', description: 'Capacitors, resistors and the standard values they come in.' },
  { slug: 'power-and-protection', name: 'Power & Protection', description: 'MOSFETs, regulators and the parts that keep surges out.' },
  { slug: 'microcontrollers-and-timing', name: 'Microcontrollers & Timing', description: 'Choosing an MCU and giving it a stable clock.' },
  {
    slug: 'design-and-manufacturing',
    name: 'Design & Manufacturing',
    description: 'Board layout, connectors and getting parts through reflow.',
  },
  {
    slug: 'sourcing-and-supply-chain',
    name: 'Sourcing & Supply Chain',
    description: 'Ordering codes, packaging, lifecycles and last-time buys.',
  },
];

export interface ArticleSource {
  slug: string;
  title: string;
  summary: string;
  author: string;
  category: string;
  published: string;
  body: string;
}

export interface PageSource {
  slug: string;
  kind: 'help' | 'policy' | 'company';
  title: string;
  summary: string;
  updated: string;
  order: number;
  body: string;
}

export interface FaqSource {
  slug: string;
  section: string;
  question: string;
  answer: string;
  order: number;
}

export interface GlossarySource {
  slug: string;
  term: string;
  definition: string;
}

export class ContentSourceError extends Error {}

/** Splits `---\nkey: value\n---\nbody` into its fields and the body. */
export function parseFrontMatter(source: string, file: string): { fields: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new ContentSourceError(`${file}: missing front matter`);
  const fields: Record<string, string> = {};
  for (const raw of match[1]!.split(/\r?\n/)) {
    if (!raw.trim()) continue;
    const colon = raw.indexOf(':');
    if (colon < 1) throw new ContentSourceError(`${file}: front matter line "${raw}" is not "key: value"`);
    fields[raw.slice(0, colon).trim()] = raw.slice(colon + 1).trim();
  }
  return { fields, body: match[2]!.trim() + '\n' };
}

function required(fields: Record<string, string>, key: string, file: string): string {
  const value = fields[key];
  if (!value) throw new ContentSourceError(`${file}: front matter needs "${key}"`);
  return value;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function markdownFiles(folder: string): string[] {
  const dir = path.join(contentDir, folder);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => path.join(dir, file));
}

export function readArticles(): ArticleSource[] {
  const categories = new Set(ARTICLE_CATEGORIES.map((c) => c.slug));
  return markdownFiles('articles').map((file) => {
    const { fields, body } = parseFrontMatter(fs.readFileSync(file, 'utf8'), file);
    const article: ArticleSource = {
      slug: path.basename(file, '.md'),
      title: required(fields, 'title', file),
      summary: required(fields, 'summary', file),
      author: required(fields, 'author', file),
      category: required(fields, 'category', file),
      published: required(fields, 'published', file),
      body,
    };
    if (!categories.has(article.category)) throw new ContentSourceError(`${file}: unknown category "${article.category}"`);
    if (!ISO_DATE.test(article.published)) throw new ContentSourceError(`${file}: published must be yyyy-mm-dd`);
    return article;
  });
}

export function readPages(): PageSource[] {
  return markdownFiles('pages').map((file) => {
    const { fields, body } = parseFrontMatter(fs.readFileSync(file, 'utf8'), file);
    const kind = required(fields, 'kind', file);
    if (kind !== 'help' && kind !== 'policy' && kind !== 'company')
      throw new ContentSourceError(`${file}: kind must be help, policy or company`);
    const base = path.basename(file, '.md');
    const page: PageSource = {
      // help-ordering.md is the help topic 'help/ordering'; other pages keep their file name.
      slug: kind === 'help' && base.startsWith('help-') && base !== 'help-centre' ? `help/${base.slice('help-'.length)}` : base,
      kind,
      title: required(fields, 'title', file),
      summary: required(fields, 'summary', file),
      updated: required(fields, 'updated', file),
      order: Number(fields.order ?? 0),
      body,
    };
    if (!ISO_DATE.test(page.updated)) throw new ContentSourceError(`${file}: updated must be yyyy-mm-dd`);
    return page;
  });
}

/** Splits Markdown at headings of one level: [heading text, body until the next one]. */
function sectionsAt(markdown: string, level: 2 | 3): [string, string][] {
  const marker = level === 2 ? /^## (?!#)(.+)$/gm : /^### (?!#)(.+)$/gm;
  const found: [string, number, number][] = [];
  for (const match of markdown.matchAll(marker)) found.push([match[1]!.trim(), match.index, match.index + match[0].length]);
  return found.map(([title, , end], i) => [title, markdown.slice(end, found[i + 1]?.[1] ?? markdown.length).trim()]);
}

function unique<T extends { slug: string }>(items: T[], file: string): T[] {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.slug)) throw new ContentSourceError(`${file}: "${item.slug}" appears twice`);
    seen.add(item.slug);
  }
  return items;
}

export function readFaqs(): FaqSource[] {
  const file = path.join(contentDir, 'faqs.md');
  const faqs: FaqSource[] = [];
  for (const [section, sectionBody] of sectionsAt(fs.readFileSync(file, 'utf8'), 2)) {
    for (const [question, answer] of sectionsAt(sectionBody, 3)) {
      if (!answer) throw new ContentSourceError(`${file}: "${question}" has no answer`);
      faqs.push({ slug: slugify(question), section, question, answer, order: faqs.length + 1 });
    }
  }
  return unique(faqs, file);
}

export function readGlossary(): GlossarySource[] {
  const file = path.join(contentDir, 'glossary.md');
  const terms = sectionsAt(fs.readFileSync(file, 'utf8'), 3).map(([term, definition]) => {
    if (!definition) throw new ContentSourceError(`${file}: "${term}" has no definition`);
    return { slug: slugify(term), term, definition };
  });
  return unique(terms, file);
}
