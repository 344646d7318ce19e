import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FLAVOURS, startTestStore, type TestStore } from '../support/server';

interface Envelope<T = unknown> {
  state: 'success' | 'warning' | 'error';
  message: string;
  code: number;
  data: T;
}

async function api<T = unknown>(store: TestStore, path: string, init?: RequestInit): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${store.url}${path}`, init);
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe.each(DATABASE_FLAVOURS)('foundation on %s', (flavour) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore(flavour);
  });
  afterAll(async () => {
    await store?.stop();
  });

  describe('GET /api/health', () => {
    it('reports the database it serves from as reachable', async () => {
      const { status, body } = await api<{ status: string; database: { kind: string; ok: boolean; seeded: boolean } }>(
        store,
        '/api/health',
      );
      expect(status).toBe(200);
      expect(body.state).toBe('success');
      expect(body.data.status).toBe('ok');
      expect(body.data.database).toMatchObject({ kind: flavour, ok: true, seeded: true });
    });
  });

  describe('the envelope', () => {
    it('answers an unknown /api path with state error and HTTP 404', async () => {
      const { status, body } = await api(store, '/api/no/such/thing');
      expect(status).toBe(404);
      expect(body).toMatchObject({ state: 'error', code: 404, data: null });
      expect(body.message).toContain('/api/no/such/thing');
    });

    it('answers a known path with the wrong method with 405, not a crash', async () => {
      const { status, body } = await api(store, '/api/health', { method: 'POST' });
      expect(status).toBe(405);
      expect(body.state).toBe('error');
    });

    it('rejects a malformed JSON body with 400 and a readable message', async () => {
      const { status, body } = await api(store, '/api/MessageSubscription/AddMessageSubscriptionService', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"Email": ',
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({ state: 'error', code: 400, message: 'The request body is not valid JSON.' });
    });

    it('rejects input that fails its schema with 400 and stores nothing', async () => {
      for (const bad of [{}, { Email: '' }, { Email: 'not-an-email' }, { Email: 42 }, { Email: '<script>@x.io' }]) {
        const { status, body } = await api(store, '/api/MessageSubscription/AddMessageSubscriptionService', postJson(bad));
        expect(status).toBe(400);
        expect(body.state).toBe('error');
        expect(body.message).toContain('You should submit a valid Email');
        expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|node_modules|stack/);
      }
      const { rows } = await store.db.query<{ n: number }>('SELECT count(*) AS n FROM newsletter_subscriptions');
      expect(rows[0]?.n).toBe(0);
    });

    it('accepts a valid subscription with the spec message, once per address', async () => {
      const first = await api(
        store,
        '/api/MessageSubscription/AddMessageSubscriptionService',
        postJson({ Email: 'Buyer.One@example.com' }),
      );
      expect(first.body).toMatchObject({ state: 'success', message: 'Subscription successfully', code: 200 });
      await api(store, '/api/MessageSubscription/AddMessageSubscriptionService', postJson({ Email: 'buyer.one@EXAMPLE.com' }));
      const { rows } = await store.db.query<{ n: number }>('SELECT count(*) AS n FROM newsletter_subscriptions');
      expect(rows[0]?.n).toBe(1);
    });

    it('serves an OpenAPI document generated from the same schemas', async () => {
      const response = await fetch(`${store.url}/api/openapi.json`);
      const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> };
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.paths['/api/category/Navigation']).toHaveProperty('get');
      expect(doc.paths['/api/MessageSubscription/AddMessageSubscriptionService']?.post?.requestBody).toBeTruthy();
    });
  });

  describe('navigation', () => {
    it('groups InMRO categories under a synthetic Industrial MRO entry, last', async () => {
      const { body } = await api<{ CategoryName: string; CategoryID: number; ChildList: { Tags: string[] }[]; LinkUrl: string }[]>(
        store,
        '/api/category/Navigation',
      );
      expect(body.state).toBe('success');
      expect(body.data.length).toBeGreaterThan(3);
      const last = body.data[body.data.length - 1]!;
      expect(last.CategoryName).toBe('Industrial MRO');
      expect(last.ChildList.length).toBeGreaterThan(0);
      expect(last.ChildList.every((child) => child.Tags.includes('InMRO'))).toBe(true);
      const others = body.data.slice(0, -1);
      expect(others.every((item) => item.LinkUrl.startsWith('/category/'))).toBe(true);
    });

    it('lists featured manufacturers with their categories', async () => {
      const { body } = await api<{ MfgName: string; MfgUrl: string; Image: string; CategoryList: unknown[] }[]>(
        store,
        '/api/manufacturer/GetNavigation',
      );
      expect(body.data.length).toBeGreaterThan(5);
      expect(body.data[0]).toMatchObject({ MfgUrl: expect.stringMatching(/^\/manufacturer\//), Image: expect.stringMatching(/\.svg$/) });
      expect(body.data.some((m) => m.CategoryList.length > 0)).toBe(true);
    });
  });

  describe('anonymous ids', () => {
    it('mints a cart id in a 30-day cookie and keeps it on the next call', async () => {
      const first = await fetch(`${store.url}/api/common/GetCID`);
      const cookie = first.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^cid=[a-f0-9]{32}; Path=\/; Max-Age=2592000; SameSite=Lax/);
      const id = ((await first.json()) as Envelope<string>).data;
      const second = await fetch(`${store.url}/api/common/GetCID`, { headers: { cookie: `cid=${id}` } });
      expect(((await second.json()) as Envelope<string>).data).toBe(id);
      expect(second.headers.get('set-cookie')).toBeNull();
    });

    it('makes sid a session cookie', async () => {
      const response = await fetch(`${store.url}/api/common/GetSID`);
      expect(response.headers.get('set-cookie')).not.toContain('Max-Age');
    });
  });

  describe('pages', () => {
    it('renders the home page with the brand title, the copyright year and catalogue data', async () => {
      const response = await fetch(`${store.url}/`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>Ferrite | Electronic Components Distributor</title>');
      expect(html).toContain('© 2025');
      expect(html).toContain('STM32F103C8T6');
      expect(response.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    });

    it('answers an unknown page with 404 and the spec texts', async () => {
      const response = await fetch(`${store.url}/definitely/not/here`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('Oops! This Page Vanished');
      expect(html).toContain('This page could not be found');
      expect(html).toContain('contact the administrator');
    });

    it('redirects a valid search to /keywords/{KEYWORD} with a real HTTP redirect', async () => {
      const response = await fetch(`${store.url}/search?keyword=%20stm32f103%20`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/keywords/STM32F103');
    });

    it('keeps a too-short search on the page with the spec message', async () => {
      const response = await fetch(`${store.url}/search?keyword=ab`, { redirect: 'manual' });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('keyword cannot be empty');
    });

    it('embeds page data escaped against script injection', async () => {
      // The keyword page echoes its keyword into the loader data embedded in the page.
      const response = await fetch(`${store.url}/search?keyword=${encodeURIComponent('</script><script>alert(1)</script>')}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).not.toMatch(/<script>alert\(1\)<\/script>/i);
      expect(html).toMatch(/\\u003c\/script\\u003e/i);
    });

    it('serves hashed assets with immutable caching and compression', async () => {
      const html = await (await fetch(`${store.url}/`)).text();
      // The entry script and every chunk the page preloads (the entry itself is a few hundred bytes,
      // below the size worth compressing).
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
      expect(assets.length).toBeGreaterThan(5);
      const sizes: number[] = [];
      for (const asset of assets) {
        const response = await fetch(`${store.url}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toContain('immutable');
        const bytes = (await response.arrayBuffer()).byteLength;
        if (bytes > 10_000) expect(response.headers.get('content-encoding')).toBe('gzip');
        sizes.push(bytes);
      }
      expect(Math.max(...sizes)).toBeGreaterThan(10_000);
    });
  });
});
