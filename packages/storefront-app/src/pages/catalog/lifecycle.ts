import type { TranslationKey, Translator } from '../../i18n';

// The catalogue's lifecycle states are a fixed list (the import checks it): each has an entry.
const LIFECYCLE_KEYS: Record<string, TranslationKey | undefined> = {
  Active: 'catalog.lifecycleActive',
  'New Product': 'catalog.lifecycleNewProduct',
  'Not Recommended for New Designs': 'catalog.lifecycleNrnd',
  'Last Time Buy': 'catalog.lifecycleLastTimeBuy',
  Obsolete: 'catalog.lifecycleObsolete',
};

/** A part's lifecycle state in the reader's language; an unknown one as it is stored. */
export function lifecycleText(t: Translator['t'], lifecycle: string): string {
  const key = LIFECYCLE_KEYS[lifecycle];
  return key ? t(key) : lifecycle;
}
