import { seedContent } from '../content/seed';
import { seedDefaultRates } from '../currency/import-rates';
import { seedTranslations } from '../i18n/seed';
import type { Database } from './database';

/**
 * Loads the data the store ships with besides the catalogue: articles, help and policy pages,
 * FAQs, glossary and the translation memory. Each loader writes only what changed, so this runs
 * at every start (a fresh clone serves its community pages without a separate step).
 */
export async function loadReferenceData(db: Database) {
  const content = await seedContent(db);
  const translations = await seedTranslations(db);
  // The committed exchange rates, so EUR prices work offline; never overwrites an imported rate.
  const rates = await seedDefaultRates(db);
  return { content, translations, rates };
}
