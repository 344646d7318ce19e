import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';

describe('the storefront in Chromium', () => {
  let store: TestStore;
  let browser: TestBrowser;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite'), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('loads the home page, hydrates without console errors, and navigates on the client', async () => {
    const page = await browser.context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const response = await page.goto(`${store.url}/`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Ferrite | Electronic Components Distributor');
    await expect.poll(() => page.evaluate(() => document.getElementById('root')?.innerHTML.length ?? 0)).toBeGreaterThan(100);
    // A client-side navigation (the page is not reloaded: the marker survives) proves hydration attached the router.
    await page.evaluate(() => Object.assign(window, { __ferriteMarker: 'kept' }));
    const partLink = page.getByRole('link', { name: 'STM32F103C8T6', exact: true }).first();
    await partLink.click();
    await page.waitForURL(/\/product\/STM32F103C8T6$/);
    await expect.poll(() => page.title()).not.toBe('Ferrite | Electronic Components Distributor');
    expect(await page.evaluate(() => (window as unknown as { __ferriteMarker?: string }).__ferriteMarker)).toBe('kept');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('renders the All Products menu only when opened, fetching its categories then (issue 10)', async () => {
    const page = await browser.context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    await page.goto(`${store.url}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const allProducts = nav.getByRole('link', { name: 'All Products' });
    // Without JavaScript the entry is a plain link to the category index; the closed panel holds no links.
    expect(await allProducts.getAttribute('href')).toBe('/category');
    const panel = page.locator(`#${await allProducts.getAttribute('aria-controls')}`);
    expect(await panel.locator('a').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.getElementById('root')?.innerHTML.length ?? 0)).toBeGreaterThan(100);
    // Keyboard: focus opens it; the categories arrive and are reachable by Tab.
    await allProducts.focus();
    await expect.poll(() => allProducts.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => panel.getByRole('link').count()).toBeGreaterThan(5);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.closest('[id]')?.id ?? '')).not.toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => allProducts.getAttribute('aria-expanded')).toBe('false');
    // The Manufacturers panel uses the same fetched navigation.
    await nav.getByRole('link', { name: 'Manufacturers' }).hover();
    await expect.poll(() => page.getByRole('list', { name: 'Featured brands' }).getByRole('link').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the 404 page with its status and text', async () => {
    const page = await browser.context.newPage();
    const response = await page.goto(`${store.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! This Page Vanished');
    expect(await page.getByText('This page could not be found').count()).toBe(1);
    await page.close();
  });
});
