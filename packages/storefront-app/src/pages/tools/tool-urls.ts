// Where the calculator pages live. One canonical URL per calculator,
// /tools/components/{category}/{slug}; /tools/{slug} answers with a 301 to it.
import type { CalculatorCategory, CatalogueEntry } from '@ferrite/calculators/catalogue';

export const TOOLS_PATH = '/tools';

/** The route of a calculator's page: the route table and the browser's first load match URLs with it. */
export const CALCULATOR_ROUTE_PATH = 'tools/components/:category/:slug';

/** The URL segment of a category: lower case, words joined by '-' ('RF & signals' → 'rf-signals'). */
export function categorySegment(category: CalculatorCategory | string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The canonical path of a calculator's page, without a query. */
export function calculatorPath(calculator: Pick<CatalogueEntry, 'category' | 'slug'>): string {
  return `${TOOLS_PATH}/components/${categorySegment(calculator.category)}/${calculator.slug}`;
}

/** The short path `/tools/{slug}` that redirects to the canonical one. */
export function shortCalculatorPath(slug: string): string {
  return `${TOOLS_PATH}/${slug}`;
}

/** A query string ('' or '?a=1…'), as `location.search` spells it. */
export function searchString(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The /tools index, filtered by `q` when it is not blank. */
export function toolsIndexUrl(q = ''): string {
  const trimmed = q.trim();
  return trimmed ? `${TOOLS_PATH}?${new URLSearchParams({ q: trimmed })}` : TOOLS_PATH;
}

/** Where the index's category headings are: `/tools#pcb-design`. */
export function categoryAnchorUrl(category: CalculatorCategory): string {
  return `${TOOLS_PATH}#${categorySegment(category)}`;
}
