import { readJson, STORAGE_KEYS, writeJson } from './browser-storage';

/** Spec §9: the last 10 keywords. */
export const SEARCH_HISTORY_LIMIT = 10;

/** Keywords newest first, from the stored map of keyword → timestamp (docs/product.md §3). */
export function readSearchHistory(): string[] {
  const map = readJson<Record<string, number>>(STORAGE_KEYS.searchHistory, {});
  return Object.entries(map)
    .filter(([, at]) => typeof at === 'number')
    .sort((a, b) => b[1] - a[1])
    .map(([keyword]) => keyword)
    .slice(0, SEARCH_HISTORY_LIMIT);
}

/** Records a search: a repeat moves to newest, the oldest beyond ten is dropped. */
export function rememberSearch(keyword: string, now = Date.now()): string[] {
  const map = readJson<Record<string, number>>(STORAGE_KEYS.searchHistory, {});
  map[keyword] = now;
  const kept = Object.entries(map)
    .sort((a, b) => b[1] - a[1])
    .slice(0, SEARCH_HISTORY_LIMIT);
  writeJson(STORAGE_KEYS.searchHistory, Object.fromEntries(kept));
  return kept.map(([k]) => k);
}

export function clearSearchHistory(): void {
  writeJson(STORAGE_KEYS.searchHistory, {});
}
