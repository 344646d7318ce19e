import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';
import { setUpPart, type PartFacts } from './support';

const hydrated = (page: Page) => page.waitForSelector('input[name=after][value=stay]', { state: 'attached' });

/** The quantities in this browser's cart, by part id, as the database holds them. */
async function cartQuantities(store: TestStore, partId: number): Promise<number[]> {
  const { rows } = await store.db.query<{ qty: number }>('SELECT qty FROM cart_lines WHERE part_id = $1 ORDER BY id', [partId]);
  return rows.map((row) => row.qty);
}

// What the field says is the page's and the kit's business, the same on either database.
describe('minimums and multiples explained before anything is added, in Chromium', () => {
  let store: TestStore;
  let browser: TestBrowser;
  let reel: PartFacts;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite'), launchBrowser()]);
    // A part sold in reels of 250 (MOQ 250), one price for every quantity: $1.504 each.
    reel = await setUpPart(store.db, 7, { stock: 100_000, moq: 250, multiple: 250, breaks: [{ qty: 1, unitPriceMicros: 1_504_000 }] });
    const { rows } = await store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM parts WHERE mpn = $1', [reel.mpn]);
    expect(rows[0]!.n).toBe(1);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('on the product page: 25 says 250 and why before the click, 260 says 500; the cart line keeps saying it', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${store.url}/product/${encodeURIComponent(reel.mpn)}`);
    await hydrated(page);
    const form = page.getByRole('form', { name: `Add ${reel.mpn} to cart` });
    const field = form.getByRole('spinbutton');
    const note = form.locator('[aria-live=polite]').filter({ hasText: 'will be added' });

    await field.fill('25');
    await expect.poll(() => note.textContent()).toBe('250 will be added: sold in multiples of 250');
    expect(await cartQuantities(store, reel.id)).toEqual([]);
    await field.press('Tab');
    expect(await field.inputValue()).toBe('250');
    // Still said after the field snapped, and the line total is for what will be added.
    expect(await note.textContent()).toBe('250 will be added: sold in multiples of 250');
    expect(await page.getByRole('complementary', { name: 'Pricing' }).textContent()).toContain('250 ×');
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => cartQuantities(store, reel.id)).toEqual([250]);

    await field.fill('260');
    await expect.poll(() => note.textContent()).toBe('500 will be added: sold in multiples of 250');
    await field.fill('750');
    await expect.poll(() => note.count()).toBe(0);

    // The cart line states the rule, and a typed quantity there says what will be saved before it is.
    await page.goto(`${store.url}/shopcart`);
    // The shell's scroll restoration turns the browser's off once the page has hydrated.
    await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
    const row = page.getByRole('row').filter({ hasText: reel.mpn });
    expect(await row.getByText('Min. 250 · Multiples of 250').count()).toBe(1);
    const lineField = row.getByRole('spinbutton', { name: `Quantity of ${reel.mpn}` });
    await lineField.fill('600');
    const lineNote = row.locator('[aria-live=polite]').filter({ hasText: 'will be saved' });
    await expect.poll(() => lineNote.textContent()).toBe('750 will be saved: sold in multiples of 250');
    expect(await cartQuantities(store, reel.id)).toEqual([250]);
    await lineField.press('Tab');
    await expect.poll(() => cartQuantities(store, reel.id)).toEqual([750]);
    expect(await lineNote.textContent()).toBe('750 will be saved: sold in multiples of 250');
    await page.close();
  });

  it('in a listing’s quick add, and in the reader’s language (Russian pack, German translation memory)', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${store.url}/keywords/${encodeURIComponent(reel.mpn)}`);
    await hydrated(page);
    const form = page.getByRole('form', { name: `Add ${reel.mpn} to cart` }).first();
    await form.getByRole('spinbutton').fill('1,001');
    await expect.poll(() => form.getByText('1,250 will be added: sold in multiples of 250').count()).toBe(1);

    for (const [lang, said] of [
      ['ru', 'Будет добавлено 250: продаётся кратно 250'],
      ['de', '250 werden hinzugefügt: nur in Vielfachen von 250 erhältlich'],
    ] as const) {
      await browser.context.addCookies([{ name: '_lang', value: lang, url: store.url }]);
      await page.goto(`${store.url}/product/${encodeURIComponent(reel.mpn)}`);
      await hydrated(page);
      const field = page.getByRole('main').getByRole('spinbutton').first();
      await field.fill('25');
      await expect.poll(() => page.getByRole('main').getByText(said).count()).toBe(1);
    }
    await browser.context.clearCookies({ name: '_lang' });
    await page.close();
  });
});
