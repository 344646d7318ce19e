import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontFamilies, primaryFontFile } from '../../packages/tokens/src/fonts';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';

// The store draws its text in the kit's shipped fonts, served as hashed assets: the Latin face is
// preloaded by every page, and a page fetches the faces of its own script only.
const stemOf = (file: string) => file.replace(/\.woff2$/, '');
const hashedStem = (url: string) => new URL(url).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.woff2$/, '');

describe("the store's fonts", () => {
  let store: TestStore;
  let browser: TestBrowser;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite'), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('preloads the main face, served as an immutable woff2 asset', async () => {
    const html = await (await fetch(`${store.url}/`)).text();
    const preload = /<link rel="preload" as="font" type="font\/woff2" crossorigin href="(\/assets\/[^"]+\.woff2)">/.exec(html)?.[1];
    expect(preload).toBeDefined();
    expect(hashedStem(`${store.url}${preload}`)).toBe(stemOf(primaryFontFile));
    const response = await fetch(`${store.url}${preload}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('wOF2');
  });

  it.each([
    ['en', ['noto-sans-latin-wght-normal']],
    ['ru', ['noto-sans-latin-wght-normal', 'noto-sans-cyrillic-wght-normal']],
    ['ar', ['noto-sans-latin-wght-normal', 'noto-sans-arabic-arabic-wght-normal']],
  ])('a page in %s draws its text in the shipped faces of its script, each fetched once', async (lang, faces) => {
    await browser.context.addCookies([{ name: '_lang', value: lang, url: store.url }]);
    const page = await browser.context.newPage();
    const fetched: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2')) fetched.push(hashedStem(response.url()));
    });
    await page.goto(`${store.url}/`, { waitUntil: 'load' });
    const state = await page.evaluate(async () => {
      await document.fonts.ready;
      const body = getComputedStyle(document.body).fontFamily;
      const loaded = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, ''));
      return { body, loaded };
    });
    await page.close();
    expect(state.body.startsWith(`"${fontFamilies.sans}"`)).toBe(true);
    expect(state.loaded).toContain(fontFamilies.sans);
    expect(fetched).toEqual(expect.arrayContaining(faces));
    // The preload and the stylesheet's face are one request, not two.
    expect(fetched.filter((face) => face === 'noto-sans-latin-wght-normal')).toHaveLength(1);
    if (lang === 'ar') expect(state.loaded).toContain(fontFamilies.arabic);
    else expect(fetched).not.toContain('noto-sans-arabic-arabic-wght-normal');
  });
});
