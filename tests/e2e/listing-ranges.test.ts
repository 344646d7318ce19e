import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { callApi } from '../support/api';
import { startTestStore, type TestStore } from '../support/server';
import { quantityOf } from '../../packages/server/src/catalog/facet-order';

const PATH = '/category/resistors/chip-resistors-surface-mount';

/** Resistances of the listed rows, in ohms, read from the parts table's Resistance column. */
async function listedOhms(page: Page): Promise<number[]> {
  const table = page.getByRole('table').first();
  const headers = await table.locator('thead th').allTextContents();
  const column = headers.findIndex((text) => text.trim() === 'Resistance');
  expect(column).toBeGreaterThanOrEqual(0);
  const cells = await table.locator(`tbody tr > :nth-child(${column + 1})`).allTextContents();
  // A cell also holds its column's name for the phone's card layout: the value is what follows it.
  return cells.map((text) => quantityOf(text.replace(/^\D*/, ''))!);
}

/** Each row's part number: the first link of its first cell (the maker's link follows it). */
const partNumbers = (page: Page) =>
  page
    .getByRole('table')
    .first()
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent ?? ''));

async function typeRange(page: Page) {
  const ranges = page.getByRole('form', { name: 'Value ranges' });
  const resistance = ranges.getByRole('group', { name: /^Resistance/ });
  await resistance.getByLabel('From').fill('10k');
  await resistance.getByLabel('To').fill('47k');
  await ranges.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/from\.Resistance=10k&to\.Resistance=47k/);
}

describe.each([true, false])('range filter and sort on a category page (JavaScript %s)', (javaScriptEnabled) => {
  let store: TestStore;
  let browser: TestBrowser;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite'), launchBrowser({ javaScriptEnabled })]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('lists only resistances in 10k–47k, then reorders by the chosen sort', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${store.url}${PATH}`);
    const apply = page.locator('.fe-controls button[type=submit]');
    // Once the page runs, the sort form needs no button; without JavaScript it keeps it.
    if (javaScriptEnabled) await apply.waitFor({ state: 'detached' });
    else expect(await apply.count()).toBe(1);

    await typeRange(page);
    // The address changes as the navigation commits; the rows may follow a moment later.
    const inRange = async () => {
      const ohms = await listedOhms(page);
      return ohms.length > 0 && ohms.every((value) => value >= 10_000 && value <= 47_000);
    };
    await expect.poll(inRange).toBe(true);

    const before = await partNumbers(page);
    await page.getByLabel('Sort by').selectOption('partno_asc');
    if (!javaScriptEnabled) await apply.click();
    await page.waitForURL(/sort=partno_asc/);
    // The range is kept across the sort.
    expect(page.url()).toContain('from.Resistance=10k');
    await page.waitForFunction(
      (old) => [...document.querySelectorAll('table tbody tr')].map((row) => row.querySelector('a')?.textContent ?? '').join() !== old,
      before.join(),
    );
    // The order the API gives for the same range and sort (the database's collation decides it).
    const api = await callApi<{ items: { PartNo: string }[] }>(
      store,
      `/api/category/Listing?path=${PATH.replace('/category/', '')}&sort=partno_asc&r=${encodeURIComponent('Resistance:10k~47k')}`,
    );
    await expect.poll(() => partNumbers(page)).toEqual(api.body.data.items.map((item) => item.PartNo));
    expect(await inRange()).toBe(true);
    await page.close();
  });

  it('says what is wrong with a range and leaves the listing as it was', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${store.url}${PATH}?from.Resistance=47k&to.Resistance=10k`);
    expect(await page.getByText('Resistance: “From” is above “To”.').count()).toBe(1);
    expect(await page.getByRole('table').first().locator('tbody tr').count()).toBeGreaterThan(0);
    await page.close();
  });
});
