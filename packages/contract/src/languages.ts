/** The 16 languages of docs/product.md §2/§9 by `_lang` cookie code, in the spec's order. */
export const SUPPORTED_LANGUAGES = [
  'en',
  'zh',
  'ja',
  'ko',
  'fr',
  'es',
  'it',
  'de',
  'tr',
  'ru',
  'pt',
  'vi',
  'id',
  'ms',
  'th',
  'ar',
] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** The `_lang` cookie value as a supported language code, English for anything else (docs/product.md §9 default). */
export function languageFromCookie(value: string | undefined): SupportedLanguage {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as SupportedLanguage) : 'en';
}
