import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, getPage, postJson } from '../support/api';
import { DATABASE_FLAVOURS, startTestStore, type TestStore } from '../support/server';

interface Suggestion {
  PartNo: string;
  MFG: string;
  ProductUrl: string;
}
interface SearchResult {
  keyword: string;
  items: { PartNo: string; MFG: string; Variants: { PartNo: string }[]; Match: string }[];
  total: number;
  page: number;
  pageCount: number;
  manufacturers: { slug: string; count: number }[];
}

describe.each(DATABASE_FLAVOURS)('part search on %s', (flavour) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore(flavour);
  });
  afterAll(async () => {
    await store?.stop();
  });

  describe('GET /api/Product/Autocomplete', () => {
    it('suggests part numbers that start with the keyword, as PartNo, MFG and ProductUrl', async () => {
      const { status, body } = await callApi<Suggestion[]>(store, '/api/Product/Autocomplete?keyword=STM32F1');
      expect(status).toBe(200);
      expect(body.data.length).toBeGreaterThan(2);
      expect(body.data.length).toBeLessThanOrEqual(10);
      for (const suggestion of body.data) {
        expect(suggestion.PartNo.startsWith('STM32F1')).toBe(true);
        expect(suggestion.MFG).toBe('STMicroelectronics');
        expect(suggestion.ProductUrl).toBe(`/product/${encodeURIComponent(suggestion.PartNo.replaceAll('/', '\\'))}`);
      }
    });

    it('ignores case, dashes and spaces', async () => {
      const { body } = await callApi<Suggestion[]>(store, '/api/Product/Autocomplete?keyword=stm32f103-c8');
      expect(body.data.map((s) => s.PartNo)).toContain('STM32F103C8T6');
    });

    it.each([
      ['ab', 'keyword cannot be empty'],
      ['   ', 'keyword cannot be empty'],
      ['x'.repeat(10_000), 'at most 100'],
    ])('refuses %j with 400 and a clear message', async (keyword, message) => {
      const { status, body } = await callApi(store, `/api/Product/Autocomplete?keyword=${encodeURIComponent(keyword)}`);
      expect(status).toBe(400);
      expect(body.state).toBe('error');
      expect(body.message).toContain(message);
    });

    it.each(["' OR 1=1 --", '%_%_%', "'; DROP TABLE parts; --", '<script>alert(1)</script>'])(
      'treats %j as text, never as SQL',
      async (keyword) => {
        const { status, body } = await callApi<Suggestion[]>(store, `/api/Product/Autocomplete?keyword=${encodeURIComponent(keyword)}`);
        expect(status).toBe(200);
        expect(Array.isArray(body.data)).toBe(true);
        const { rows } = await store.db.query<{ n: number }>('SELECT count(*) AS n FROM parts');
        expect(rows[0]?.n).toBeGreaterThan(0);
      },
    );
  });

  describe('GET /api/product/Search', () => {
    it('puts the exact part first for a keyword typed with dashes and lower case', async () => {
      const { body } = await callApi<SearchResult>(store, '/api/product/Search?keyword=stm32f103-c8t6');
      expect(body.data.items[0]?.PartNo).toBe('STM32F103C8T6');
      expect(body.data.items[0]?.Match).toBe('exact');
    });

    it('finds a part from an infix of its number within the top 10', async () => {
      const { body } = await callApi<SearchResult>(store, '/api/product/Search?keyword=F103C8');
      expect(body.data.items.slice(0, 10).map((i) => i.PartNo)).toContain('STM32F103C8T6');
    });

    it('ranks prefix matches before similar ones', async () => {
      const { body } = await callApi<SearchResult>(store, '/api/product/Search?keyword=STM32F1');
      const tiers = body.data.items.map((i) => i.Match);
      expect(tiers[0]).toBe('prefix');
      expect(tiers.indexOf('similar') === -1 || tiers.lastIndexOf('prefix') < tiers.indexOf('similar')).toBe(true);
    });

    it('keeps real punctuation and finds LM1117MPX-3.3/NOPB', async () => {
      const { body } = await callApi<SearchResult>(store, `/api/product/Search?keyword=${encodeURIComponent('LM1117MPX-3.3/NOPB')}`);
      expect(body.data.items[0]?.PartNo).toBe('LM1117MPX-3.3/NOPB');
    });

    it('groups packaging variants of one part into one row', async () => {
      const { rows } = await store.db.query<{ base_mpn: string; n: number }>(
        'SELECT base_mpn, count(*) AS n FROM parts GROUP BY manufacturer_id, base_mpn HAVING count(*) > 1 ORDER BY base_mpn LIMIT 1',
      );
      const group = rows[0];
      expect(group, 'the demo catalogue has parts in several packagings').toBeTruthy();
      const { body } = await callApi<SearchResult>(store, `/api/product/Search?keyword=${encodeURIComponent(group!.base_mpn)}`);
      const first = body.data.items[0]!;
      expect(first.Variants.length).toBe(group!.n - 1);
      const shown = body.data.items.filter((i) => i.PartNo.startsWith(group!.base_mpn));
      expect(shown).toHaveLength(1);
    });

    it('filters by manufacturer and stock, and refuses a page above 50', async () => {
      const { body } = await callApi<SearchResult>(store, '/api/product/Search?keyword=STM32&mfg=stmicroelectronics&inStock=1');
      expect(body.data.items.every((i) => i.MFG === 'STMicroelectronics')).toBe(true);
      const tooFar = await callApi(store, '/api/product/Search?keyword=STM32&page=51');
      expect(tooFar.status).toBe(400);
      expect(tooFar.body.message).toContain('at most 50');
    });
  });

  describe('the other product calls', () => {
    it('resolves a typed part number with AutoPart', async () => {
      const exact = await callApi<{ match: string; part: { PartNo: string } }>(store, '/api/product/AutoPart?partNo=LM358DR');
      expect(exact.body.data).toMatchObject({ match: 'exact', part: { PartNo: 'LM358DR' } });
      const loose = await callApi<{ match: string; part: { PartNo: string } }>(store, '/api/product/AutoPart?partNo=lm358-dr');
      expect(loose.body.data.match).toBe('normalised');
      const none = await callApi<{ match: string }>(store, '/api/product/AutoPart?partNo=NOSUCHPART123');
      expect(none.body.data.match).toBe('none');
    });

    it('counts manufacturers for a keyword with GetFilterMfgResult', async () => {
      const { body } = await callApi<{ slug: string; count: number }[]>(
        store,
        '/api/product/GetFilterMfgResult',
        postJson({ keyword: 'STM32' }),
      );
      expect(body.data[0]).toMatchObject({ slug: 'stmicroelectronics' });
      expect(body.data[0]!.count).toBeGreaterThan(2);
    });

    it('counts variants, similar parts and alternates with StatisticsSemilarCount', async () => {
      const { body } = await callApi<{ variants: number; similar: number; alternates: number }>(
        store,
        '/api/product/StatisticsSemilarCount',
        postJson({ partNo: 'RC0603FR-0710KL' }),
      );
      expect(body.state).toBe('success');
      // Panasonic's ERJ-3EKF1002V is the same 10 kΩ ±1% 0603 resistor: at least one alternate.
      expect(body.data.alternates).toBeGreaterThanOrEqual(1);
      expect(body.data.similar).toBeGreaterThanOrEqual(body.data.alternates);
      const missing = await callApi(store, '/api/product/StatisticsSemilarCount', postJson({ partNo: 'NOPE' }));
      expect(missing.status).toBe(404);
    });

    it("offers another maker's same part as an alternate, and same-value parts as similar", async () => {
      type Related = { PartNo: string; MFG: string; ProductID: number };
      const { body } = await callApi<{ MFG: string; Parameters: Record<string, string>; Alternates: Related[]; Similar: Related[] }>(
        store,
        '/api/product/Detail?partNo=RC0603FR-0710KL',
      );
      expect(body.data.Alternates.map((part) => part.PartNo)).toContain('ERJ-3EKF1002V');
      expect(body.data.Alternates.every((part) => part.MFG !== body.data.MFG)).toBe(true);
      // A ceramic capacitor whose value and package other parts share: its similar parts are those.
      const { rows } = await store.db.query<{ mpn: string; capacitance: string; package: string }>(
        `SELECT p.mpn, p.parameters->>'Capacitance' AS capacitance, p.parameters->>'Package / Case' AS package
           FROM parts p JOIN parts q ON q.category_id = p.category_id AND q.base_key <> p.base_key
            AND q.parameters->>'Capacitance' = p.parameters->>'Capacitance' AND q.parameters->>'Package / Case' = p.parameters->>'Package / Case'
          WHERE p.parameters ? 'Capacitance' GROUP BY p.id ORDER BY count(*) DESC, p.mpn LIMIT 1`,
      );
      const wanted = rows[0]!;
      const mlcc = await callApi<{ Similar: Related[] }>(store, `/api/product/Detail?partNo=${encodeURIComponent(wanted.mpn)}`);
      expect(mlcc.body.data.Similar.length).toBeGreaterThan(0);
      const compared = await callApi<{ Parameters: Record<string, string> }[]>(
        store,
        '/api/product/Compare',
        postJson({ ids: mlcc.body.data.Similar.map((part) => part.ProductID) }),
      );
      expect(compared.body.data).toHaveLength(mlcc.body.data.Similar.length);
      for (const part of compared.body.data) {
        expect(part.Parameters.Capacitance).toBe(wanted.capacitance);
        expect(part.Parameters['Package / Case']).toBe(wanted.package);
      }
    });

    it('finds parts by value and package, as engineers search, without losing part-number searches', async () => {
      type Found = { items: { PartNo: string; Description: string }[]; total: number };
      const resistors = await callApi<Found>(store, `/api/product/Search?keyword=${encodeURIComponent('10k 0603')}`);
      expect(resistors.body.data.items.map((item) => item.PartNo)).toEqual(expect.arrayContaining(['RC0603FR-0710KL', 'ERJ-3EKF1002V']));
      for (const item of resistors.body.data.items) expect(item.Description).toMatch(/^RES .*\b10K OHM\b.*\b0603$/);
      const capacitors = await callApi<Found>(store, `/api/product/Search?keyword=${encodeURIComponent('100nF 0603 X7R')}`);
      expect(capacitors.body.data.total).toBeGreaterThan(0);
      for (const item of capacitors.body.data.items) expect(item.Description).toMatch(/^CAP CER 0\.1UF .*X7R 0603$/);
      // '104' is also a capacitor code: a number that starts part numbers is still searched as one.
      const numbered = await callApi<Found>(store, `/api/product/Search?keyword=GRM188R71C104`);
      expect(numbered.body.data.items[0]!.PartNo).toMatch(/^GRM188R71C104/);
      expect(numbered.body.data.items.every((item) => item.PartNo.startsWith('GRM188R71C104'))).toBe(true);
    });

    it('lists hot searches, counting real searches', async () => {
      for (let i = 0; i < 3; i++) await callApi(store, '/api/product/Search?keyword=NE555');
      // Searches are counted in memory and written in one statement a few seconds later (or at shutdown).
      await store.server.services.searchTally.flush();
      await store.server.services.cache.invalidate('catalog:popular');
      const { body } = await callApi<string[]>(store, '/api/Product/GetPopularSearchesParts');
      expect(body.data).toHaveLength(10);
      expect(body.data).toContain('NE555');
    });

    it('counts searches made at the same moment, each once, in one write', async () => {
      const count = async (keyword: string) =>
        (await store.server.services.db.query<{ searches: number }>('SELECT searches FROM search_keywords WHERE keyword = $1', [keyword]))
          .rows[0]?.searches ?? 0;
      await store.server.services.searchTally.flush();
      const before = await count('LM358DR');
      await Promise.all(Array.from({ length: 16 }, () => callApi(store, '/api/product/Search?keyword=lm358dr')));
      // Page 2 is the same search read further: not counted again.
      await callApi(store, '/api/product/Search?keyword=LM358DR&page=2');
      expect(await count('LM358DR')).toBe(before);
      await store.server.services.searchTally.flush();
      expect(await count('LM358DR')).toBe(before + 16);
    });

    it('answers title, description and keywords for a product', async () => {
      const { body } = await callApi<{ title: string; description: string; keywords: string }>(
        store,
        '/api/common/GetSEOTDKByCondition?type=product&key=STM32F103C8T6',
      );
      expect(body.data.title).toContain('STM32F103C8T6');
      expect(body.data.keywords).toContain('STMicroelectronics');
    });
  });

  describe('search pages', () => {
    it('redirects slashes in /keywords to backslashes, and the result round-trips', async () => {
      const first = await getPage(store, '/keywords/LM1117MPX-3.3/NOPB');
      expect(first.status).toBe(302);
      expect(first.location).toBe('/keywords/LM1117MPX-3.3%5CNOPB');
      const page = await getPage(store, first.location!);
      expect(page.status).toBe(200);
      expect(page.html).toContain('LM1117MPX-3.3/NOPB');
    });

    it.each(['1', '51'])('drops page=%s by redirect', async (value) => {
      const { status, location } = await getPage(store, `/keywords/STM32?sort=price_asc&page=${value}`);
      expect(status).toBe(302);
      expect(location).toBe('/keywords/STM32?sort=price_asc');
    });

    it('renders results with price breaks, stock and actions', async () => {
      const { status, html } = await getPage(store, '/keywords/STM32F103C8T6');
      expect(status).toBe(200);
      expect(html).toContain('STM32F103C8T6');
      expect(html).toMatch(/Datasheet/);
      expect(html).toMatch(/Compare/);
      expect(html).toMatch(/RFQ/);
    });

    it('escapes markup typed into the keyword', async () => {
      const { status, html } = await getPage(store, `/keywords/${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
      expect(status).toBe(200);
      expect(html).not.toContain('<img src=x onerror=alert(1)>');
    });
  });
});
