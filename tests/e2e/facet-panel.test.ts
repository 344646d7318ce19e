import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';

// On a 390 × 844 phone a listing shows its results first and its filters behind a "Filters (N)"
// button (the kit's FacetPanel): the filters used to stack above the results and push the first
// part far below the first screen. The button opens a sheet with JavaScript and a `:target` panel
// without it, so filtering works either way.
const LEAF = '/category/passive-components/resistors/chip-resistors-surface-mount';
const LISTINGS = [LEAF, '/keywords/STM32', '/manufacturer/stmicroelectronics'];
const PHONE = { width: 390, height: 844 };

/** The first result row's top and the filters' box, in viewport pixels at the top of the page. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const row = document.querySelector('main table tbody tr');
    const filters = document.getElementById('filters');
    const box = filters?.getBoundingClientRect();
    return {
      rowTop: row ? Math.round(row.getBoundingClientRect().top + window.scrollY) : null,
      filtersShown: Boolean(box && box.width > 0 && box.height > 0),
      opener: Boolean(document.querySelector('main a[aria-haspopup="dialog"][href="#filters"]')),
    };
  });

/** The page has hydrated: the add-to-cart forms gained their script-only field. */
const hydrated = (page: Page) => page.waitForSelector('input[name=after][value=stay]', { state: 'attached' });

describe('listing filters on a phone', () => {
  let store: TestStore;
  let browser: TestBrowser;
  let noScript: TestBrowser;
  beforeAll(async () => {
    [store, browser, noScript] = await Promise.all([
      startTestStore('pglite'),
      launchBrowser(),
      launchBrowser({ javaScriptEnabled: false }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await noScript?.close();
    await store?.stop();
  });

  const phonePage = async (target: TestBrowser, lang: string) => {
    await target.context.clearCookies();
    await target.context.addCookies([{ name: '_lang', value: lang, url: store.url }]);
    const page = await target.context.newPage();
    await page.setViewportSize(PHONE);
    return page;
  };

  it.each(['en', 'ar'])('puts the first result row on the first screen of every listing in %s', async (lang) => {
    const page = await phonePage(browser, lang);
    const found: Record<string, unknown> = {};
    for (const path of LISTINGS) {
      expect((await page.goto(`${store.url}${path}`))?.status(), path).toBe(200);
      const at = await measure(page);
      found[path] = { firstScreen: at.rowTop !== null && at.rowTop < PHONE.height, filtersShown: at.filtersShown, opener: at.opener };
    }
    expect(found).toEqual(Object.fromEntries(LISTINGS.map((path) => [path, { firstScreen: true, filtersShown: false, opener: true }])));
    await page.close();
  });

  it.each(['en', 'ar'])('opens the filter sheet, applies a filter and closes it in %s', async (lang) => {
    const page = await phonePage(browser, lang);
    await page.goto(`${store.url}${LEAF}`);
    await hydrated(page);
    const opener = page.locator('main a[aria-haspopup="dialog"]');
    await opener.click();
    const sheet = page.getByRole('dialog');
    await sheet.waitFor();
    expect(page.url()).not.toContain('#filters');
    expect(await opener.getAttribute('aria-expanded')).toBe('true');
    const filter = sheet.locator('a[href*="f."]').first();
    const href = (await filter.getAttribute('href')) ?? '';
    await filter.click();
    await page.waitForURL((url) => url.search.includes('f.'));
    await sheet.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(href);
    // The applied filter is counted on the button.
    await expect.poll(() => opener.textContent()).toMatch(/\(1\)|١/);
    expect((await measure(page)).rowTop).toBeLessThan(PHONE.height);
    await page.close();
  });

  it.each(['en', 'ar'])('keeps the filters reachable without JavaScript in %s', async (lang) => {
    const page = await phonePage(noScript, lang);
    await page.goto(`${store.url}${LEAF}`);
    expect((await measure(page)).filtersShown).toBe(false);
    await page.locator('main a[href="#filters"]').click();
    await page.waitForURL(/#filters$/);
    expect((await measure(page)).filtersShown).toBe(true);
    const filter = page.locator('#filters a[href*="f."]').first();
    await filter.click();
    await page.waitForURL((url) => url.search.includes('f.') && !url.hash);
    const after = await measure(page);
    expect(after.filtersShown).toBe(false);
    expect(after.rowTop).toBeLessThan(PHONE.height);
    // Back to the results without choosing: the panel's own link closes it.
    await page.locator('main a[href="#filters"]').click();
    await page.waitForURL(/#filters$/);
    await page.locator('#filters a[href="#filters-results"]').click();
    await page.waitForURL(/#filters-results$/);
    expect((await measure(page)).filtersShown).toBe(false);
    await page.close();
  });
});
