// @vitest-environment node
// The shared cache's type admits exactly the values a JSON copy gives back. `npx tsc -b` checks
// this file (the server project includes src/**): each @ts-expect-error below fails the type
// check if the call it marks ever compiles.
import { describe, expect, it } from 'vitest';
import type { Cache } from './cache';
import { MemoryCache } from './memory-cache';

/** What a shared backend hands another process: the value through JSON. */
const throughJson = (value: unknown): unknown => {
  const text = JSON.stringify(value);
  return text === undefined ? 'not stored at all' : JSON.parse(text);
};

interface Node {
  id: number;
  parentId: number | null;
  tags: string[];
  note?: string;
}

class WithMethods {
  readonly id = 1;
  label(): string {
    return `#${this.id}`;
  }
}

describe('the shared cache takes JSON-safe values only', () => {
  const cache: Cache = new MemoryCache();

  it('accepts plain data, interfaces included, and JSON gives each back equal', async () => {
    const accepted = {
      number: 42,
      text: 'ferrite',
      nothing: null,
      list: [1, 2, 3],
      node: { id: 1, parentId: null, tags: ['smd'] } satisfies Node,
      nodes: [{ id: 2, parentId: 1, tags: [], note: 'leaf' }] satisfies Node[],
      record: { Resistance: '10 kΩ', Package: '0603' } as Record<string, string>,
    };
    expect(await cache.get('number', 1_000, async () => accepted.number)).toBe(42);
    expect(await cache.get('text', 1_000, async () => accepted.text)).toBe('ferrite');
    expect(await cache.get('nothing', 1_000, async () => accepted.nothing)).toBeNull();
    expect(await cache.get('list', 1_000, async () => accepted.list)).toEqual([1, 2, 3]);
    expect(await cache.get('node', 1_000, async (): Promise<Node> => accepted.node)).toBe(accepted.node);
    expect(await cache.get('nodes', 1_000, async (): Promise<Node[]> => accepted.nodes)).toBe(accepted.nodes);
    expect(await cache.get('record', 1_000, async () => accepted.record)).toBe(accepted.record);
    for (const [name, value] of Object.entries(accepted)) expect(throughJson(value), name).toStrictEqual(value);
  });

  it('rejects at compile time what JSON would change, each of which JSON does change', async () => {
    const rejected = {
      map: new Map([[1, { id: 1 }]]),
      set: new Set([1, 2]),
      date: new Date(0),
      method: new WithMethods(),
      fn: { compute: () => 1 },
      undefinedValue: undefined,
      undefinedInArray: [1, undefined],
      undefinedProperty: { id: 1, label: undefined as string | undefined },
      treeWithMaps: { byId: new Map<number, Node>([[1, { id: 1, parentId: null, tags: [] }]]), roots: [1] },
    };
    // @ts-expect-error a Map comes back as {}
    await cache.get('map', 1_000, async () => rejected.map);
    // @ts-expect-error a Set comes back as {}
    await cache.get('set', 1_000, async () => rejected.set);
    // @ts-expect-error a Date comes back as a string
    await cache.get('date', 1_000, async () => rejected.date);
    // @ts-expect-error a class instance comes back without its methods
    await cache.get('method', 1_000, async () => rejected.method);
    // @ts-expect-error a function property is dropped
    await cache.get('fn', 1_000, async () => rejected.fn);
    // @ts-expect-error undefined is not stored, so every call would load again
    await cache.get('undefined', 1_000, async () => rejected.undefinedValue);
    // @ts-expect-error undefined in an array comes back as null
    await cache.get('undefined-in-array', 1_000, async () => rejected.undefinedInArray);
    // @ts-expect-error a property typed `T | undefined` may come back missing
    await cache.get('undefined-property', 1_000, async () => rejected.undefinedProperty);
    // @ts-expect-error the category tree of issue #18: its Maps came back from Redis empty
    await cache.get('tree', 1_000, async () => rejected.treeWithMaps);
    for (const [name, value] of Object.entries(rejected)) expect(throughJson(value), name).not.toStrictEqual(value);
  });
});
