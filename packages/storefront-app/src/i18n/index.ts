export { useI18n, useT } from './use-t';
export { createTranslator, type Translator, type Params } from './translator';
export { prepareTranslator, loadPackParts, usesTranslationMemory, PACK_PARTS, type PackPart } from './load';
export { languageFromCookie, directionOf, localeOf, PACK_LANGUAGES } from './languages';
export { shortenNumber, formatDate, formatDateTime, formatNumber } from './format';
export type { Pack, TranslationKey, Overlay, SectionName, PackShape, SectionShape } from './pack';
