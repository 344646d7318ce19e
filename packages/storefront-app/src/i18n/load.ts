import type { ApiClient } from '../api/client';
import { en } from './packs/en';
import type { Overlay, Pack } from './pack';
import { translatePack } from './remote';
import { createTranslator, type Translator } from './translator';

/** The hand-written pack of a language, English for languages served from the translation memory. */
export async function loadPack(lang: string): Promise<Pack> {
  // Russian is loaded only by Russian readers: English visitors don't download it.
  if (lang === 'ru') return (await import('./packs/ru')).ru as Pack;
  return en;
}

/** Whether a language's strings come from the translation memory rather than a pack. */
export function usesTranslationMemory(lang: string): boolean {
  return lang !== 'en' && lang !== 'ru';
}

/** Everything a page needs to speak `lang`: the translator and the overlay to hand to the browser. */
export async function prepareTranslator(lang: string, overlay: Overlay = {}): Promise<Translator> {
  return createTranslator(lang, await loadPack(lang), en, overlay);
}

/** Server side: the overlay for a translation-memory language, fetched once a minute at most per language. */
export function createOverlayCache(ttlMs = 60_000) {
  const cache = new Map<string, { at: number; overlay: Promise<Overlay> }>();
  return (api: ApiClient, lang: string): Promise<Overlay> => {
    if (!usesTranslationMemory(lang)) return Promise.resolve({});
    const hit = cache.get(lang);
    if (hit && Date.now() - hit.at < ttlMs) return hit.overlay;
    const overlay = translatePack(api, en, lang);
    cache.set(lang, { at: Date.now(), overlay });
    return overlay;
  };
}
