// `@ferrite/calculators/catalogue`: what lists and links show of every calculator, as plain data,
// so that a page listing them loads no calculator code. The data (catalogue-data.ts) is generated
// from the descriptors, which stay the one place a title or summary is written.
import { calculatorCatalogue } from './catalogue-data';
import type { CalculatorCategory } from './descriptor';

export type { CalculatorCategory } from './descriptor';
export { calculatorCategories } from './descriptor';
export { calculatorCatalogue } from './catalogue-data';

/** A calculator as a list or a page head names it, without its inputs, formula or `run`. */
export interface CatalogueEntry {
  /** The descriptor's `slug`: the last path segment of its page. */
  readonly slug: string;
  readonly category: CalculatorCategory;
  readonly title: string;
  /** One sentence for the /tools index. */
  readonly summary: string;
}

const bySlug = new Map(calculatorCatalogue.map((entry) => [entry.slug, entry]));

/** The catalogue entry of the calculator at `slug`, or undefined. */
export function catalogueEntry(slug: string): CatalogueEntry | undefined {
  return bySlug.get(slug);
}
