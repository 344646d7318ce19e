import type { ApiClient } from '../api/client';
import { flattenPack, type Overlay, type Pack } from './pack';
import { SUPPORTED_LANGUAGES } from '@ferrite/contract';
import { endpoints } from '@ferrite/contract/endpoints';

/** Spec §9: translation requests go in batches of about 5,000 characters. */
export const TRANSLATION_BATCH_CHARS = 5000;

/** Splits texts into batches of at most `limit` characters (a longer text travels alone). */
export function batchTexts(texts: readonly string[], limit = TRANSLATION_BATCH_CHARS): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const text of texts) {
    if (current.length > 0 && size + text.length > limit) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(text);
    size += text.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * The English pack translated to `target` through `/translate/translatelanguage` (docs/product.md §7), as an
 * overlay by 'section.key'. Entries the memory does not know come back as the English text and are
 * left out; a failed batch is ignored, so its entries stay English (docs/product.md §8).
 */
export async function translatePack(api: ApiClient, english: Pack, target: string): Promise<Overlay> {
  // A language the API does not translate to would refuse every batch: nothing to ask.
  const language = SUPPORTED_LANGUAGES.find((code) => code === target);
  if (!language) return {};
  const entries = flattenPack(english as unknown as Record<string, Record<string, string>>);
  const unique = [...new Set(entries.map(([, text]) => text))];
  const translated = new Map<string, string>();
  for (const batch of batchTexts(unique)) {
    try {
      const list = await api.silent.call(endpoints.site.translate, { Params: batch, Source: 'en', Target: language });
      batch.forEach((text, index) => {
        const answer = list?.[index];
        if (typeof answer === 'string' && answer !== '' && answer !== text) translated.set(text, answer);
      });
    } catch {
      // Translation failures are ignored (docs/product.md §8): the batch stays English.
    }
  }
  return overlayOf(english, translated);
}

/** The overlay by 'section.key' that translations by English text (`translated`) make of the English pack. */
export function overlayOf(english: Pack, translated: ReadonlyMap<string, string>): Overlay {
  const overlay: Overlay = {};
  for (const [key, text] of flattenPack(english as unknown as Record<string, Record<string, string>>)) {
    const answer = translated.get(text);
    if (answer !== undefined) overlay[key] = answer;
  }
  return overlay;
}
