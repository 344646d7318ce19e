export { useI18n, useT } from './use-t';
export { createTranslator, type Translator, type Params } from './translator';
export { prepareTranslator, loadPack, usesTranslationMemory, createOverlayCache } from './load';
export { languageFromCookie, directionOf, localeOf, PACK_LANGUAGES } from './languages';
export { shortenNumber, formatDate, formatNumber } from './format';
export { translatePack, batchTexts, TRANSLATION_BATCH_CHARS } from './remote';
export type { Pack, TranslationKey, Overlay, SectionName, PackShape, SectionShape } from './pack';
export { en } from './packs/en';
