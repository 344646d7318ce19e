/** The 16 languages of docs/product.md §2/§9, in the order the spec lists them. */
export const languageCodes = ['en', 'zh', 'ja', 'ko', 'fr', 'es', 'it', 'de', 'tr', 'ru', 'pt', 'vi', 'id', 'ms', 'th', 'ar'] as const;
export type LanguageCode = (typeof languageCodes)[number];

/** Each language's name in that language (what a reader of it looks for). */
export const languageNames: Record<LanguageCode, string> = {
  en: 'English',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  de: 'Deutsch',
  tr: 'Türkçe',
  ru: 'Русский',
  pt: 'Português',
  vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
  th: 'ไทย',
  ar: 'العربية',
};

/** Languages written right to left. */
export const rtlLanguages: ReadonlySet<LanguageCode> = new Set(['ar']);
