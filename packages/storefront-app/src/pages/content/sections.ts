/** 'Shipping & delivery' → 'shipping-delivery': the same ids the server gives headings. */
export function slugOf(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

export interface HtmlSection {
  /** Id of the h2 that opens the section ('' for text before the first h2). */
  id: string;
  html: string;
}

/**
 * Splits sanitised page HTML at its h2 headings (the server gives each an id), so a page can
 * place its own content after a given section. Only for HTML from the content API.
 */
export function splitSections(html: string): HtmlSection[] {
  const sections: HtmlSection[] = [];
  const pattern = /<h2 id="([a-z0-9-]+)">/g;
  let start = 0;
  let id = '';
  for (const match of html.matchAll(pattern)) {
    if (match.index > start || id) sections.push({ id, html: html.slice(start, match.index) });
    start = match.index;
    id = match[1]!;
  }
  sections.push({ id, html: html.slice(start) });
  return sections.filter((section) => section.id || section.html.trim());
}
