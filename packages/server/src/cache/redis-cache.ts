import type { Redis } from 'ioredis';
import type { Cache, JsonSafe } from './cache';
import type { SharedRedis } from './redis-client';

interface Local {
  expires: number;
  value: Promise<unknown>;
}

const KEY_SPACE = 'cache:';
const CHANNEL = 'cache-invalidate';

/** Escapes a literal for a Redis glob pattern (SCAN MATCH). */
const globLiteral = (text: string) => text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);

/**
 * The Cache shared by every instance through Redis (REDIS_URL): one copy of the navigation, home
 * figures and facets for the whole fleet, loaded from PostgreSQL once per expiry rather than once
 * per process. In front of it each process keeps what it read until the Redis entry expires, so a
 * page costs no Redis round trip (and no JSON parse of the menu tree) on a hit; an invalidation is
 * published, and every process drops its copies at once.
 *
 * While Redis is unreachable each process loads and keeps its own copies, as the in-process cache
 * does; nothing fails because Redis is away.
 */
export class RedisCache implements Cache {
  private readonly local = new Map<string, Local>();
  private readonly subscriber: Redis;

  constructor(
    private readonly redis: SharedRedis,
    private readonly maxLocalEntries = 10_000,
  ) {
    this.subscriber = redis.subscriber();
    const channel = `${redis.prefix}${CHANNEL}`;
    void this.subscriber.subscribe(channel).catch(() => {});
    this.subscriber.on('message', (from: string, prefix: string) => {
      if (from === channel) this.dropLocal(prefix);
    });
  }

  get<T extends JsonSafe<T>>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.local.get(key);
    if (hit && hit.expires > now) {
      this.local.delete(key);
      this.local.set(key, hit);
      return hit.value as Promise<T>;
    }
    // Until the shared copy's own expiry is known, concurrent callers in this process share this one read.
    const entry: Local = { expires: now + ttlMs, value: Promise.resolve() };
    entry.value = this.readThrough(key, ttlMs, load, entry);
    this.local.delete(key);
    this.local.set(key, entry);
    entry.value.catch(() => {
      if (this.local.get(key) === entry) this.local.delete(key);
    });
    while (this.local.size > this.maxLocalEntries) this.local.delete(this.local.keys().next().value!);
    return entry.value as Promise<T>;
  }

  private async readThrough<T extends JsonSafe<T>>(key: string, ttlMs: number, load: () => Promise<T>, entry: Local): Promise<T> {
    const shared = await this.redis.attempt('cache read', async (client) => {
      const [[, raw], [, remaining]] = (await client
        .multi()
        .get(KEY_SPACE + key)
        .pttl(KEY_SPACE + key)
        .exec()) as [[unknown, string | null], [unknown, number]];
      return { raw, remaining };
    });
    if (shared?.raw != null && shared.remaining > 0) {
      // Kept here no longer than the shared copy lives, so every process changes over together.
      entry.expires = Date.now() + Math.min(ttlMs, shared.remaining);
      return JSON.parse(shared.raw) as T;
    }
    const value = await load();
    if (value !== undefined) {
      await this.redis.attempt('cache write', (client) => client.set(KEY_SPACE + key, JSON.stringify(value), 'PX', Math.max(1, ttlMs)));
    }
    return value;
  }

  private dropLocal(prefix: string): void {
    if (prefix === '') return void this.local.clear();
    for (const key of this.local.keys()) if (key.startsWith(prefix)) this.local.delete(key);
  }

  async invalidate(prefix = ''): Promise<void> {
    this.dropLocal(prefix);
    await this.redis.attempt('cache invalidation', async (client) => {
      // SCAN patterns and the keys it returns carry the full prefix; commands given keys add it themselves.
      const fullPrefix = `${this.redis.prefix}${KEY_SPACE}`;
      let cursor = '0';
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', `${globLiteral(fullPrefix + prefix)}*`, 'COUNT', 500);
        cursor = next;
        if (keys.length > 0) await client.unlink(...keys.map((k) => k.slice(this.redis.prefix.length)));
      } while (cursor !== '0');
      await client.publish(`${this.redis.prefix}${CHANNEL}`, prefix);
    });
  }
}
