import type { JsonSafe } from './json-safe';

export type { JsonSafe } from './json-safe';

/**
 * The server's shared cache for data that many requests read and few writes change (navigation,
 * home figures, listing facets). In-process by default; backed by Redis when REDIS_URL is set, so
 * several instances share one copy.
 *
 * A shared backend stores values as JSON, and what comes back is what JSON.parse makes: so the
 * type admits only values that survive that (see JsonSafe). A Map, Set, Date or class with
 * methods is a compile error here; keep such a value in the ProcessCache, or cache the plain
 * data it is built from.
 */
export interface Cache {
  /**
   * The value stored under key, or the one `load` resolves to, stored for ttlMs. Concurrent
   * misses on one key in one process share a single load; a failed load is not stored.
   */
  get<T extends JsonSafe<T>>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /** Forgets every entry whose key starts with prefix (all of them for ''). */
  invalidate(prefix?: string): Promise<void>;
}

/**
 * A cache of this process alone, for values that must stay rich objects (the category tree with
 * its Maps): they are never serialised, so any value fits, and each process builds its own.
 * A Cache is deliberately not assignable to it.
 */
export interface ProcessCache {
  /** As Cache.get, for any value. */
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  invalidate(prefix?: string): Promise<void>;
}
