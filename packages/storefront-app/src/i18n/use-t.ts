import { useServices } from '../state/context';
import type { Translator } from './translator';

/** The page's translator: `const { t } = useI18n(); t('catalog.addToCart')`. */
export function useI18n(): Translator {
  return useServices().i18n;
}

/** Shorthand for `useI18n().t`. */
export function useT(): Translator['t'] {
  return useServices().i18n.t;
}
