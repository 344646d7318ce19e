/**
 * The one adapter over localStorage for browser-only state (docs/product.md §3): search history, compare
 * list, recently viewed, cached hot searches. On the server, or when storage is blocked, reads
 * give the fallback and writes do nothing.
 */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readJson<T>(key: string, fallback: T): T {
  const raw = storage()?.getItem(key);
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the feature degrades to this page view only.
  }
}

export const STORAGE_KEYS = {
  searchHistory: 'fe.searchHistory',
  compare: 'fe.compare',
  recentlyViewed: 'fe.recentlyViewed',
  popularSearches: 'fe.popularSearches',
} as const;
