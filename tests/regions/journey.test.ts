// Issue 9's journey in Chromium: a reader switches to Russian and euros in the region menu and
// shops (home, product, cart), then picks Arabic in the 16-language picker and gets a mirrored page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productUrl } from '@ferrite/contract/urls';
import { ru } from '../../packages/storefront-app/src/i18n/packs/ru';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';
import { setUpPart, type PartFacts } from '../buying/support';

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

describe('Russian, euros and Arabic in Chromium', () => {
  let store: TestStore;
  let browser: TestBrowser;
  let part: PartFacts;
  /** The stored EUR rate as an integer and its scale, so the expected amounts need no floats. */
  let rate: { units: bigint; scale: bigint };
  /** Cents of `micros` US dollars × qty at the stored rate, half up once (as an order line is charged). */
  const euroCents = (micros: number, qty: number) => {
    const numerator = BigInt(micros) * BigInt(qty) * rate.units;
    const denominator = 10_000n * rate.scale;
    return String((2n * numerator + denominator) / (2n * denominator));
  };

  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite', { parts: 300 }), launchBrowser()]);
    part = await setUpPart(store.db, 3, { stock: 5_000 });
    const { rows } = await store.db.query<{ rate: string }>(
      "SELECT rate::text AS rate FROM exchange_rates WHERE currency = 'EUR' AND effective_date <= (now() AT TIME ZONE 'UTC')::date ORDER BY effective_date DESC LIMIT 1",
    );
    const [whole, fraction = ''] = rows[0]!.rate.split('.');
    rate = { units: BigInt(`${whole}${fraction}`), scale: 10n ** BigInt(fraction.length) };
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  let page: Page;

  it('switches to Russian and EUR from the region menu; the home page is in Russian', async () => {
    page = await browser.context.newPage();
    await page.goto(`${store.url}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('button', { name: /Language and currency/ }).click();
    await page.getByRole('menuitemradio', { name: /Русский/ }).click();
    await page.getByRole('menuitemradio', { name: /EUR/ }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'Save' }).click();
    await reloaded;
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ru');
    expect(await page.locator('#hero-title').textContent()).toBe(ru.home.heroTitle);
    expect(await page.getByRole('link', { name: ru.kitHeader.signIn }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(0);
  });

  it('shows the product page in Russian with euro prices at the stored rate', async () => {
    await page.goto(`${store.url}${productUrl(part.mpn)}`);
    const form = page.getByRole('form', { name: ru.buying.addPartToCart.replace('{partNo}', part.mpn) });
    expect(await form.getByRole('button', { name: ru.buying.addToCart }).count()).toBe(1);
    // One piece at the first break, $2.50.
    await expect
      .poll(async () => digits(await page.locator('[data-testid="line-total"] strong').textContent()))
      .toBe(euroCents(2_500_000, 1));
    expect(await page.locator('[data-testid="line-total"] strong').textContent()).toContain('€');
    expect((await page.getByText(ru.common.referenceNote).count()) + (await page.getByText(/для справки/).count())).toBeGreaterThan(0);
  });

  it('adds 40 pieces and the cart is in Russian with the line and subtotal in euros', async () => {
    const form = page.getByRole('form', { name: ru.buying.addPartToCart.replace('{partNo}', part.mpn) });
    await form.getByRole('spinbutton').fill('40');
    await form.getByRole('spinbutton').press('Tab');
    await form.getByRole('button', { name: ru.buying.addToCart }).click();
    // With JavaScript the page stays and says so; then the header's cart link.
    await expect.poll(() => form.getByRole('status').textContent()).toBe(ru.buying.msgAdded);
    await page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(ru.kitHeader.myCart) })
      .click();
    await page.waitForURL(/\/shopcart$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(new RegExp(`^${ru.buying.cartTitle}`));
    // 40 pieces fall in the 10+ break, $2.00 each; the line is converted and rounded once.
    await expect.poll(async () => digits(await page.getByTestId('cart-subtotal').textContent())).toBe(euroCents(2_000_000, 40));
    expect(await page.getByTestId('cart-subtotal').textContent()).toContain('€');
  });

  it('switches to Arabic in the 16-language picker and lays the page out right to left', async () => {
    await page.goto(`${store.url}/`);
    await page.getByRole('button', { name: new RegExp(`^${ru.kitLanguagePicker.trigger}: `) }).click();
    const reloaded = page.waitForEvent('load');
    await page.locator('[data-language="ar"]').click();
    await reloaded;
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    // Mirrored: the logo sits on the right half of the header, the search box to its left.
    const width = page.viewportSize()!.width;
    const logo = (await page.locator('header a[href="/"]').first().boundingBox())!;
    expect(logo.x + logo.width / 2).toBeGreaterThan(width / 2);
    const search = (await page.getByRole('combobox').first().boundingBox())!;
    expect(search.x).toBeLessThan(logo.x);
    // Euros survive the language change: the cookie is the reader's, not the language's.
    const cookies = await browser.context.cookies(store.url);
    expect(cookies.find((cookie) => cookie.name === '_currency')?.value).toBe('EUR');
  });
});
