// HTTP caching of anonymous pages (ETag, 304, Cache-Control, Vary) and the navigation cache
// following a catalogue import run in another process (issue 10, item 2).
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../accounts/support';
import { repoRoot } from '../support/process';
import { startTestStore, type TestStore } from '../support/server';

const hex = () => crypto.randomBytes(16).toString('hex');
/** A visitor who has been here before: anonymous ids and the cookie notice dismissed. */
const returningVisitor = (extra = '') => `_policy=1; tid=${hex()}; cid=${hex()}; uid=${hex()}; sid=${hex()}${extra}`;

async function page(store: TestStore, url: string, headers: Record<string, string> = {}) {
  const response = await fetch(store.url + url, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('HTTP caching of pages', () => {
  let store: TestStore;
  let productUrl: string;
  beforeAll(async () => {
    store = await startTestStore('postgres', { parts: 800 });
    const { rows } = await store.db.query<{ mpn: string }>('SELECT mpn FROM parts ORDER BY popularity DESC LIMIT 1');
    productUrl = `/product/${encodeURIComponent(rows[0]!.mpn.replaceAll('/', '\\'))}`;
  });
  afterAll(async () => {
    await store?.stop();
  });

  it('gives an anonymous page a validator and answers 304 when it still matches', async () => {
    const cookie = returningVisitor();
    const first = await page(store, productUrl, { cookie });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(first.headers.get('vary')?.toLowerCase()).toContain('cookie');
    expect(first.headers.get('set-cookie')).toBeNull();

    // Each response has its own nonce, in the policy and in the page alike; the validator ignores it.
    const second = await page(store, productUrl, { cookie });
    const [nonce1, nonce2] = [
      nonceOf(first.headers.get('content-security-policy')),
      nonceOf(second.headers.get('content-security-policy')),
    ];
    expect(nonce1).toBeTruthy();
    expect(nonce2).not.toBe(nonce1);
    expect(second.html).toContain(`nonce="${nonce2}"`);
    expect(second.html).not.toContain(`nonce="${nonce1}"`);
    expect(second.headers.get('etag')).toBe(etag);

    const revalidated = await page(store, productUrl, { cookie, 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.html).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    // The browser keeps the stored page with the policy (and nonce) it came with.
    expect(revalidated.headers.get('content-security-policy')).toBeNull();

    const changed = await page(store, productUrl, { cookie, 'if-none-match': 'W/"something-else"' });
    expect(changed.status).toBe(200);
    expect(changed.html).toContain('<html');
  });

  it('serves the same page to every anonymous visitor with the same settings, and another to other settings', async () => {
    const a = await page(store, productUrl, { cookie: returningVisitor() });
    const b = await page(store, productUrl, { cookie: returningVisitor() });
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
    const russian = await page(store, productUrl, { cookie: returningVisitor('; _lang=ru') });
    expect(russian.status).toBe(200);
    expect(russian.html).toContain('<html lang="ru"');
    expect(russian.headers.get('etag')).not.toBe(a.headers.get('etag'));
    const notice = await page(store, productUrl, { cookie: returningVisitor().replace('_policy=1; ', '') });
    expect(notice.headers.get('etag')).not.toBe(a.headers.get('etag'));
  });

  it('keeps a first visit (which sets the anonymous-id cookies) out of shared caches', async () => {
    const first = await page(store, productUrl);
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
  });

  it('never stores a signed-in page or a per-visitor page', async () => {
    const buyer = await signedInClient(store);
    const signedIn = await buyer.page(productUrl);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.headers.get('etag')).toBeNull();
    expect(await signedIn.text()).toContain('__ferrite_data');

    const cart = await page(store, '/shopcart', { cookie: returningVisitor() });
    expect(cart.headers.get('cache-control')).toBe('no-store');
    expect(cart.headers.get('etag')).toBeNull();
  });

  it('does not cache an error page', async () => {
    const missing = await page(store, '/product/NO-SUCH-PART-XYZ', { cookie: returningVisitor() });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});

describe('navigation cache and catalogue imports', () => {
  let store: TestStore;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-cache-import-'));
  beforeAll(async () => {
    // Every request re-reads the catalogue generation, so no request can be answered on a stale reading of it.
    store = await startTestStore('postgres', { parts: 800, config: { catalogCheckMs: 0 } });
  });
  afterAll(async () => {
    await store?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  type NavItem = { CategoryID: number; CategoryName: string };
  const navigation = async () => {
    const response = await fetch(`${store.url}/api/category/Navigation`);
    return ((await response.json()) as { data: NavItem[] }).data;
  };
  const manufacturers = async () => {
    const response = await fetch(`${store.url}/manufacturer`, { headers: { cookie: returningVisitor() } });
    return response.text();
  };

  it('serves navigation from the cache until an import in another process changes the catalogue', async () => {
    const before = await navigation();
    const top = before.find((item) => item.CategoryID > 0)!;
    const linecardBefore = await manufacturers();
    expect(linecardBefore).not.toContain('Cache Probe Semiconductors');

    // A change the cache cannot see by itself: the menu keeps the cached name, though this request
    // re-read the generation (catalogCheckMs 0).
    await store.db.query('UPDATE categories SET name = $1 WHERE id = $2', ['Renamed For Cache Test', top.CategoryID]);
    expect((await navigation()).find((item) => item.CategoryID === top.CategoryID)!.CategoryName).toBe(top.CategoryName);

    // The import CLI, run as a separate process against the same database, bumps the generation.
    const { rows } = await store.db.query<{ slug: string }>(
      'SELECT slug FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) LIMIT 1',
    );
    const file = path.join(dir, 'probe.csv');
    fs.writeFileSync(
      file,
      [
        'mpn,manufacturer,category,description,stock,price_breaks',
        `CACHE-PROBE-1,Cache Probe Semiconductors,${rows[0]!.slug},Probe part,10,1:1.00`,
      ].join('\n'),
    );
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: store.databaseUrl! };
    const result = await run(process.execPath, ['--import', 'tsx', 'packages/server/src/cli/import.ts', file], { cwd: repoRoot, env });
    expect(result.stdout).toContain('1 new');

    let after: NavItem[] = [];
    for (let i = 0; i < 30; i++) {
      after = await navigation();
      if (after.find((item) => item.CategoryID === top.CategoryID)!.CategoryName !== top.CategoryName) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(after.find((item) => item.CategoryID === top.CategoryID)!.CategoryName).toBe('Renamed For Cache Test');
    // The page cache follows the same generation: the Linecard shows the new manufacturer.
    expect(await manufacturers()).toContain('Cache Probe Semiconductors');
  });
});
