import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { documentWith, encodePage, gzipPage, isShareablePage, matchesEtag, PageCache, wholePage, type AcceptsEncoding } from './page-cache';

const NONCE = 'n0nceN0nceN0nce+/==';
const html = (nonce: string) =>
  `<!doctype html><html><head><script nonce="${nonce}" type="module" src="/assets/index.js"></script></head><body>${'<a href="/category/x">Resistors</a>'.repeat(500)}<script nonce="${nonce}" id="__ferrite_data" type="application/json">{"a":1}</script></body></html>`;

describe('whole pages', () => {
  const only =
    (encoding: string): AcceptsEncoding =>
    (offered) =>
      offered === encoding;
  it('swaps in each response its own nonce, and keeps one validator whatever the nonce', () => {
    const page = wholePage(200, html(NONCE), NONCE);
    expect(documentWith(page, 'other').toString()).toBe(html('other'));
    expect(documentWith(page, NONCE).toString()).toBe(html(NONCE));
    expect(wholePage(200, html('abc'), 'abc').etag).toBe(page.etag);
    expect(wholePage(200, html('abc').replace('Resistors', 'Capacitors'), 'abc').etag).not.toBe(page.etag);
  });

  it('gzips from parts deflated once into a stream any gzip reader takes', () => {
    const page = wholePage(200, html(NONCE), NONCE);
    for (const nonce of ['first+nonce==', 'second/nonce==']) {
      const body = gzipPage(page, nonce);
      expect(zlib.gunzipSync(body).toString()).toBe(html(nonce));
      expect(body.length).toBeLessThan(html(nonce).length / 5);
    }
    expect(zlib.brotliDecompressSync(encodePage(page, 'x', only('br')).body).toString()).toBe(html('x'));
    expect(encodePage(page, 'x', () => false)).toEqual({ body: Buffer.from(html('x')) });
  });

  it('compresses a page rendered for this response once, brotli first, keeping its nonce', () => {
    const page = wholePage(200, html(NONCE), NONCE);
    const both: AcceptsEncoding = () => true;
    const br = encodePage(page, NONCE, both);
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html(NONCE));
    const gzip = encodePage(page, NONCE, only('gzip'));
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(html(NONCE));
    expect(page.deflated).toBeUndefined();
    expect(encodePage(page, 'other', both).encoding).toBe('gzip');
  });

  it('compares If-None-Match weakly', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('which pages are shared', () => {
  const req = (path: string, method = 'GET', headers: Record<string, string> = {}) => ({ path, method, headers });
  it('shares catalogue and reading pages with anonymous visitors only', () => {
    for (const path of [
      '/',
      '/product/RC0603FR-0710KL',
      '/category/resistors/chip',
      '/keywords/LM358',
      '/manufacturer',
      '/tools/components/x/y',
      '/FAQs',
      '/help/shipping',
    ]) {
      expect(isShareablePage(req(path), false), path).toBe(true);
    }
    for (const path of [
      '/shopcart',
      '/account',
      '/account/login',
      '/product/compare',
      '/PlaceOrder',
      '/order/detail',
      '/bom',
      '/rfq',
      '/quickorder',
      '/feedback',
      '/ContactUs',
      '/newsletter',
    ]) {
      expect(isShareablePage(req(path), false), path).toBe(false);
    }
    expect(isShareablePage(req('/product/X'), true)).toBe(false);
    expect(isShareablePage(req('/product/X', 'POST'), false)).toBe(false);
    expect(isShareablePage(req('/product/X', 'GET', { authorization: 'Bearer t' }), false)).toBe(false);
  });
});

describe('PageCache', () => {
  const page = (text: string) => wholePage(200, text, 'nonce');

  it('renders once for concurrent misses, then serves the stored page while fresh', async () => {
    const cache = new PageCache({ ttlMs: 1_000, staleMs: 5_000, maxBytes: 1_000_000 });
    const render = vi.fn(async () => page('a'));
    const [one, two] = await Promise.all([cache.fill('k', render), cache.fill('k', render)]);
    expect(one).toBe(two);
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.read('k', render)).toBe(one);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('serves a stale page while one background render replaces it, and forgets one past its stale time', async () => {
    vi.useFakeTimers();
    try {
      const cache = new PageCache({ ttlMs: 1_000, staleMs: 5_000, maxBytes: 1_000_000 });
      await cache.fill('k', async () => page('old'));
      vi.advanceTimersByTime(1_300);
      const refresh = vi.fn(async () => page('new'));
      expect(cache.read('k', refresh)!.body.toString()).toBe('old');
      cache.read('k', refresh);
      expect(refresh).toHaveBeenCalledTimes(1);
      await vi.runAllTimersAsync();
      expect(cache.read('k', refresh)!.body.toString()).toBe('new');
      vi.advanceTimersByTime(6_300);
      expect(cache.read('k', refresh)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  /** Background renders that each wait for the test to let them finish, so their overlap is decided here, not by a timer. */
  const heldRenders = () => {
    const started: string[] = [];
    const finished: string[] = [];
    const release = new Map<string, () => void>();
    const refresh = (key: string) => async () => {
      started.push(key);
      await new Promise<void>((resolve) => release.set(key, resolve));
      finished.push(key);
      return page(`new ${key}`);
    };
    return { started, finished, refresh, release: (key: string) => release.get(key)!() };
  };

  it('refreshes stale pages one at a time, serving the stale ones meanwhile', async () => {
    vi.useFakeTimers();
    try {
      const cache = new PageCache({ ttlMs: 1_000, staleMs: 60_000, maxBytes: 1_000_000 });
      for (const key of ['a', 'b', 'c']) await cache.fill(key, async () => page(`old ${key}`));
      vi.advanceTimersByTime(1_300);
      const renders = heldRenders();
      for (const key of ['a', 'b', 'c']) expect(cache.read(key, renders.refresh(key))!.body.toString()).toBe(`old ${key}`);
      await vi.advanceTimersByTimeAsync(0);
      expect(renders.started).toEqual(['a']);
      renders.release('a');
      await vi.waitFor(() => expect(renders.started).toEqual(['a', 'b']));
      expect(cache.read('a', renders.refresh('a'))!.body.toString()).toBe('new a');
      expect(cache.read('c', renders.refresh('c'))!.body.toString()).toBe('old c');
      renders.release('b');
      await vi.waitFor(() => expect(renders.started).toEqual(['a', 'b', 'c']));
      renders.release('c');
      await vi.waitFor(() => expect(renders.finished).toEqual(['a', 'b', 'c']));
      await vi.advanceTimersByTimeAsync(0);
      for (const key of ['a', 'b', 'c']) expect(cache.read(key, renders.refresh(key))!.body.toString()).toBe(`new ${key}`);
      expect(renders.started).toEqual(['a', 'b', 'c']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('at shutdown waits for the running background render and starts none of the queued ones', async () => {
    vi.useFakeTimers();
    try {
      const cache = new PageCache({ ttlMs: 1_000, staleMs: 60_000, maxBytes: 1_000_000 });
      for (const key of ['a', 'b']) await cache.fill(key, async () => page(`old ${key}`));
      vi.advanceTimersByTime(1_300);
      const renders = heldRenders();
      cache.read('a', renders.refresh('a'));
      cache.read('b', renders.refresh('b'));
      let drained = false;
      const draining = cache.drain().then(() => (drained = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(renders.started).toEqual(['a']);
      expect(drained).toBe(false);
      renders.release('a');
      await draining;
      expect(renders.finished).toEqual(['a']);
      // A stale page read after the drain is still served, but no render starts for it.
      expect(cache.read('b', renders.refresh('b'))!.body.toString()).toBe('old b');
      await vi.runAllTimersAsync();
      expect(renders.started).toEqual(['a']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps within its memory bound, least recently used out first, and stores nothing a render did not give', async () => {
    const cache = new PageCache({ ttlMs: 60_000, staleMs: 0, maxBytes: 10_000 });
    for (const key of ['a', 'b', 'c', 'd']) await cache.fill(key, async () => page(key.repeat(2_000)));
    cache.read('a', async () => undefined);
    await cache.fill('e', async () => page('e'.repeat(2_000)));
    expect(cache.read('b', async () => undefined)).toBeUndefined();
    expect(cache.read('a', async () => undefined)).toBeDefined();
    expect(cache.read('e', async () => undefined)).toBeDefined();
    await cache.fill('f', async () => undefined);
    expect(cache.read('f', async () => undefined)).toBeUndefined();
  });
});
