import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { productUrl } from '@ferrite/contract';
import type { ContentHeading } from '@ferrite/contract/content';
import { renderFigure } from './figures';

/**
 * Markdown to HTML for articles and pages. Two shortcodes on top of GitHub-flavoured Markdown:
 * - `[[LM1117MPX-3.3/NOPB]]` links a part number to its product page;
 * - `{{figure mlcc-dc-bias}}` on a line of its own places a generated SVG diagram (figures.ts).
 * Whatever the source holds, the output goes through one allow-list (sanitize-html): no scripts,
 * no event attributes, no javascript: or data: URLs, images only from this site.
 */

export interface RenderedMarkdown {
  /** Sanitised HTML, safe to inject. */
  html: string;
  /** h2/h3 headings with the ids they got, for a table of contents. */
  headings: ContentHeading[];
  /** Linked part numbers, in order of first mention. */
  parts: string[];
}

const PART_LINK = /^\[\[([A-Za-z0-9][A-Za-z0-9.,/#+_-]{0,63})\]\]/;
const FIGURE = /^\{\{figure ([a-z0-9-]{1,60})\}\}[ \t]*(?:\n+|$)/;

/** Ids a heading may not take, because the page shell or the About layout use them. */
const RESERVED_IDS = new Set(['main', 'root', 'app', 'top']);

/** 'Choosing C0G vs. X7R' → 'choosing-c0g-vs-x7r'. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&[a-z]+;|&#\d+;/g, ' ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'section'
  );
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();

const SVG_TAGS = ['svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'title', 'desc'];
const SVG_ATTRIBUTES = [
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'fill',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'fill-opacity',
  'transform',
  'text-anchor',
  'dominant-baseline',
  'font-size',
  'font-weight',
  'font-family',
  'class',
  'role',
  'aria-label',
  'aria-hidden',
  'focusable',
  'xmlns',
];

const HEADING_ID = /^[a-z][a-z0-9-]{0,80}$/;
const keepHeadingId = (tagName: string, attribs: sanitizeHtml.Attributes) => {
  const id = attribs.id;
  const next: sanitizeHtml.Attributes = {};
  if (id && HEADING_ID.test(id) && !RESERVED_IDS.has(id)) next.id = id;
  return { tagName, attribs: next };
};

export const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'details', 'summary', ...SVG_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'class'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    th: ['align', 'colspan', 'rowspan', 'scope'],
    td: ['align', 'colspan', 'rowspan'],
    ol: ['start'],
    code: ['class'],
    figure: ['class'],
    table: ['class'],
    div: ['class'],
    p: ['class'],
    span: ['class'],
    ...Object.fromEntries(SVG_TAGS.map((tag) => [tag, SVG_ATTRIBUTES])),
  },
  allowedClasses: {
    code: ['language-*'],
    a: ['fe-part-link'],
    figure: ['fe-figure'],
    table: ['fe-table'],
    div: ['fe-table-wrap', 'fe-callout', 'fe-callout--*'],
    p: ['fe-lead'],
    span: ['fe-*'],
    ...Object.fromEntries(SVG_TAGS.map((tag) => [tag, ['fe-*']])),
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Images come from this site only: relative URLs, no scheme at all (so no data: or javascript:).
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // SVG attributes are case-sensitive (viewBox); names not on the list are dropped either way.
  parser: { lowerCaseAttributeNames: false },
  transformTags: {
    h2: keepHeadingId,
    h3: keepHeadingId,
    h4: keepHeadingId,
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      // Links that leave the site open as ordinary links but pass no referrer or ranking.
      if (/^https?:/i.test(href)) return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } };
      const { rel: _rel, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/** Sanitises HTML with the content allow-list. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/** Renders Markdown (with the part-link and figure shortcodes) to sanitised HTML. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const headings: ContentHeading[] = [];
  const usedIds = new Map<string, number>();
  const parts: string[] = [];

  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    extensions: [
      {
        name: 'partLink',
        level: 'inline',
        start: (src: string) => src.indexOf('[['),
        tokenizer(src: string) {
          const match = PART_LINK.exec(src);
          if (!match) return undefined;
          return { type: 'partLink', raw: match[0], partNo: match[1]! };
        },
        renderer(token) {
          const partNo = String(token.partNo);
          if (!parts.includes(partNo)) parts.push(partNo);
          return `<a class="fe-part-link" href="${escapeAttribute(productUrl(partNo))}">${escapeText(partNo)}</a>`;
        },
      },
      {
        name: 'figure',
        level: 'block',
        start: (src: string) => src.indexOf('{{figure '),
        tokenizer(src: string) {
          const match = FIGURE.exec(src);
          if (!match) return undefined;
          return { type: 'figure', raw: match[0], figure: match[1]! };
        },
        renderer(token) {
          return renderFigure(String(token.figure)) ?? '';
        },
      },
    ],
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        if (depth < 2 || depth > 4) return `<h${depth}>${inner}</h${depth}>\n`;
        const text = plainText(inner);
        const base = slugify(text);
        const seen = usedIds.get(base) ?? 0;
        usedIds.set(base, seen + 1);
        let id = seen === 0 ? base : `${base}-${seen + 1}`;
        if (RESERVED_IDS.has(id)) id = `${id}-section`;
        if (depth <= 3) headings.push({ Id: id, Text: text, Level: depth as 2 | 3 });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      table(token: Tokens.Table) {
        const head = token.header.map((cell) => this.tablecell(cell)).join('');
        const body = token.rows.map((row) => `<tr>${row.map((cell) => this.tablecell(cell)).join('')}</tr>`).join('\n');
        return `<div class="fe-table-wrap"><table class="fe-table"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>\n`;
      },
    },
  });

  const raw = marked.parse(markdown) as string;
  return { html: sanitizeContentHtml(raw), headings, parts };
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Words of prose in rendered HTML (figures and markup left out), for reading times. */
export function countWords(html: string): number {
  const prose = html.replace(/<svg[\s\S]*?<\/svg>/g, ' ').replace(/<[^>]+>/g, ' ');
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read at 200 words a minute (a technical text), at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200));
}
