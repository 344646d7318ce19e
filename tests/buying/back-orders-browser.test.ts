// Back-orders in Chromium (issue #21 item 4): product page → more than stock → the cart says how it
// splits → checkout with two shipments → the order page shows both parts; on a desktop and a 390 px phone.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';
import { setUpPart, type PartFacts } from './support';

const hydrated = (page: Page) => page.waitForSelector('input[name=after][value=stay]', { state: 'attached' });
const SPLIT = '40 ship now, 60 ship in about 5 weeks';

describe('back-orders in Chromium', () => {
  let store: TestStore;
  let browser: TestBrowser;
  let part: PartFacts;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite'), launchBrowser()]);
    part = await setUpPart(store.db, 9, { stock: 40, leadTimeWeeks: 5 });
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  for (const width of [1280, 390]) {
    it(`at ${width} px: 100 of a part with 40 in stock are ordered in two shipments, and every page says so`, async () => {
      await store.db.query('UPDATE parts SET stock = 40 WHERE id = $1', [part.id]);
      const page = await browser.context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${store.url}/product/${encodeURIComponent(part.mpn)}`);
      await hydrated(page);
      const form = page.getByRole('form', { name: `Add ${part.mpn} to cart` });
      await form.getByRole('spinbutton').fill('100');
      await form.getByRole('spinbutton').press('Tab');
      await expect.poll(() => form.getByTestId('stock-split').textContent()).toBe(SPLIT);
      await form.getByRole('button', { name: 'Add to cart' }).click();
      await expect.poll(() => form.getByRole('status').textContent()).toBe('Added to cart');

      await page.goto(`${store.url}/shopcart`);
      await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
      const row = page.getByRole('row').filter({ hasText: part.mpn });
      expect(await row.getByTestId('stock-split').textContent()).toBe(SPLIT);
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL(/\/PlaceOrder\?tempOrderId=[a-f0-9]{32}&tempCartID=[a-f0-9]{32}$/);

      expect(await page.getByRole('main').getByTestId('stock-split').first().textContent()).toBe(SPLIT);
      await page.getByRole('main').getByLabel('Email').fill('split@example.com');
      await page.getByLabel('First name').fill('Ann');
      await page.getByLabel('Last name').fill('Lee');
      await page.getByRole('main').getByLabel('Phone').fill('+49 30 1234567');
      await page.getByLabel('Address line 1').fill('Friedrichstraße 10');
      await page.getByLabel('City').fill('Berlin');
      await page.getByLabel('Postal code').fill('10117');
      await page.getByLabel('Country').selectOption('DE');
      await page.locator('input[name=ShippingMethod]:checked').waitFor({ state: 'attached' });
      await page.getByRole('radio', { name: /^Two shipments/ }).check();
      if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByRole('button', { name: 'Place order and pay' }).click();
      await page.waitForURL(/\/order\/payment\?orderNo=FE\d+&key=[a-f0-9]{32}$/);

      const paymentUrl = new URL(page.url());
      const orderNo = paymentUrl.searchParams.get('orderNo')!;
      await page.goto(`${store.url}/order/detail?orderNo=${orderNo}&key=${paymentUrl.searchParams.get('key')}`);
      await expect
        .poll(() => page.getByTestId('order-shipments').textContent())
        .toBe('Two shipments: what is in stock now, the rest when it arrives');
      expect(await page.getByRole('main').getByTestId('stock-split').first().textContent()).toBe(SPLIT);
      if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      const { rows } = await store.db.query<{ shipments: string; qty: number; backorder_qty: number }>(
        'SELECT o.shipments, l.qty, l.backorder_qty FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.order_no = $1',
        [orderNo],
      );
      expect(rows).toEqual([{ shipments: 'split', qty: 100, backorder_qty: 60 }]);
      const stock = await store.db.query<{ stock: number }>('SELECT stock FROM parts WHERE id = $1', [part.id]);
      expect(stock.rows[0]!.stock).toBe(0);
      await page.close();
    });
  }
});
