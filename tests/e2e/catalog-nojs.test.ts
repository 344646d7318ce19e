import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';

describe('the catalogue with JavaScript disabled', () => {
  let store: TestStore;
  let browser: TestBrowser;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite'), launchBrowser({ javaScriptEnabled: false })]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('searches from the header form, pages through results and opens a product', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${store.url}/`);
    const box = page.getByRole('search').first().getByRole('combobox').first();
    await box.fill('stm32');
    await box.press('Enter');
    await page.waitForURL(/\/keywords\/STM32/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('STM32');
    const next = page.getByRole('navigation', { name: /pagination/i }).getByRole('link', { name: /next/i });
    if ((await next.count()) > 0) {
      await next.first().click();
      await page.waitForURL(/page=2/);
    }
    await page
      .getByRole('link', { name: /^STM32/ })
      .first()
      .click();
    await page.waitForURL(/\/product\//);
    expect(await page.getByRole('heading', { name: 'Specifications' }).count()).toBe(1);
    await page.close();
  });

  it('says why a too-short search is refused', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${store.url}/search?keyword=ab`);
    expect(await page.getByRole('alert').textContent()).toContain('keyword cannot be empty');
    await page.close();
  });

  it('filters a category listing by a parameter through plain links', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${store.url}/category`);
    const leafLink = page.locator('main section li li a').first();
    await leafLink.click();
    await page.waitForURL(/\/category\/[^/]+\/[^/]+$/);
    const filter = page.locator('a[href*="f."]').first();
    const label = (await filter.textContent()) ?? '';
    await filter.click();
    await page.waitForURL(/f\./);
    expect(page.url()).toContain('f.');
    // The selected value keeps its text; the kit adds a visually hidden "(selected)" for screen readers.
    expect(await page.locator('a[aria-current="true"]').first().textContent()).toBe(`${label}(selected)`);
    await page.close();
  });
});
