import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, getPage, postJson } from '../support/api';
import { DATABASE_FLAVOURS, startTestStore, type TestStore } from '../support/server';

interface NavItem {
  CategoryID: number;
  CategoryName: string;
  LinkUrl: string;
  ChildList: NavItem[];
}
interface Listing {
  category: { name: string; LinkUrl: string; isLeaf: boolean };
  items: { PartNo: string; MFG: string; Stock: number; Parameters?: Record<string, string>; PriceBreaks: { unitPriceMicros: number }[] }[];
  total: number;
  facets: { key: string; values: { value: string; count: number; selected: boolean }[] }[];
  manufacturers: { slug: string; count: number }[];
}

function firstLeaf(items: NavItem[]): NavItem {
  for (const item of items) {
    if (item.ChildList.length === 0 && item.CategoryID !== 0) return item;
    const leaf = item.ChildList.length > 0 ? firstLeaf(item.ChildList) : undefined;
    if (leaf) return leaf;
  }
  throw new Error('no leaf category');
}

describe.each(DATABASE_FLAVOURS)('browsing on %s', (flavour) => {
  let store: TestStore;
  let leaf: NavItem;
  beforeAll(async () => {
    store = await startTestStore(flavour);
    const nav = await callApi<NavItem[]>(store, '/api/category/Navigation');
    leaf = firstLeaf(nav.body.data);
  });
  afterAll(async () => {
    await store?.stop();
  });

  describe('category listing', () => {
    it('lists a leaf category with facets from part parameters, with counts', async () => {
      const path = leaf.LinkUrl.replace('/category/', '');
      const { body } = await callApi<Listing>(store, `/api/category/Listing?path=${path}`);
      expect(body.state).toBe('success');
      expect(body.data.category).toMatchObject({ name: leaf.CategoryName, isLeaf: true });
      expect(body.data.items.length).toBeGreaterThan(0);
      expect(body.data.facets.length).toBeGreaterThan(0);
      const facet = body.data.facets[0]!;
      const total = facet.values.reduce((sum, v) => sum + v.count, 0);
      expect(total).toBeLessThanOrEqual(body.data.total);
    });

    it('narrows by a facet value, and every listed part has it', async () => {
      const path = leaf.LinkUrl.replace('/category/', '');
      const { body: all } = await callApi<Listing>(store, `/api/category/Listing?path=${path}`);
      const facet = all.data.facets[0]!;
      const value = facet.values[0]!;
      const { body } = await callApi<Listing>(
        store,
        `/api/category/Listing?path=${path}&f=${encodeURIComponent(`${facet.key}:${value.value}`)}`,
      );
      expect(body.data.total).toBe(value.count);
      expect(body.data.items.every((item) => item.Parameters?.[facet.key] === value.value)).toBe(true);
      expect(body.data.facets.find((f) => f.key === facet.key)?.values.find((v) => v.value === value.value)?.selected).toBe(true);
    });

    it('filters chip resistors by resistance first, offering the most stocked values of hundreds', async () => {
      const path = 'resistors/chip-resistors-surface-mount';
      const { body } = await callApi<Listing>(store, `/api/category/Listing?path=${path}`);
      // The value, then the package: the filters (and the listing's columns) a buyer reaches for first.
      expect(body.data.facets.slice(0, 2).map((f) => f.key)).toEqual(['Resistance', 'Package / Case']);
      const resistance = body.data.facets[0]!;
      expect(resistance.values.length).toBeGreaterThan(1);
      expect(resistance.values.length).toBeLessThanOrEqual(20);
      expect(resistance.values.map((v) => v.value)).toContain('10 kΩ');
      // A value outside the most stocked ones, chosen through the URL, is still shown as chosen.
      const { rows } = await store.db.query<{ value: string }>(
        `SELECT p.parameters->>'Resistance' AS value FROM parts p JOIN categories c ON c.id = p.category_id
          WHERE c.slug = 'chip-resistors-surface-mount' GROUP BY 1 ORDER BY count(*), 1 LIMIT 1`,
      );
      const rare = rows[0]!.value;
      const { body: chosen } = await callApi<Listing>(
        store,
        `/api/category/Listing?path=${path}&f=${encodeURIComponent(`Resistance:${rare}`)}`,
      );
      expect(chosen.data.facets.find((f) => f.key === 'Resistance')?.values.find((v) => v.value === rare)?.selected).toBe(true);
      expect(chosen.data.items.every((item) => item.Parameters?.Resistance === rare)).toBe(true);
    });

    it('sorts by price and filters to parts in stock', async () => {
      const path = leaf.LinkUrl.replace('/category/', '');
      const { body } = await callApi<Listing>(store, `/api/category/Listing?path=${path}&sort=price_asc&inStock=1`);
      const prices = body.data.items.map((i) => i.PriceBreaks[0]!.unitPriceMicros);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(body.data.items.every((i) => i.Stock > 0)).toBe(true);
    });

    it('rejects a malformed filter and an unknown category clearly', async () => {
      const bad = await callApi(store, '/api/category/Listing?path=resistors&f=no-colon');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('Key:Value');
      const missing = await callApi(store, '/api/category/Listing?path=no-such-category');
      expect(missing.status).toBe(404);
    });

    it('renders the listing page with filter links that work without JavaScript', async () => {
      const page = await getPage(store, leaf.LinkUrl);
      expect(page.status).toBe(200);
      expect(page.html).toContain(leaf.CategoryName);
      const filterHref = /href="([^"]*\?[^"]*f\.[^"]+)"/.exec(page.html)?.[1]?.replaceAll('&amp;', '&');
      expect(filterHref).toBeTruthy();
      const filtered = await getPage(store, filterHref!);
      expect(filtered.status).toBe(200);
      expect(filtered.html).toContain('aria-current="true"');
    });

    it('drops page=1 and page=51 by redirect on /category/{a}/{b}', async () => {
      expect((await getPage(store, `${leaf.LinkUrl}?page=1`)).location).toBe(leaf.LinkUrl);
      expect((await getPage(store, `${leaf.LinkUrl}?page=51`)).location).toBe(leaf.LinkUrl);
    });

    it('answers an unknown category with the 404 page', async () => {
      const page = await getPage(store, '/category/nothing/here-at-all');
      expect(page.status).toBe(404);
      expect(page.html).toContain('This page could not be found');
    });

    it('shows the category index with Industrial MRO last', async () => {
      const page = await getPage(store, '/category');
      expect(page.status).toBe(200);
      expect(page.html).toContain('id="industrial-mro"');
    });
  });

  describe('manufacturers', () => {
    it('lists featured brands and the Linecard A–Z', async () => {
      const page = await getPage(store, '/manufacturer');
      expect(page.status).toBe(200);
      expect(page.html).toContain('Linecard A–Z');
      expect(page.html).toContain('Texas Instruments');
    });

    it('shows a profile with categories and parts', async () => {
      const page = await getPage(store, '/manufacturer/stmicroelectronics');
      expect(page.status).toBe(200);
      expect(page.html).toContain('STM32F103C8T6');
      expect((await getPage(store, '/manufacturer/no-such-maker')).status).toBe(404);
    });
  });

  describe('product pages', () => {
    it('renders the product with specifications, price breaks, canonical URL and JSON-LD', async () => {
      const page = await getPage(store, '/product/STM32F103C8T6');
      expect(page.status).toBe(200);
      expect(page.html).toContain('<title>STM32F103C8T6 STMicroelectronics | Ferrite</title>');
      expect(page.html).toContain('rel="canonical" href="http://localhost:8070/product/STM32F103C8T6"');
      expect(page.html).toContain('application/ld+json');
      expect(page.html).toContain('"@type":"Product"');
      expect(page.html).toContain('Specifications');
      expect(page.html).toContain('Package / Case');
    });

    it('sends an inexact part number to the canonical page', async () => {
      const page = await getPage(store, '/product/stm32f103c8t6');
      expect(page.status).toBe(301);
      expect(page.location).toBe('/product/STM32F103C8T6');
    });

    it('round-trips a part number with a slash', async () => {
      const page = await getPage(store, `/product/${encodeURIComponent('LM1117MPX-3.3\\NOPB')}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain('LM1117MPX-3.3/NOPB');
    });

    it('answers an unknown part with 404', async () => {
      expect((await getPage(store, '/product/THISPARTDOESNOTEXIST')).status).toBe(404);
    });
  });

  describe('compare and index', () => {
    it('compares products side by side, in the order asked', async () => {
      const { rows } = await store.db.query<{ id: number }>('SELECT id FROM parts ORDER BY id LIMIT 2');
      const ids = rows.map((r) => r.id).reverse();
      const { body } = await callApi<{ ProductID: number; PartNo: string }[]>(store, '/api/product/Compare', postJson({ ids }));
      expect(body.data.map((p) => p.ProductID)).toEqual(ids);
      const page = await getPage(store, `/product/compare?ids=${ids.join(',')}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain('Compare parts');
      // An id past the integer range (an edited or mangled shared link) is skipped like 'abc', not a 400 page.
      const mangled = await getPage(store, `/product/compare?ids=${ids[0]},99999999999`);
      expect(mangled.status).toBe(200);
      expect(mangled.html).toContain('Compare parts');
      expect(mangled.html).toContain(`>${body.data[0]!.PartNo}</a>`);
      const tooMany = await callApi(store, '/api/product/Compare', postJson({ ids: Array.from({ length: 11 }, (_, i) => i + 1) }));
      expect(tooMany.status).toBe(400);
    });

    it('lists part numbers by initial on /product-index/{index}', async () => {
      const page = await getPage(store, '/product-index/S');
      expect(page.status).toBe(200);
      expect(page.html).toContain('STM32F103C8T6');
      expect((await getPage(store, '/product-index/%24')).location).toBe('/product-index/A');
    });
  });

  describe('crawlers', () => {
    it('serves a sitemap index, its files and robots.txt', async () => {
      const index = await fetch(`${store.url}/sitemap.xml`).then((r) => r.text());
      expect(index).toContain('<sitemapindex');
      expect(index).toContain('/sitemap-products-1.xml');
      const pages = await fetch(`${store.url}/sitemap-pages.xml`).then((r) => r.text());
      // Every calculator's canonical page is listed, and nothing else under /tools/components.
      const { calculators } = await import('@ferrite/calculators');
      const toolPages = [...pages.matchAll(/<loc>[^<]*(\/tools\/components\/[^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(toolPages).toHaveLength(calculators.length);
      expect(toolPages).toContain('/tools/components/basic-circuits/ohms-law');
      const products = await fetch(`${store.url}/sitemap-products-1.xml`).then((r) => r.text());
      expect(products).toContain('/product/STM32F103C8T6</loc>');
      const robots = await fetch(`${store.url}/robots.txt`).then((r) => r.text());
      expect(robots).toContain('Sitemap: http://localhost:8070/sitemap.xml');
      expect((await fetch(`${store.url}/sitemap-products-999.xml`)).status).toBe(404);
    });
  });
});
