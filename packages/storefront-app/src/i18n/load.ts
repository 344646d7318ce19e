import { kitAboutLayout } from './packs/en/kit-pages/about-layout';
import { kitBreadcrumbs } from './packs/en/kit-pages/breadcrumbs';
import { kitDataTable } from './packs/en/kit-pages/data-table';
import { kitFacetPanel } from './packs/en/kit-pages/facet-panel';
import { kitLineItems } from './packs/en/kit-pages/line-items';
import { kitPagination } from './packs/en/kit-pages/pagination';
import { kitParametricFilter } from './packs/en/kit-pages/parametric-filter';
import { kitPartsTable } from './packs/en/kit-pages/parts-table';
import { kitPriceBreakTable } from './packs/en/kit-pages/price-break-table';
import { kitQuantityInput } from './packs/en/kit-pages/quantity-input';
import { kitStockBadge } from './packs/en/kit-pages/stock-badge';
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
  // The page-only kit components' sections, one each (in English their strings are in the first load).
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
// English parts come in one module per area of pages (packs/en/by-area/), each part a namespace of
// it: a phone fetches a module per request, and a listing asked for ten (issue 21, at most 15
// script requests). The kit's page components' English texts (packs/en/kit-pages/) are a few
// hundred bytes of strings, apart from the components' code: they are in the first load.
const catalog = () => import('./packs/en/by-area/catalog');
const buying = () => import('./packs/en/by-area/buying');
const account = () => import('./packs/en/by-area/account');
const sourcing = () => import('./packs/en/by-area/sourcing');
const ready = (sections: Sections) => () => Promise.resolve(sections);
const ENGLISH_PARTS: Record<PackPart, () => Promise<Sections>> = {
  home: () => import('./packs/en/home'),
  catalogCommon: () => catalog().then((area) => area.catalogCommon),
  catalogListing: () => catalog().then((area) => area.catalogListing),
  catalogProduct: () => catalog().then((area) => area.catalogProduct),
  buyingCart: () => buying().then((area) => area.buyingCart),
  buyingAddToCart: () => catalog().then((area) => area.buyingAddToCart),
  buyingStates: () => buying().then((area) => area.buyingStates),
  buyingMessages: () => buying().then((area) => area.buyingMessages),
  accountCommon: () => account().then((area) => area.accountCommon),
  accountSignIn: () => account().then((area) => area.accountSignIn),
  accountArea: () => account().then((area) => area.accountArea),
  sourcingCommon: () => sourcing().then((area) => area.sourcingCommon),
  sourcingQuickOrder: () => sourcing().then((area) => area.sourcingQuickOrder),
  sourcingBom: () => sourcing().then((area) => area.sourcingBom),
  sourcingRfq: () => sourcing().then((area) => area.sourcingRfq),
  content: () => import('./packs/en/content'),
  tools: () => import('./packs/en/tools'),
  kitAboutLayout: ready({ kitAboutLayout }),
  kitBreadcrumbs: ready({ kitBreadcrumbs }),
  kitPagination: ready({ kitPagination }),
  kitParametricFilter: ready({ kitParametricFilter }),
  kitPriceBreakTable: ready({ kitPriceBreakTable }),
  kitQuantityInput: ready({ kitQuantityInput }),
  kitStockBadge: ready({ kitStockBadge }),
  kitDataTable: ready({ kitDataTable }),
  kitPartsTable: ready({ kitPartsTable }),
  kitLineItems: ready({ kitLineItems }),
  kitFacetPanel: ready({ kitFacetPanel }),
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
