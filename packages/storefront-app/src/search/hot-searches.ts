import { readJson, STORAGE_KEYS, writeJson } from '../state/browser-storage';

/** Hot searches change slowly: the browser keeps its copy for an hour (docs/product.md §7: cached in browser storage). */
export const HOT_SEARCH_TTL_MS = 60 * 60_000;

export async function hotSearches(fetchList: () => Promise<string[]>, now = Date.now()): Promise<string[]> {
  const cached = readJson<{ at: number; list: string[] } | null>(STORAGE_KEYS.popularSearches, null);
  if (cached && Array.isArray(cached.list) && now - cached.at < HOT_SEARCH_TTL_MS) return cached.list;
  try {
    const list = await fetchList();
    writeJson(STORAGE_KEYS.popularSearches, { at: now, list });
    return list;
  } catch {
    return cached?.list ?? [];
  }
}
