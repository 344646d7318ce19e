import type { ApiClient } from '../api/client';
import { usesTranslationMemory } from './load';
import type { Overlay } from './pack';
import { en } from './packs/en';
import { translatePack } from './remote';

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
