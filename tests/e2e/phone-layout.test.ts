import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';
import { signedInClient } from '../accounts/support';

// On a 390 px phone no page scrolls sideways, in a left-to-right and a right-to-left language.
// Wide tables scroll inside their own box; the page does not. (The home and product pages'
// tables, and the Arabic top bar, once pushed every page past the screen.)
const PAGES = [
  '/',
  '/category/passive-components/resistors/chip-resistors-surface-mount',
  '/product/STM32F103C8T6',
  '/shopcart',
  '/bom',
  '/tools',
];

describe('pages on a phone', () => {
  let store: TestStore;
  let browser: TestBrowser;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite'), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  /** A 390 × 844 page reading `lang`, with the other cookies given (a session). */
  const phonePage = async (lang: string, cookies: [string, string][] = []) => {
    await browser.context.clearCookies();
    await browser.context.addCookies([
      { name: '_lang', value: lang, url: store.url },
      ...cookies.map(([name, value]) => ({ name, value, url: store.url })),
    ]);
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    return page;
  };
  /** Adds a part from its product page, as a hydrated page does, and waits for the confirmation. */
  const addPartToCart = async (page: Page) => {
    await page.goto(`${store.url}/product/STM32F103C8T6`);
    await page.waitForSelector('input[name=after][value=stay]', { state: 'attached' });
    await page.locator('form[action="/shopcart"] button[value=add]').first().click();
    await expect.poll(() => page.locator('form[action="/shopcart"] [role=status]').count()).toBeGreaterThan(0);
  };

  it.each(['en', 'ar'])('are no wider than the screen in %s', async (lang) => {
    const page = await phonePage(lang);
    const widths: Record<string, number> = {};
    for (const path of PAGES) {
      const response = await page.goto(`${store.url}${path}`);
      expect(response?.status(), path).toBe(200);
      widths[path] = await page.evaluate(() => document.documentElement.scrollWidth);
    }
    expect(widths).toEqual(Object.fromEntries(PAGES.map((path) => [path, 390])));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await page.close();
  });

  // A cart with a line: the table scrolls in its box, but the visually hidden column headings
  // (position: absolute) took the page as their containing block and pushed it 718 px wide.
  it.each(['en', 'ru'])('the cart with a line is no wider than the screen in %s', async (lang) => {
    const page = await phonePage(lang);
    await addPartToCart(page);
    await page.goto(`${store.url}/shopcart`);
    expect(await page.locator('main table tbody tr').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.close();
  });

  // Account pages of a signed-in buyer with a long work address: the Russian 'move guest data'
  // button (nowrap) widened the one-column frame to 381 px of 358, and an address like this one
  // does not break by itself.
  it.each(['en', 'ru'])('account pages of a signed-in buyer are no wider than the screen in %s', async (lang) => {
    const email = `procurement.${lang}.${Date.now()}@components-purchasing.com`;
    const user = await signedInClient(store, { email });
    const page = await phonePage(lang, [...user.cookies]);
    const paths = ['/account', '/account/bind', '/account/changepassword', '/account/addressmanagement', '/account/orderstatushistory'];
    const widths: Record<string, number> = {};
    for (const path of paths) {
      const response = await page.goto(`${store.url}${path}`);
      expect(response?.status(), path).toBe(200);
      widths[path] = await page.evaluate(() => document.documentElement.scrollWidth);
      if (path === '/account/bind') expect(await page.getByText(email).count()).toBeGreaterThan(0);
    }
    expect(widths).toEqual(Object.fromEntries(paths.map((path) => [path, 390])));
    await page.close();
  });

  // Guest checkout in Russian: the country list's longest name ('Британская территория в Индийском
  // океане') widened the address fieldset (min-width: min-content) and the page to 423 px.
  it.each(['en', 'ru'])('the guest checkout is no wider than the screen in %s', async (lang) => {
    const page = await phonePage(lang);
    await addPartToCart(page);
    await page.goto(`${store.url}/shopcart`);
    await page.locator('main button[name=intent][value=checkout]').click();
    await page.waitForURL(/\/PlaceOrder\?tempOrderId=/);
    await page.locator('select[name=Country]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.close();
  });
});
