/** A small in-process cache with expiry and explicit invalidation (navigation, home figures). */
export class MemoCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  async get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { expires: now + ttlMs, value });
    // A failed load must not be remembered.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  invalidate(prefix = ''): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
