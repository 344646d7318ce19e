// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_PATHS } from '@ferrite/contract/content';
import { countWords, renderMarkdown } from './markdown';
import { ARTICLE_CATEGORIES, ContentSourceError, parseFrontMatter, readArticles, readFaqs, readGlossary, readPages } from './sources';

const articles = readArticles();
const pages = readPages();

describe('the article sources', () => {
  it('hold at least 12 articles in every category', () => {
    expect(articles.length).toBeGreaterThanOrEqual(12);
    for (const category of ARTICLE_CATEGORIES)
      expect(
        articles.some((a) => a.category === category.slug),
        category.slug,
      ).toBe(true);
  });

  it.each(articles.map((a) => [a.slug, a] as const))('%s: 700–1,500 words of prose, a figure, dated in the past', (_slug, article) => {
    const rendered = renderMarkdown(article.body);
    const words = countWords(rendered.html);
    expect(words).toBeGreaterThanOrEqual(700);
    expect(words).toBeLessThanOrEqual(1500);
    expect(rendered.html).toContain('<figure class="fe-figure"><svg');
    expect(rendered.headings.length).toBeGreaterThanOrEqual(3);
    expect(new Date(article.published).getTime()).toBeLessThan(Date.now());
    expect(article.summary.length).toBeLessThanOrEqual(300);
  });

  it('link the well-known part numbers to product pages', () => {
    const linked = new Set(articles.flatMap((a) => renderMarkdown(a.body).parts));
    for (const partNo of ['STM32F103C8T6', 'GRM188R71C104KA01D', 'LM358DR', 'RC0603FR-0710KL', 'BC847B,215', 'LM1117MPX-3.3/NOPB'])
      expect(linked).toContain(partNo);
  });

  it('link only to articles and pages that exist', () => {
    const known = new Set([
      ...articles.map((a) => `/community/${a.slug}`),
      ...pages.map((p) => CONTENT_PAGE_PATHS[p.slug] ?? `/${p.slug}`),
      '/ContactUs',
      '/FAQs',
      '/Glossary',
    ]);
    const sources = [...articles.map((a) => a.body), ...pages.map((p) => p.body), ...readFaqs().map((f) => f.answer)];
    for (const body of sources) {
      for (const [, href] of body.matchAll(/\]\((\/(?:community\/[^)#]+|help\/[^)#]+|[A-Z][A-Za-z]+))\)/g))
        expect(known, href).toContain(href);
    }
  });
});

describe('the page sources', () => {
  it('hold the help topics, the six policies and the company pages', () => {
    const slugs = pages.map((p) => p.slug);
    for (const topic of ['ordering', 'payment', 'shipping', 'returns', 'account', 'bom-tool', 'quick-order'])
      expect(slugs).toContain(`help/${topic}`);
    for (const slug of Object.keys(CONTENT_PAGE_PATHS)) expect(slugs).toContain(slug);
    expect(pages.filter((p) => p.kind === 'policy')).toHaveLength(6);
  });

  it('give the About page the five anchors of the About layout', () => {
    const about = renderMarkdown(pages.find((p) => p.slug === 'about-us')!.body);
    expect(about.headings.filter((h) => h.Level === 2).map((h) => h.Id)).toEqual([
      'company-profile',
      'developmental-ideal',
      'application-area',
      'news-centre',
      'contact-us',
    ]);
  });

  it('agree on the figures every policy repeats', () => {
    const text = pages.map((p) => p.body).join('\n');
    expect(text).toMatch(/30 days of delivery/);
    expect(text).not.toMatch(/\b(60|90) days of delivery/);
    // 14 days only ever appears as the EU/UK consumer's statutory withdrawal period.
    for (const sentence of text.split(/(?<=\.)\s/)) if (/14 days of delivery/.test(sentence)) expect(sentence).toMatch(/withdraw/);
    expect(text).toMatch(/5:00 pm Central Time/);
    expect(text).not.toMatch(/\d:\d\d (am|pm) (Pacific|Eastern)/);
    expect(text).toMatch(/48 hours/);
  });
});

describe('FAQs and glossary', () => {
  it('hold at least 20 questions in sections, each answered', () => {
    const faqs = readFaqs();
    expect(faqs.length).toBeGreaterThanOrEqual(20);
    expect(new Set(faqs.map((f) => f.section)).size).toBeGreaterThanOrEqual(4);
    for (const faq of faqs) expect(faq.answer.length).toBeGreaterThan(40);
  });

  it('hold at least 80 terms, without duplicates', () => {
    const terms = readGlossary();
    expect(terms.length).toBeGreaterThanOrEqual(80);
    expect(new Set(terms.map((t) => t.slug)).size).toBe(terms.length);
  });
});

describe('parseFrontMatter', () => {
  it('reads key: value lines and the body', () => {
    expect(parseFrontMatter('---\ntitle: A: B\nkind: help\n---\nBody\n', 'x.md')).toEqual({
      fields: { title: 'A: B', kind: 'help' },
      body: 'Body\n',
    });
  });

  it('refuses a file without front matter', () => {
    expect(() => parseFrontMatter('# no front matter', 'x.md')).toThrow(ContentSourceError);
  });
});
