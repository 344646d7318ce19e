import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadConfig } from '../../packages/server/src/config';
import { flattenTokens } from '../../packages/tokens/src/cssVariables';
import { ferriteTokens } from '../../packages/tokens/src/values';
import { signedInClient } from '../accounts/support';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';
import { coloursOnPage, offendingColours, rgbKey, themeOwnColours, type RgbKey, type SeenColour } from '../support/theme-colours';

// The theme reaches every pixel (issue 19): a store served with BRAND_THEME=cobalt paints no
// colour of its own ferrite theme on any page family, and a consumer's plain-CSS theme over the
// contract variables re-colours every page too. Colours are read from the browser's computed
// styles of every element, so a rule anywhere (kit, app, inline) that bypasses the contract shows.

const CONSUMER_CSS = readFileSync(new URL('../fixtures/consumer-theme.css', import.meta.url), 'utf8');
const CONSUMER_CLASS = 'acme-theme';
const PRODUCT = '/product/STM32F103C8T6';

/** The `--fe-` values the consumer's file sets, by variable name. */
const consumerValues = new Map([...CONSUMER_CSS.matchAll(/(--fe-[a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));

/** Addresses the set-up finds: the compare page of the part, the checkout of the cart. */
interface Found {
  compare: string;
  checkout: string;
}

/** One page of a family: where to go, and the status it answers with. */
interface FamilyPage {
  family: string;
  /** A path, or one the set-up found. */
  path: string | ((found: Found) => string);
  status?: number;
}

const FAMILIES: FamilyPage[] = [
  { family: 'home', path: '/' },
  { family: 'listing', path: '/category/passive-components/resistors/chip-resistors-surface-mount' },
  { family: 'search', path: '/search?keyword=STM32' },
  { family: 'product', path: PRODUCT },
  { family: 'compare', path: (found) => found.compare },
  { family: 'manufacturers', path: '/manufacturer' },
  { family: 'cart', path: '/shopcart' },
  { family: 'checkout', path: (found) => found.checkout },
  { family: 'BOM', path: '/bom' },
  { family: 'quick order', path: '/quickorder' },
  { family: 'RFQ', path: '/rfq' },
  { family: 'tools', path: '/tools' },
  { family: 'tool', path: '/tools/components/basic-circuits/ohms-law' },
  { family: 'help', path: '/help' },
  { family: 'about', path: '/AboutUs' },
  { family: 'glossary', path: '/Glossary' },
  { family: 'FAQs', path: '/FAQs' },
  { family: 'error', path: '/no-such-page-at-all', status: 404 },
  { family: 'account', path: '/account' },
  { family: 'orders', path: '/account/orderstatushistory' },
];

describe('the theme reaches every page', () => {
  let store: TestStore;
  let browser: TestBrowser;
  let accountCookies: { name: string; value: string; url: string }[];
  beforeAll(async () => {
    // Through the environment variable, as an operator sets it.
    const brandTheme = loadConfig({ ...process.env, BRAND_THEME: 'cobalt' }).brandTheme;
    [store, browser] = await Promise.all([startTestStore('pglite', { config: { brandTheme } }), launchBrowser()]);
    const user = await signedInClient(store);
    accountCookies = [...user.cookies].map(([name, value]) => ({ name, value, url: store.url }));
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  /**
   * As a fresh guest, in a page of its own: puts a part in the cart and opens its checkout, and
   * reads the compare link's address (what the link opens without JavaScript).
   */
  const prepareGuest = async (): Promise<Found> => {
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    await page.goto(`${store.url}${PRODUCT}`);
    await page.waitForSelector('input[name=after][value=stay]', { state: 'attached' });
    await page.locator('form[action="/shopcart"] button[value=add]').first().click();
    await expect.poll(() => page.locator('form[action="/shopcart"] [role=status]').count()).toBeGreaterThan(0);
    const compare = await page.getByRole('main').getByRole('link', { name: 'Compare', exact: true }).first().getAttribute('href');
    expect(compare).toMatch(/^\/product\/compare\?ids=\d+$/);
    await page.goto(`${store.url}/shopcart`);
    await page.locator('main button[name=intent][value=checkout]').click();
    await page.waitForURL(/\/PlaceOrder\?tempOrderId=/);
    const checkout = new URL(page.url());
    await page.close();
    return { compare: compare!, checkout: `${checkout.pathname}${checkout.search}` };
  };

  /** Visits one page of every family (the account pages signed in) and returns the colours each paints with. */
  const coloursOfEveryFamily = async (page: Page): Promise<Map<string, SeenColour[]>> => {
    const found = await prepareGuest();
    const byFamily = new Map<string, SeenColour[]>();
    for (const { family, path, status } of FAMILIES) {
      if (family === 'account') await browser.context.addCookies(accountCookies);
      const response = await page.goto(`${store.url}${typeof path === 'string' ? path : path(found)}`);
      expect(response?.status(), family).toBe(status ?? 200);
      if (family === 'checkout') await page.locator('select[name=Country]').waitFor();
      byFamily.set(family, await coloursOnPage(page));
    }
    return byFamily;
  };

  /** For each family, the colours of `forbidden` it shows, and whether it shows any of `expected`. */
  const judge = (byFamily: Map<string, SeenColour[]>, forbidden: Map<RgbKey, string>, expected: Set<RgbKey>) => ({
    offending: Object.fromEntries([...byFamily].map(([family, seen]) => [family, offendingColours(seen, forbidden)])),
    showsTheme: Object.fromEntries([...byFamily].map(([family, seen]) => [family, seen.some(({ key }) => expected.has(key))])),
  });
  const none = Object.fromEntries(FAMILIES.map(({ family }) => [family, []]));
  const everywhere = Object.fromEntries(FAMILIES.map(({ family }) => [family, true]));

  // Twenty pages, every element's computed style read: minutes on a loaded two-core machine.
  it('BRAND_THEME=cobalt: every page family is blue, with no ferrite colour', { timeout: 600_000 }, async () => {
    const page = await browser.context.newPage();
    const byFamily = await coloursOfEveryFamily(page);
    expect(await page.evaluate(() => document.body.className)).toBe('fe-theme-cobalt');
    const result = judge(byFamily, themeOwnColours('ferrite'), new Set(themeOwnColours('cobalt').keys()));
    expect(result.offending).toEqual(none);
    expect(result.showsTheme).toEqual(everywhere);
    await page.close();
  });

  it('a consumer theme in plain CSS over the contract variables re-colours every page family', { timeout: 600_000 }, async () => {
    // Every variable the consumer sets is one of the contract's: a misspelt name would prove nothing.
    const contract = new Set(flattenTokens(ferriteTokens).map(([name]) => name));
    expect([...consumerValues.keys()].filter((name) => !contract.has(name))).toEqual([]);
    const brand = rgbKey(consumerValues.get('--fe-color-brand') ?? '');
    expect(brand).toBeDefined();

    const page = await browser.context.newPage();
    // As a brand site serves it: every page arrives with the consumer's stylesheet after the kit's
    // and its class in place of the kit theme's on <body> (set before the first paint, so no
    // transition runs from one theme to the other while the colours are read).
    let themed = 0;
    await page.route(`${store.url}/**`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // Redirects are followed here: Chromium does not route the request a fulfilled redirect leads to.
      const response = await route.fetch();
      if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return route.fulfill({ response });
      const html = (await response.text())
        .replace('</head>', `<style>${CONSUMER_CSS}</style></head>`)
        .replace(/<body class="[^"]*"/, `<body class="${CONSUMER_CLASS}"`);
      themed += 1;
      // The body is re-sent as read (decoded): the original encoding and length no longer apply.
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
      await route.fulfill({ response, headers, body: html });
    });
    const byFamily = await coloursOfEveryFamily(page);
    expect(await page.evaluate(() => document.body.className)).toBe(CONSUMER_CLASS);
    expect(themed).toBeGreaterThanOrEqual(FAMILIES.length);
    const kitThemes = new Map([...themeOwnColours('ferrite'), ...themeOwnColours('cobalt')]);
    const result = judge(byFamily, kitThemes, new Set([brand!]));
    expect(result.offending).toEqual(none);
    expect(result.showsTheme).toEqual(everywhere);
    await page.close();
  });
});
