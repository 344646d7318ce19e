import { languageNames } from '@ferrite/ui/shop';

// Region and cookie-notice choices live in cookies for 30 days on path / (docs/product.md §9), so the server
// renders the next page in the chosen language and currency.
export const REGION_COOKIE_MAX_AGE = 2_592_000;

/**
 * The `_lang` cookie holds a language code; the region menu speaks in language names (docs/product.md §2).
 * Its list is English and Russian, with the values 'English' and 'Russian'; a reader of one of the
 * other 14 languages (chosen in the language picker) sees that language's own name on the menu's
 * button, with neither option ticked, and Save keeps it unless English or Russian is picked
 * (docs/decisions/languages-language-and-region-menus.md).
 */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = { ...languageNames, en: 'English', ru: 'Russian' };

/** The code of a region-menu language value; English for a name it does not know. */
export function languageCodeOf(name: string): string {
  return Object.entries(LANGUAGE_NAMES).find(([, value]) => value === name)?.[0] ?? 'en';
}

export function writeCookie(name: string, value: string, maxAge = REGION_COOKIE_MAX_AGE): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}
