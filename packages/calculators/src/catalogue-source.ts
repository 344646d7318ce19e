import type { CalculatorDescriptor } from './descriptor';

/** A string literal as the repository's formatter writes it: single quotes unless the text has one. */
function literal(text: string): string {
  return text.includes("'") && !text.includes('"') ? JSON.stringify(text) : `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The text of catalogue-data.ts for these descriptors (scripts/generate-catalogue.ts writes it). */
export function catalogueSource(descriptors: readonly Pick<CalculatorDescriptor, 'slug' | 'category' | 'title' | 'summary'>[]): string {
  const entries = descriptors
    .map(
      ({ slug, category, title, summary }) =>
        `  {\n    slug: ${literal(slug)},\n    category: ${literal(category)},\n    title: ${literal(title)},\n    summary: ${literal(summary)},\n  },\n`,
    )
    .join('');
  return `// Generated from the descriptors by \`npm run catalogue -w @ferrite/calculators\`; do not edit.
import type { CatalogueEntry } from './catalogue';

/** Every calculator, in the registry's order (the order the /tools index shows within each category). */
export const calculatorCatalogue: readonly CatalogueEntry[] = [
${entries}];
`;
}
