import { languageFromCookie, type SupportedLanguage as LanguageCode } from '@ferrite/contract/languages';

export { languageFromCookie };
export type { LanguageCode };

/** Languages with a complete, hand-written pack; the other 14 go through the translation memory. */
export const PACK_LANGUAGES = ['en', 'ru'] as const satisfies readonly LanguageCode[];

/** Languages written right to left. */
const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar']);

export function directionOf(lang: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(lang) ? 'rtl' : 'ltr';
}

// Intl locales per language. Arabic keeps Latin digits: part numbers, quantities and prices are
// compared against datasheets and invoices written with them (docs/decisions/languages-locale-direction-dates-and-numbers.md).
const LOCALES: Record<LanguageCode, string> = {
  en: 'en-US',
  zh: 'zh-CN',
  ja: 'ja-JP',
  ko: 'ko-KR',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  de: 'de-DE',
  tr: 'tr-TR',
  ru: 'ru-RU',
  pt: 'pt-PT',
  vi: 'vi-VN',
  id: 'id-ID',
  ms: 'ms-MY',
  th: 'th-TH',
  ar: 'ar-u-nu-latn',
};

export function localeOf(lang: string): string {
  return LOCALES[lang as LanguageCode] ?? LOCALES.en;
}
