// Region and cookie-notice choices live in cookies for 30 days on path / (spec §9), so the server
// renders the next page in the chosen language and currency.
export const REGION_COOKIE_MAX_AGE = 2_592_000;

/** The `_lang` cookie holds a language code; the region menu speaks in language names (spec §2). */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', ru: 'Russian' };

export function languageCodeOf(name: string): string {
  return Object.entries(LANGUAGE_NAMES).find(([, value]) => value === name)?.[0] ?? 'en';
}

export function writeCookie(name: string, value: string, maxAge = REGION_COOKIE_MAX_AGE): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}
