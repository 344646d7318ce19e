import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, getPage } from '../support/api';
import { DATABASE_FLAVOURS, startTestStore, type TestStore } from '../support/server';
import { quantityOf } from '../../packages/server/src/catalog/facet-order';

interface Listing {
  items: { PartNo: string; Parameters?: Record<string, string> }[];
  total: number;
  facets: { key: string; unit?: string; values: { value: string }[] }[];
  applied: { ranges: { key: string; from: string; to: string; problem?: string }[] };
}

const PATH = 'resistors/chip-resistors-surface-mount';
const listing = (store: TestStore, query: string) => callApi<Listing>(store, `/api/category/Listing?path=${PATH}&${query}`);
const range = (key: string, from: string, to: string) => `r=${encodeURIComponent(`${key}:${from}~${to}`)}`;

describe.each(DATABASE_FLAVOURS)('range filters on %s', (flavour) => {
  let store: TestStore;
  let resistances: { value: string; n: number }[];
  beforeAll(async () => {
    store = await startTestStore(flavour);
    const { rows } = await store.db.query<{ value: string; n: number }>(
      `SELECT p.parameters->>'Resistance' AS value, count(*)::int AS n FROM parts p JOIN categories c ON c.id = p.category_id
        WHERE c.slug = 'chip-resistors-surface-mount' GROUP BY 1`,
    );
    resistances = rows;
  });
  afterAll(async () => {
    await store?.stop();
  });
  const countBetween = (low: number, high: number) =>
    resistances.filter((r) => quantityOf(r.value)! >= low && quantityOf(r.value)! <= high).reduce((sum, r) => sum + r.n, 0);

  it('offers a range on resistance, in ohms', async () => {
    const { body } = await listing(store, '');
    expect(body.data.facets.find((f) => f.key === 'Resistance')?.unit).toBe('Ω');
    expect(body.data.facets.find((f) => f.key === 'Package / Case')?.unit).toBeUndefined();
  });

  it('lists only parts whose resistance lies in 10k–47k, both ends included', async () => {
    const expected = countBetween(10_000, 47_000);
    expect(expected).toBeGreaterThan(0);
    const { body } = await listing(store, range('Resistance', '10k', '47 kΩ'));
    expect(body.state).toBe('success');
    expect(body.data.total).toBe(expected);
    for (const item of body.data.items) {
      const ohms = quantityOf(item.Parameters!.Resistance!)!;
      expect(ohms).toBeGreaterThanOrEqual(10_000);
      expect(ohms).toBeLessThanOrEqual(47_000);
    }
    expect(body.data.applied.ranges).toEqual([{ key: 'Resistance', from: '10k', to: '47 kΩ' }]);
  });

  it('includes a part exactly on a bound, the bound written in RKM (4k99 for 4.99 kΩ)', async () => {
    const edge = resistances.find((r) => /^\d+\.\d+ kΩ$/.test(r.value))!;
    expect(edge).toBeDefined();
    const [whole, fraction] = edge.value.replace(' kΩ', '').split('.');
    const rkm = `${whole}k${fraction}`;
    const ohms = quantityOf(edge.value)!;
    const on = await listing(store, range('Resistance', rkm, rkm));
    expect(on.body.data.total).toBe(edge.n);
    const from = await listing(store, range('Resistance', rkm, ''));
    expect(from.body.data.total).toBe(countBetween(ohms, Infinity));
    const to = await listing(store, range('Resistance', '', rkm));
    expect(to.body.data.total).toBe(countBetween(0, ohms));
    expect(from.body.data.total + to.body.data.total).toBe(resistances.reduce((sum, r) => sum + r.n, 0) + edge.n);
  });

  it('reports bad input beside an otherwise unchanged listing, never a server error', async () => {
    const { body: all } = await listing(store, '');
    for (const [from, to, problem] of [
      ['ten', '47k', 'unreadable'],
      ['10uF', '', 'unit'],
      ['47k', '10k', 'order'],
    ] as const) {
      const response = await listing(store, range('Resistance', from, to));
      expect(response.status).toBe(200);
      expect(response.body.data.total).toBe(all.data.total);
      expect(response.body.data.applied.ranges).toEqual([{ key: 'Resistance', from, to, problem }]);
    }
    const notQuantity = await listing(store, range('Package / Case', '1', '2'));
    expect(notQuantity.status).toBe(200);
    expect(notQuantity.body.data.applied.ranges[0]?.problem).toBe('unit');
    const malformed = await callApi(store, `/api/category/Listing?path=${PATH}&r=no-tilde`);
    expect(malformed.status).toBe(400);
  });

  it('renders the range from the page URL, and its message, without JavaScript', async () => {
    const page = await getPage(store, `/category/${PATH}?from.Resistance=10k&to.Resistance=47k`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('name="from.Resistance"');
    expect(page.html).toContain('value="10k"');
    const bad = await getPage(store, `/category/${PATH}?from.Resistance=47k&to.Resistance=10k`);
    expect(bad.status).toBe(200);
    expect(bad.html).toContain('Resistance: “From” is above “To”.');
  });
});
