import { describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db/database';
import { CatalogGenerationWatch, CatalogVersionedCache, CatalogVersionedProcessCache } from './catalog-generation';
import { MemoryCache } from './memory-cache';

describe('MemoryCache', () => {
  it('loads once per key while fresh, forgets a failed load, and drops by prefix', async () => {
    const cache = new MemoryCache();
    const load = vi.fn(async () => 'value');
    expect(await Promise.all([cache.get('nav:a', 1_000, load), cache.get('nav:a', 1_000, load)])).toEqual(['value', 'value']);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(cache.get('boom', 1_000, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('boom', 1_000, async () => 'back')).toBe('back');
    await cache.invalidate('nav:');
    expect(await cache.get('nav:a', 1_000, async () => 'reloaded')).toBe('reloaded');
    expect(await cache.get('boom', 1_000, async () => 'not asked')).toBe('back');
  });

  it('holds at most its bound, least recently used out first', async () => {
    const cache = new MemoryCache(2);
    await cache.get('a', 60_000, async () => 1);
    await cache.get('b', 60_000, async () => 2);
    await cache.get('a', 60_000, async () => 0);
    await cache.get('c', 60_000, async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get('b', 60_000, async () => 'reloaded')).toBe('reloaded');
    expect(await cache.get('c', 60_000, async () => 'not asked')).toBe(3);
  });
});

describe('CatalogVersionedCache', () => {
  it('reloads after the catalogue generation changes, reading it at most once per interval', async () => {
    let generation = '1';
    const query = vi.fn(async () => ({ rows: [{ value: generation }], rowCount: 1 }));
    const watch = new CatalogGenerationWatch({ query } as unknown as Queryable, 0);
    const changed = vi.fn();
    watch.onChange(changed);
    const cache = new CatalogVersionedCache(new MemoryCache(), watch);
    expect(await cache.get('nav', 60_000, async () => 'first')).toBe('first');
    expect(await cache.get('nav', 60_000, async () => 'not asked')).toBe('first');
    generation = '2';
    expect(await cache.get('nav', 60_000, async () => 'second')).toBe('second');
    expect(changed).toHaveBeenCalledWith('2', '1');

    const slow = new CatalogGenerationWatch({ query } as unknown as Queryable, 60_000);
    query.mockClear();
    await Promise.all([slow.current(), slow.current()]);
    await slow.current();
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('keeps a rich value as it is in the process cache, and builds it afresh after the generation changes', async () => {
    let generation = '1';
    const watch = new CatalogGenerationWatch(
      { query: async () => ({ rows: [{ value: generation }], rowCount: 1 }) } as unknown as Queryable,
      0,
    );
    const cache = new CatalogVersionedProcessCache(new MemoryCache(), watch);
    const tree = { byId: new Map([[1, 'Resistors']]) };
    expect(await cache.get('catalog:tree', 60_000, async () => tree)).toBe(tree);
    expect((await cache.get('catalog:tree', 60_000, async () => ({ byId: new Map<number, string>() }))).byId.get(1)).toBe('Resistors');
    generation = '2';
    const rebuilt = await cache.get('catalog:tree', 60_000, async () => ({ byId: new Map([[1, 'Passive Components']]) }));
    expect(rebuilt.byId.get(1)).toBe('Passive Components');
  });

  it('keeps the last generation it saw while the database does not answer', async () => {
    let fail = false;
    const watch = new CatalogGenerationWatch(
      { query: async () => (fail ? Promise.reject(new Error('down')) : { rows: [{ value: '7' }], rowCount: 1 }) } as unknown as Queryable,
      0,
    );
    expect(await watch.current()).toBe('7');
    fail = true;
    expect(await watch.current()).toBe('7');
  });
});
