import { readJson, STORAGE_KEYS, writeJson } from './browser-storage';
import type { CompareItem } from './compare-list';

/** How many product views the sidebar remembers. */
export const RECENTLY_VIEWED_LIMIT = 20;

export function readRecentlyViewed(): CompareItem[] {
  return readJson<CompareItem[]>(STORAGE_KEYS.recentlyViewed, []).filter((item) => typeof item?.ProductID === 'number');
}

/** Puts a viewed product first, without duplicates. */
export function rememberView(item: CompareItem): CompareItem[] {
  const list = [item, ...readRecentlyViewed().filter((existing) => existing.ProductID !== item.ProductID)].slice(0, RECENTLY_VIEWED_LIMIT);
  writeJson(STORAGE_KEYS.recentlyViewed, list);
  return list;
}

export function forgetView(productId: number): CompareItem[] {
  const list = readRecentlyViewed().filter((item) => item.ProductID !== productId);
  writeJson(STORAGE_KEYS.recentlyViewed, list);
  return list;
}
