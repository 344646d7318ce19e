// @vitest-environment node
// The Redis-backed cache against a real Redis (TEST_REDIS_URL, which the test command provides, or
// this machine's): a second instance, or this one restarted, reads the JSON copy.
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../packages/server/src/logger';
import { RedisCache } from '../../packages/server/src/cache/redis-cache';
import { connectRedis, type SharedRedis } from '../../packages/server/src/cache/redis-client';

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `ferrite-unit-${crypto.randomBytes(4).toString('hex')}:`;

interface Listing {
  category: { id: number; name: string; description: string };
  children: { name: string; partCount: number }[];
  facets: { key: string; values: { value: string; count: number; selected: boolean }[] }[];
  founded: number | null;
  parameters: Record<string, string>;
  note?: string;
}

describe('RedisCache', () => {
  const connections: SharedRedis[] = [];
  const connect = async () => {
    const redis = await connectRedis(url, prefix, createLogger('silent'));
    connections.push(redis);
    return redis;
  };
  afterAll(async () => {
    const admin = new Redis(url);
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    admin.disconnect();
    for (const redis of connections) await redis.close();
  });

  it('gives another instance (or this one after a restart) the value it loaded, equal in every part', async () => {
    const loaded: Listing = {
      category: { id: 7, name: 'Chip Resistors', description: 'Thick film, 0402 to 2512.' },
      children: [{ name: '0603', partCount: 1_234 }],
      facets: [{ key: 'Resistance', values: [{ value: '10 kΩ', count: 12, selected: true }] }],
      founded: null,
      parameters: { Tolerance: '±1%' },
    };
    const first = new RedisCache(await connect());
    expect(await first.get('catalog:listing', 60_000, async () => loaded)).toBe(loaded);

    const load = vi.fn(async (): Promise<Listing> => ({ ...loaded, founded: 1999 }));
    const restarted = new RedisCache(await connect());
    const copy = await restarted.get('catalog:listing', 60_000, load);
    expect(load).not.toHaveBeenCalled();
    expect(copy).not.toBe(loaded);
    expect(copy).toStrictEqual(loaded);
  });
});
