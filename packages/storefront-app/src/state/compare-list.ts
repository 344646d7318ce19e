import { readJson, STORAGE_KEYS, writeJson } from './browser-storage';

/** A compare entry as spec §3 lists it, keyed by ProductID. */
export interface CompareItem {
  ProductID: number;
  PicUrl: string;
  ProductUrl: string;
  PartNo: string;
  MFG: string;
  Description: string;
}

/** At most this many parts side by side: more columns stop being readable. */
export const MAX_COMPARE = 6;

export function readCompareList(): CompareItem[] {
  const stored = readJson<Record<string, CompareItem>>(STORAGE_KEYS.compare, {});
  return Object.values(stored).filter((item) => typeof item?.ProductID === 'number');
}

/** Adds a part (the oldest drops out past the limit); returns the new list. */
export function addToCompare(item: CompareItem): CompareItem[] {
  const list = readCompareList().filter((existing) => existing.ProductID !== item.ProductID);
  list.push(item);
  const kept = list.slice(-MAX_COMPARE);
  writeJson(STORAGE_KEYS.compare, Object.fromEntries(kept.map((entry) => [String(entry.ProductID), entry])));
  return kept;
}

export function removeFromCompare(productId: number): CompareItem[] {
  const kept = readCompareList().filter((item) => item.ProductID !== productId);
  writeJson(STORAGE_KEYS.compare, Object.fromEntries(kept.map((entry) => [String(entry.ProductID), entry])));
  return kept;
}

export const compareUrl = (ids: number[]) => `/product/compare?ids=${ids.join(',')}`;
