import { site as englishSite } from './packs/en/site';
import type { Overlay, PackSections } from './pack';
import { createTranslator, mergeSections, type Terms, type Translator } from './translator';

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
  'catalogCommon',
  'catalogListing',
  'catalogProduct',
  // Sections that pages of several areas read in part come in parts (packs/<lang>/<section>/).
  'buyingCart',
  'buyingAddToCart',
  'buyingStates',
  'buyingMessages',
  'accountCommon',
  'accountSignIn',
  'accountArea',
  'sourcingCommon',
  'sourcingQuickOrder',
  'sourcingBom',
  'sourcingRfq',
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
  'kitDataTable',
  'kitPartsTable',
  'kitLineItems',
  'kitFacetPanel',
] as const;
export type PackPart = (typeof PACK_PARTS)[number];

type Sections = PackSections;
const ENGLISH_PARTS: Record<PackPart, () => Promise<Sections>> = {
  home: () => import('./packs/en/home'),
  catalogCommon: () => import('./packs/en/catalog/common'),
  catalogListing: () => import('./packs/en/catalog/listing'),
  catalogProduct: () => import('./packs/en/catalog/product'),
  buyingCart: () => import('./packs/en/buying/cart'),
  buyingAddToCart: () => import('./packs/en/buying/add-to-cart'),
  buyingStates: () => import('./packs/en/buying/states'),
  buyingMessages: () => import('./packs/en/buying/messages'),
  accountCommon: () => import('./packs/en/account/common'),
  accountSignIn: () => import('./packs/en/account/sign-in'),
  accountArea: () => import('./packs/en/account/area'),
  sourcingCommon: () => import('./packs/en/sourcing/common'),
  sourcingQuickOrder: () => import('./packs/en/sourcing/quick-order'),
  sourcingBom: () => import('./packs/en/sourcing/bom'),
  sourcingRfq: () => import('./packs/en/sourcing/rfq'),
  content: () => import('./packs/en/content'),
  tools: () => import('./packs/en/tools'),
  kitAboutLayout: () => import('./packs/en/kit-pages/about-layout'),
  kitBreadcrumbs: () => import('./packs/en/kit-pages/breadcrumbs'),
  kitPagination: () => import('./packs/en/kit-pages/pagination'),
  kitParametricFilter: () => import('./packs/en/kit-pages/parametric-filter'),
  kitPriceBreakTable: () => import('./packs/en/kit-pages/price-break-table'),
  kitQuantityInput: () => import('./packs/en/kit-pages/quantity-input'),
  kitStockBadge: () => import('./packs/en/kit-pages/stock-badge'),
  kitDataTable: () => import('./packs/en/kit-pages/data-table'),
  kitPartsTable: () => import('./packs/en/kit-pages/parts-table'),
  kitLineItems: () => import('./packs/en/kit-pages/line-items'),
  kitFacetPanel: () => import('./packs/en/kit-pages/facet-panel'),
};

/**
 * Russian is the one other hand-written pack; translation-memory languages read English plus their
 * overlay. Where Russian's parts are is a module of its own: English readers never load it.
 */
const russianParts = () => import('./packs/ru/parts').then((module) => module.RUSSIAN_PARTS);
const partsOf = (lang: string): Promise<Record<PackPart, () => Promise<Sections>>> =>
  lang === 'ru' ? russianParts() : Promise.resolve(ENGLISH_PARTS);

/** Everything a page needs to speak `lang` at first: the translator over the shell's sections. */
export async function prepareTranslator(lang: string, overlay: Overlay = {}): Promise<Translator> {
  // Russian readers download only the Russian sections (and where their pages' parts are, so a
  // page's part does not wait for that); English ones are in the entry as the fallback.
  const own = lang === 'ru' ? ((await Promise.all([import('./packs/ru/site'), russianParts()]))[0].site as Sections) : englishSite;
  return createTranslator(lang, own, englishSite, overlay);
}

const loadedParts = new WeakMap<Translator, Map<PackPart, Promise<void>>>();

/**
 * Catalogue terms (category, parameter and packaging names and values) exist for Russian and Arabic
 * (issue 21); the other languages show the catalogue as written. They come with a page's first
 * part, so every page that shows catalogue data has them before it renders.
 */
const TERMS: Record<string, () => Promise<Terms>> = {
  ru: () => import('./terms/ru').then((module) => module.terms),
  ar: () => import('./terms/ar').then((module) => module.terms),
};
const loadedTerms = new WeakMap<Translator, Promise<void>>();
function loadTerms(i18n: Translator): Promise<void> {
  let done = loadedTerms.get(i18n);
  if (!done) {
    const load = TERMS[i18n.lang];
    done = load ? load().then((terms) => i18n.addTerms(terms)) : Promise.resolve();
    loadedTerms.set(i18n, done);
  }
  return done;
}

/**
 * The English sections loaded so far (the same static text for every reader, so one copy per
 * process): api-messages finds an API message's entry by its English text among them.
 */
const loadedEnglish: PackSections = { ...englishSite };
let loadedEnglishVersion = 0;
export function englishSectionsLoaded(): { sections: PackSections; version: number } {
  return { sections: loadedEnglish, version: loadedEnglishVersion };
}

/** Loads parts of the translator's pack (once each) before a page that reads them renders. */
export function loadPackParts(i18n: Translator, parts: readonly PackPart[]): Promise<void> {
  let loaded = loadedParts.get(i18n);
  if (!loaded) loadedParts.set(i18n, (loaded = new Map()));
  const pending = parts.map((part) => {
    let done = loaded.get(part);
    // The server learns which modules each route loads as it imports them (routing/route-modules.ts):
    // while a route learns, a part an earlier route already loaded is imported again (at once, from
    // the module cache) so that this route learns it too.
    if (done && import.meta.env.SSR && (globalThis as { __ferriteLearningImports?: () => boolean }).__ferriteLearningImports?.())
      void Promise.all([partsOf(i18n.lang).then((loaders) => loaders[part]()), ENGLISH_PARTS[part]()]).catch(() => undefined);
    if (!done) {
      // English always comes too: the fallback, and the text API messages are recognised by.
      const own = partsOf(i18n.lang).then((loaders) => loaders[part]());
      done = Promise.all([own, ENGLISH_PARTS[part]()]).then(([sections, english]) => {
        if (mergeSections(loadedEnglish, english)) loadedEnglishVersion += 1;
        i18n.addSections(sections, english);
      });
      loaded.set(part, done);
    }
    return done;
  });
  return Promise.all([...pending, loadTerms(i18n)]).then(() => undefined);
}
