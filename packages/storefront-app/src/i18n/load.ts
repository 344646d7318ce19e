import { site as englishSite } from './packs/en/site';
import type { Overlay, Pack } from './pack';
import { createTranslator, type Translator } from './translator';

/** Whether a language's strings come from the translation memory rather than a pack. */
export function usesTranslationMemory(lang: string): boolean {
  return lang !== 'en' && lang !== 'ru';
}

/**
 * The parts of a language pack that pages load with their own code (issue 10, JavaScript budget):
 * the first load holds only the sections every page shows (packs/<lang>/site.ts).
 */
export const PACK_PARTS = [
  'home',
  'catalog',
  'buying',
  'account',
  'sourcing',
  'content',
  'tools',
  // The page-only kit components' sections, one each: in English each brings its component's module.
  'kitAboutLayout',
  'kitBreadcrumbs',
  'kitPagination',
  'kitParametricFilter',
  'kitPriceBreakTable',
  'kitQuantityInput',
  'kitStockBadge',
] as const;
export type PackPart = (typeof PACK_PARTS)[number];

type Sections = Partial<Pack>;
const ENGLISH_PARTS: Record<PackPart, () => Promise<Sections>> = {
  home: () => import('./packs/en/home'),
  catalog: () => import('./packs/en/catalog'),
  buying: () => import('./packs/en/buying'),
  account: () => import('./packs/en/account'),
  sourcing: () => import('./packs/en/sourcing'),
  content: () => import('./packs/en/content'),
  tools: () => import('./packs/en/tools'),
  kitAboutLayout: () => import('./packs/en/kit-pages/about-layout'),
  kitBreadcrumbs: () => import('./packs/en/kit-pages/breadcrumbs'),
  kitPagination: () => import('./packs/en/kit-pages/pagination'),
  kitParametricFilter: () => import('./packs/en/kit-pages/parametric-filter'),
  kitPriceBreakTable: () => import('./packs/en/kit-pages/price-break-table'),
  kitQuantityInput: () => import('./packs/en/kit-pages/quantity-input'),
  kitStockBadge: () => import('./packs/en/kit-pages/stock-badge'),
};
// Russian's kit sections are plain strings: one small module holds them all.
const russianKitPages = () => import('./packs/ru/kit-pages') as Promise<Sections>;
// Russian packs are checked against PackShape (extra plural keys): read here as sections of a Pack.
const RUSSIAN_PARTS: Record<PackPart, () => Promise<Sections>> = {
  home: () => import('./packs/ru/home') as Promise<Sections>,
  catalog: () => import('./packs/ru/catalog') as Promise<Sections>,
  buying: () => import('./packs/ru/buying') as Promise<Sections>,
  account: () => import('./packs/ru/account') as Promise<Sections>,
  sourcing: () => import('./packs/ru/sourcing') as Promise<Sections>,
  content: () => import('./packs/ru/content') as Promise<Sections>,
  tools: () => import('./packs/ru/tools') as Promise<Sections>,
  kitAboutLayout: russianKitPages,
  kitBreadcrumbs: russianKitPages,
  kitPagination: russianKitPages,
  kitParametricFilter: russianKitPages,
  kitPriceBreakTable: russianKitPages,
  kitQuantityInput: russianKitPages,
  kitStockBadge: russianKitPages,
};

/** Russian is the one other hand-written pack; translation-memory languages read English plus their overlay. */
const partsOf = (lang: string) => (lang === 'ru' ? RUSSIAN_PARTS : ENGLISH_PARTS);

/** Everything a page needs to speak `lang` at first: the translator over the shell's sections. */
export async function prepareTranslator(lang: string, overlay: Overlay = {}): Promise<Translator> {
  // Russian readers download only the Russian sections; English ones are in the entry as the fallback.
  const own = lang === 'ru' ? ((await import('./packs/ru/site')).site as Sections) : englishSite;
  return createTranslator(lang, own, englishSite, overlay);
}

const loadedParts = new WeakMap<Translator, Map<PackPart, Promise<void>>>();

/**
 * The English sections loaded so far (the same static text for every reader, so one copy per
 * process): api-messages finds an API message's entry by its English text among them.
 */
const loadedEnglish: Partial<Pack> = { ...englishSite };
let loadedEnglishVersion = 0;
export function englishSectionsLoaded(): { sections: Partial<Pack>; version: number } {
  return { sections: loadedEnglish, version: loadedEnglishVersion };
}

/** Loads parts of the translator's pack (once each) before a page that reads them renders. */
export function loadPackParts(i18n: Translator, parts: readonly PackPart[]): Promise<void> {
  let loaded = loadedParts.get(i18n);
  if (!loaded) loadedParts.set(i18n, (loaded = new Map()));
  const pending = parts.map((part) => {
    let done = loaded.get(part);
    if (!done) {
      // English always comes too: the fallback, and the text API messages are recognised by.
      const own = partsOf(i18n.lang)[part]();
      done = Promise.all([own, ENGLISH_PARTS[part]()]).then(([sections, english]) => {
        if (!(Object.keys(english)[0]! in loadedEnglish)) {
          Object.assign(loadedEnglish, english);
          loadedEnglishVersion += 1;
        }
        i18n.addSections(sections, english);
      });
      loaded.set(part, done);
    }
    return done;
  });
  return Promise.all(pending).then(() => undefined);
}
