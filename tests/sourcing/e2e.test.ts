import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine } from '@ferrite/contract';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';
import { bom200 } from './helpers';

describe.each([true, false])('quick order and the BOM tool in Chromium (JavaScript %s)', (javaScriptEnabled) => {
  let store: TestStore;
  let browser: TestBrowser;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite'), launchBrowser({ javaScriptEnabled })]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('uploads the 200-line BOM from the BOM Tool link and shows its match rate', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${store.url}/`);
    await page.getByRole('link', { name: 'BOM Tool' }).first().click();
    await page.waitForURL(/\/bom$/);
    await page.locator('#bom-file').setInputFiles({ name: 'bom-200.csv', mimeType: 'text/csv', buffer: Buffer.from(bom200()) });
    await page.getByRole('button', { name: 'Upload and match' }).click();
    await page.waitForURL(/\/bom\/[\w-]{22}$/, { timeout: 60_000 });
    await page.locator('[data-stat="match rate"]').waitFor();
    const rateText = await page.locator('[data-stat="match rate"] strong').textContent();
    const rate = Number(rateText?.replace('%', ''));
    console.log(`Chromium (JavaScript ${javaScriptEnabled ? 'on' : 'off'}): ${rate}% match rate on the 200-line BOM fixture`);
    expect(rate).toBeGreaterThanOrEqual(85);
    expect(await page.locator('[data-testid="bom-lines"] tbody tr').count()).toBe(200);
    await page.getByRole('link', { name: /^Needs attention/ }).click();
    await page.waitForURL(/show=attention/);
    await expect.poll(() => page.locator('[data-testid="bom-lines"] tbody tr').count()).toBeLessThan(200);
    await page.close();
  });

  it('adds a quick-order paste to the cart', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${store.url}/quickorder`);
    await page.getByLabel('Part number, quantity, reference').fill('RC0603FR-0710KL\t30\tR1-R30\nERJ-3EKF1002V, 12, R40');
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    await page.waitForURL(/\/quickorder\/orderresult\?id=/);
    // With JavaScript the URL changes first and React commits the page in a transition just after.
    await page.getByRole('heading', { level: 1, name: 'Quick order result' }).waitFor();
    expect(await page.getByText('Every line is in your cart.').count()).toBe(1);
    const response = await page.request.get(`${store.url}/api/shopcart/GetShopCartList`);
    const cart = ((await response.json()) as { data: CartLine[] }).data;
    expect(cart.map((line) => [line.PartNo, line.Product.OrderQty, line.Reference]).sort()).toEqual([
      ['ERJ-3EKF1002V', 12, 'R40'],
      ['RC0603FR-0710KL', 30, 'R1-R30'],
    ]);
    await page.close();
  });

  it('keeps a matched BOM inside a 390 px phone screen: the wide lines table scrolls in its own box', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`${store.url}/bom`);
    await page.locator('#bom-text').fill('Designator\tQty\tMPN\nR1\t2\tRC0603FR-0710KL\n');
    await page.getByRole('button', { name: 'Upload and match' }).click();
    await page.waitForURL(/\/bom\/[\w-]{22}$/);
    await page.locator('[data-testid="bom-lines"]').waitFor();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
      table: document.querySelector('[data-testid="bom-lines"] table')!.getBoundingClientRect().width,
    }));
    expect(widths.table).toBeGreaterThan(widths.viewport);
    expect(widths.page).toBe(widths.viewport);
    await page.close();
  });
});
