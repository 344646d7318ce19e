import type { Cache, ProcessCache } from './cache';

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

/**
 * The in-process cache: a Map in insertion order used as an LRU, bounded in entries because some
 * keys (listing facets per filter combination) are as many as the URLs visitors make up. It keeps
 * values as they are, so it serves as the shared Cache of a single instance and as a ProcessCache.
 */
export class MemoryCache implements Cache, ProcessCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 10_000) {}

  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      // Most recently used goes to the end, so eviction takes the least recently used first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = load();
    const entry = { expires: now + ttlMs, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    // A failed load must not be remembered.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  async invalidate(prefix = ''): Promise<void> {
    if (prefix === '') return void this.entries.clear();
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
