import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productUrl } from '@ferrite/contract/urls';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';
import { setUpPart, type PartFacts } from '../buying/support';

/** Opens the region menu, picks a language and currency, and presses Save. */
async function saveRegion(page: Page, language: RegExp, currency: RegExp): Promise<void> {
  await page.getByRole('button', { name: /Language and currency/ }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
  await page.getByRole('menuitemradio', { name: currency }).click();
  await page.getByRole('menuitem', { name: 'Save' }).click();
}

describe('region save in Chromium', () => {
  let store: TestStore;
  let browser: TestBrowser;
  let part: PartFacts;
  let rate: string;

  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite', { parts: 300 }), launchBrowser()]);
    part = await setUpPart(store.db, 2, { stock: 900 });
    const { rows } = await store.db.query<{ rate: string }>(
      "SELECT rate::text AS rate FROM exchange_rates WHERE currency = 'EUR' AND effective_date <= (now() AT TIME ZONE 'UTC')::date ORDER BY effective_date DESC LIMIT 1",
    );
    rate = rows[0]!.rate.replace(/0+$/, '').replace(/\.$/, '');
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('stores EUR, asks GetMaps, reloads the same page and shows euro prices at the stored rate', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${store.url}${productUrl(part.mpn)}`);
    await expect.poll(() => page.locator('[data-testid="line-total"] strong').textContent()).toBe('$2.50');
    const maps = page.waitForResponse((response) => response.url().endsWith('/api/Home/GetMaps'));
    const reloaded = page.waitForEvent('load');
    await saveRegion(page, /English/, /EUR/);
    expect((await maps).status()).toBe(200);
    await reloaded;
    expect(new URL(page.url()).pathname).toBe(productUrl(part.mpn));
    const cookies = await browser.context.cookies(store.url);
    expect(cookies.find((c) => c.name === '_currency')?.value).toBe('EUR');
    // $2.50 at the stored rate, half up to the cent, in the test's own integer arithmetic.
    const [whole, fraction = ''] = rate.split('.');
    const d = 10n ** BigInt(fraction.length);
    const cents = Number((2n * 250n * BigInt(`${whole}${fraction}`) + d) / (2n * d));
    const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(cents / 100);
    await expect.poll(() => page.locator('[data-testid="line-total"] strong').textContent()).toBe(euros);
    expect(await page.getByRole('note').filter({ hasText: 'for reference only' }).textContent()).toContain(`1 USD = ${rate} EUR`);
    await page.close();
  });

  it("goes to the same page on the chosen language's site when GetMaps names another origin", async () => {
    const port = new URL(store.url).port;
    const here = `http://127.0.0.1:${port}`;
    const there = `http://localhost:${port}`;
    // The map as a deployment would configure it (SITE_MAPS), with this server under two host names.
    store.server.services.config.siteMaps = { English: here, Russian: there };
    const page = await browser.context.newPage();
    await page.goto(`${here}${productUrl(part.mpn)}?qty=5`);
    await expect.poll(() => page.locator('[data-testid="line-total"] strong').count()).toBe(1);
    const moved = page.waitForURL(`${there}${productUrl(part.mpn)}?qty=5`);
    await saveRegion(page, /Русский/, /USD/);
    await moved;
    expect(new URL(page.url()).origin).toBe(there);
    await page.close();
  });
});
