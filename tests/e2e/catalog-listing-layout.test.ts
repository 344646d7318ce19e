import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';

// The results table on a laptop and a phone: stock, price and add to cart are in view without
// scrolling sideways (they were cut off behind a 1,140 px minimum width on every desktop).
describe('the parts table fits the screen it is on', () => {
  let store: TestStore;
  let browser: TestBrowser;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite'), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  /** Where the first row's cells and its add-to-cart button are, against the table's visible box. */
  const firstRow = (page: Page) =>
    page.evaluate(() => {
      // The kit's PartsTable: a named region around the table, the part number as the row header.
      const table = document.querySelector('main table') as HTMLElement;
      const wrap = table.closest('[role="region"]') as HTMLElement;
      const row = table.querySelector('tbody tr') as HTMLElement;
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
      const box = (element: Element | null) => {
        const rect = element!.getBoundingClientRect();
        return { left: Math.round(rect.left), right: Math.round(rect.right) };
      };
      return {
        wrap: { ...box(wrap), scrolls: wrap.scrollWidth > wrap.clientWidth },
        page: { scrolls: document.documentElement.scrollWidth > window.innerWidth },
        headers,
        part: box(row.querySelector('th[scope="row"]')),
        price: box(row.querySelector('ul')),
        add: box(row.querySelector('button[value="add"]')),
        // The cells after the five buying columns are the parameters; on a phone each shows its
        // column's name before the value (hidden on a wide screen).
        parameters: [...row.children].slice(5).map((cell, index) => {
          const label = cell.querySelector('[aria-hidden="true"]');
          return {
            label: label && getComputedStyle(label).display !== 'none' ? label.textContent : null,
            name: headers[index + 5],
          };
        }),
      };
    });

  it('shows add to cart in view on a 1280 px laptop, and keeps the part number pinned when parameters scroll', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${store.url}/category/passive-components/resistors`);
    const listing = await firstRow(page);
    expect(listing.wrap.scrolls).toBe(false);
    expect(listing.add.right).toBeLessThanOrEqual(listing.wrap.right);
    expect(listing.price.right).toBeLessThanOrEqual(listing.wrap.right);

    // A leaf category adds parameter columns after the buying ones: those scroll, the rest stays.
    await page
      .getByRole('main')
      .getByRole('link', { name: /Chip Resistors/ })
      .first()
      .click();
    await page.waitForURL(/chip-resistors/);
    await page.locator('main table thead th').nth(5).waitFor();
    const leaf = await firstRow(page);
    expect(leaf.headers.slice(0, 5)).toEqual(['Part number', 'Description', 'Stock', 'Price', 'Actions']);
    expect(leaf.wrap.scrolls).toBe(true);
    expect(leaf.parameters.length).toBeGreaterThan(0);
    expect(leaf.parameters.every((parameter) => parameter.label === null)).toBe(true);
    expect(leaf.add.right).toBeLessThanOrEqual(leaf.wrap.right);
    await page.locator('main [role="region"]:has(table)').evaluate((wrap) => (wrap.scrollLeft = wrap.scrollWidth));
    const scrolled = await firstRow(page);
    expect(scrolled.part.left).toBe(leaf.part.left);
    expect(scrolled.add.left).toBeLessThan(leaf.add.left);
    await page.close();
  });

  it('shows each part as a card on a phone, parameters as labelled lines', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${store.url}/category/passive-components/resistors/chip-resistors-surface-mount`);
    const card = await firstRow(page);
    expect(card.page.scrolls).toBe(false);
    expect(card.wrap.scrolls).toBe(false);
    expect(card.add.right).toBeLessThanOrEqual(390);
    expect(card.price.right).toBeLessThanOrEqual(390);
    expect(card.parameters.length).toBeGreaterThan(0);
    // "Resistance  10 kOhms": the column's name is written before each value.
    for (const parameter of card.parameters) expect(parameter.label).toBe(parameter.name);
    await page.close();
  });
});
