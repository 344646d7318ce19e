// What the search box suggests while typing: products ranked by exactness, popularity and stock,
// with stock, price from and a line of description; categories and manufacturers by name.
import type { PartSuggestion, SearchSuggestions } from '@ferrite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { DATABASE_FLAVOURS, startTestStore, type TestStore } from '../support/server';

describe.each(DATABASE_FLAVOURS)('search suggestions on %s', (flavour) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore(flavour);
  });
  afterAll(async () => {
    await store?.stop();
  });

  const suggest = async (keyword: string) =>
    (await callApi<PartSuggestion[]>(store, `/api/Product/Autocomplete?keyword=${encodeURIComponent(keyword)}`)).body.data;

  it('offers the popular STM32F103C8T6 first for STM32F1, with stock, price from and a short description', async () => {
    const found = await suggest('STM32F1');
    expect(found[0]?.PartNo).toBe('STM32F103C8T6');
    const { rows } = await store.db.query<{ stock: number; description: string; price_breaks: { unitPriceMicros: number }[] }>(
      `SELECT stock, description, price_breaks FROM parts WHERE mpn = 'STM32F103C8T6'`,
    );
    const part = rows[0]!;
    expect(found[0]?.Stock).toBe(part.stock);
    expect(found[0]?.PriceFromMicros).toBe(Math.min(...part.price_breaks.map((b) => b.unitPriceMicros)));
    expect(part.description.startsWith(found[0]!.Description.replace(/…$/, ''))).toBe(true);
    for (const suggestion of found) expect(suggestion.Description.length).toBeLessThanOrEqual(80);
  });

  it('ranks a broad prefix by popularity, not by the alphabet', async () => {
    // The three-character head with the most parts: more matches than the key-ordered scan reads.
    const { rows: heads } = await store.db.query<{ head: string; n: number }>(
      `SELECT left(mpn_key, 3) AS head, count(*)::int AS n FROM parts GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    );
    const head = heads[0]!;
    expect(head.n).toBeGreaterThan(51);
    const { rows: last } = await store.db.query<{ id: number; mpn: string; popularity: number }>(
      `SELECT id, mpn, popularity FROM parts WHERE left(mpn_key, 3) = $1 ORDER BY mpn_key COLLATE "C" DESC LIMIT 1`,
      [head.head],
    );
    const target = last[0]!;
    await store.db.query('UPDATE parts SET popularity = 10000000 WHERE id = $1', [target.id]);
    try {
      const found = await suggest(head.head);
      expect(found[0]?.PartNo).toBe(target.mpn);
      expect(found).toHaveLength(10);
    } finally {
      await store.db.query('UPDATE parts SET popularity = $2 WHERE id = $1', [target.id, target.popularity]);
    }
  });

  it('puts the better-stocked part first when popularity is equal, and an exact number before any popular one', async () => {
    const { rows } = await store.db.query<{ id: number; mpn: string; mpn_key: string; popularity: number; stock: number }>(
      `SELECT id, mpn, mpn_key, popularity, stock FROM parts WHERE mpn_key LIKE 'STM32F103%' ORDER BY id LIMIT 3`,
    );
    expect(rows.length).toBe(3);
    const [a, b, c] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    try {
      await store.db.query('UPDATE parts SET popularity = 5000000, stock = 10 WHERE id = $1', [a.id]);
      await store.db.query('UPDATE parts SET popularity = 5000000, stock = 900000 WHERE id = $1', [b.id]);
      const found = (await suggest('STM32F103')).map((s) => s.PartNo);
      expect(found.slice(0, 2)).toEqual([b.mpn, a.mpn]);
      const exact = (await suggest(c.mpn)).map((s) => s.PartNo);
      expect(exact[0]).toBe(c.mpn);
    } finally {
      for (const row of rows)
        await store.db.query('UPDATE parts SET popularity = $2, stock = $3 WHERE id = $1', [row.id, row.popularity, row.stock]);
    }
  });

  it('names categories and manufacturers the text names, beside the products', async () => {
    const resistors = (await callApi<SearchSuggestions>(store, '/api/Search/Suggestions?keyword=resistor')).body.data;
    expect(resistors.Categories.length).toBeGreaterThan(0);
    expect(resistors.Categories.length).toBeLessThanOrEqual(3);
    for (const category of resistors.Categories) {
      expect(category.Name.toLowerCase()).toContain('resistor');
      expect(category.Url).toMatch(/^\/category\//);
    }
    const texas = (await callApi<SearchSuggestions>(store, '/api/Search/Suggestions?keyword=texas')).body.data;
    expect(texas.Manufacturers.map((m) => m.Name)).toContain('Texas Instruments');
    expect(texas.Manufacturers[0]?.Url).toMatch(/^\/manufacturer\//);
    const part = (await callApi<SearchSuggestions>(store, '/api/Search/Suggestions?keyword=STM32F1')).body.data;
    expect(part.Products[0]?.PartNo).toBe('STM32F103C8T6');
  });

  it('refuses a keyword under 3 characters with the autocomplete’s message', async () => {
    const { status, body } = await callApi(store, '/api/Search/Suggestions?keyword=ab');
    expect(status).toBe(400);
    expect(body.message).toContain('keyword cannot be empty');
  });
});
