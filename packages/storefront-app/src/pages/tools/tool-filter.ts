// The /tools filter: every word typed must appear in a calculator's title, summary, category or slug.
import { calculatorCatalogue, calculatorCategories, type CalculatorCategory, type CatalogueEntry } from '@ferrite/calculators/catalogue';

/** Longest filter text read from a query. */
import { MAX_QUERY_LENGTH } from './query-limit';

export { MAX_QUERY_LENGTH };

const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

export function matchesQuery(calculator: Pick<CatalogueEntry, 'title' | 'summary' | 'category' | 'slug'>, query: string): boolean {
  const haystack = `${calculator.title} ${calculator.summary} ${calculator.category} ${calculator.slug}`.toLowerCase();
  return wordsOf(query).every((word) => haystack.includes(word));
}

export interface CalculatorGroup {
  category: CalculatorCategory;
  calculators: CatalogueEntry[];
}

/** The calculators matching `query`, grouped in `calculatorCategories` order; empty groups left out. */
export function groupCalculators(query: string, all: readonly CatalogueEntry[] = calculatorCatalogue): CalculatorGroup[] {
  const matching = all.filter((calculator) => matchesQuery(calculator, query));
  return calculatorCategories
    .map((category) => ({ category, calculators: matching.filter((calculator) => calculator.category === category) }))
    .filter((group) => group.calculators.length > 0);
}
