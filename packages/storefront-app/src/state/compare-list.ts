import { readJson, STORAGE_KEYS, writeJson } from './browser-storage';

/** A compare entry as docs/product.md §3 lists it, keyed by ProductID. */
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

/** Where an entry stands in the order of adding (stored beside the spec's fields). */
type StoredCompareItem = CompareItem & { Added?: number };

/**
 * The list in the order the parts were added. The stored object is keyed by ProductID, and a
 * JavaScript object lists integer keys in ascending order, not in the order they were written, so
 * each entry carries its place; entries stored before it had one come first, by ProductID.
 */
function readStored(): StoredCompareItem[] {
  const stored = readJson<Record<string, StoredCompareItem>>(STORAGE_KEYS.compare, {});
  return Object.values(stored)
    .filter((item) => typeof item?.ProductID === 'number')
    .sort((a, b) => (a.Added ?? 0) - (b.Added ?? 0));
}

function writeStored(list: StoredCompareItem[]): void {
  writeJson(STORAGE_KEYS.compare, Object.fromEntries(list.map((entry, i) => [String(entry.ProductID), { ...entry, Added: i + 1 }])));
}

const withoutPlace = ({ Added: _added, ...item }: StoredCompareItem): CompareItem => item;

export function readCompareList(): CompareItem[] {
  return readStored().map(withoutPlace);
}

/** Adds a part (the oldest drops out past the limit); returns the new list. */
export function addToCompare(item: CompareItem): CompareItem[] {
  const list = readStored().filter((existing) => existing.ProductID !== item.ProductID);
  list.push(item);
  const kept = list.slice(-MAX_COMPARE);
  writeStored(kept);
  return kept.map(withoutPlace);
}

export function removeFromCompare(productId: number): CompareItem[] {
  const kept = readStored().filter((item) => item.ProductID !== productId);
  writeStored(kept);
  return kept.map(withoutPlace);
}

export const compareUrl = (ids: number[]) => `/product/compare?ids=${ids.join(',')}`;
