/**
 * The server's shared cache for data that many requests read and few writes change (navigation,
 * home figures, listing facets). In-process by default; the same interface can be backed by
 * Redis when REDIS_URL is set, so several instances share one copy.
 *
 * Values must survive JSON (a shared backend stores them as JSON): plain objects, arrays,
 * strings, numbers, booleans and null.
 */
export interface Cache {
  /**
   * The value stored under key, or the one `load` resolves to, stored for ttlMs. Concurrent
   * misses on one key in one process share a single load; a failed load is not stored.
   */
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /** Forgets every entry whose key starts with prefix (all of them for ''). */
  invalidate(prefix?: string): Promise<void>;
}
