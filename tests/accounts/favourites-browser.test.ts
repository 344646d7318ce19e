import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';
import { signedInClient } from './support';

const PART_A = 'RC0603FR-0710KL';

/** The heart of a part, once the page has hydrated and the favourites list has come. */
const heart = (page: Page, partNo: string) =>
  page
    .getByRole('main')
    .getByRole('button', { name: `Favourite ${partNo}` })
    .first();
const pressed = (page: Page, partNo: string) => heart(page, partNo).getAttribute('aria-pressed');

async function favouriteMpns(store: TestStore, email: string): Promise<string[]> {
  const { rows } = await store.db.query<{ mpn: string }>(
    `SELECT p.mpn FROM favourites f JOIN parts p ON p.id = f.part_id JOIN users u ON u.id = f.user_id
      WHERE lower(u.email) = lower($1) ORDER BY p.mpn`,
    [email],
  );
  return rows.map((row) => row.mpn);
}

// The hearts are the page's and the API's business, the same on either database.
describe('favourites in Chromium', () => {
  let store: TestStore;
  let browser: TestBrowser;
  let partB: string;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite'), launchBrowser()]);
    const { rows } = await store.db.query<{ mpn: string }>(
      `SELECT mpn FROM parts WHERE mpn <> $1 AND stock > 0 GROUP BY mpn HAVING count(*) = 1 ORDER BY mpn LIMIT 1`,
      [PART_A],
    );
    partB = rows[0]!.mpn;
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('a guest saves one part from its page and one from a listing; after signing in both are in the account', async () => {
    const account = await signedInClient(store, { userName: 'Grace' });
    const page = await browser.context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`${store.url}/product/${PART_A}`);
    await expect.poll(() => pressed(page, PART_A)).toBe('false');
    await heart(page, PART_A).click();
    await expect.poll(() => pressed(page, PART_A)).toBe('true');

    await page.goto(`${store.url}/keywords/${encodeURIComponent(partB)}`);
    await expect.poll(() => pressed(page, partB)).toBe('false');
    await heart(page, partB).click();
    await expect.poll(() => pressed(page, partB)).toBe('true');
    // Kept for this browser: a new page load still shows both saved.
    await page.goto(`${store.url}/product/${PART_A}`);
    await expect.poll(() => pressed(page, PART_A)).toBe('true');

    await page.goto(`${store.url}/account/login?redirect=%2Faccount%2Ffavourites`);
    await page.getByRole('main').getByLabel('Email').fill(account.email);
    await page.locator('input[name=Password]').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/account\/favourites$/);
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('link', { name: PART_A, exact: true }).count()).toBe(1);
    expect(await main.getByRole('link', { name: partB, exact: true }).count()).toBe(1);
    expect(await favouriteMpns(store, account.email)).toEqual([PART_A, partB].sort());
    expect(problems).toEqual([]);
    await page.close();
  });

  it('signed in, a removal and an addition on a product page last across reloads', async () => {
    const account = await signedInClient(store, { userName: 'Ada' });
    const page = await browser.context.newPage();
    await browser.context.clearCookies();
    await page.goto(`${store.url}/account/login?redirect=%2Fproduct%2F${PART_A}`);
    await page.getByRole('main').getByLabel('Email').fill(account.email);
    await page.locator('input[name=Password]').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(new RegExp(`/product/${PART_A}$`));

    await expect.poll(() => pressed(page, PART_A)).toBe('false');
    await heart(page, PART_A).click();
    await expect.poll(() => pressed(page, PART_A)).toBe('true');
    await page.reload();
    await expect.poll(() => pressed(page, PART_A)).toBe('true');
    expect(await favouriteMpns(store, account.email)).toEqual([PART_A]);

    await heart(page, PART_A).click();
    await expect.poll(() => pressed(page, PART_A)).toBe('false');
    await page.reload();
    await expect.poll(() => pressed(page, PART_A)).toBe('false');
    expect(await favouriteMpns(store, account.email)).toEqual([]);
    await page.goto(`${store.url}/account/favourites`);
    await expect.poll(() => page.getByRole('main').getByRole('link', { name: PART_A, exact: true }).count()).toBe(0);
    await page.close();
  });
});
