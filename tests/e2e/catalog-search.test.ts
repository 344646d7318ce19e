import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';

// Issue "Catalogue", must show: type in the header search → suggestions → Enter → results →
// product page → add to compare → the compare page shows it.
describe('finding a part in Chromium', () => {
  let store: TestStore;
  let browser: TestBrowser;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite'), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('suggests as you type, searches on Enter, opens the product and compares it', async () => {
    const page = await browser.context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.goto(`${store.url}/`);
    const box = page.getByRole('banner').getByRole('combobox');
    await box.pressSequentially('STM32F1', { delay: 20 });
    // Autocomplete answers after the 150 ms debounce with products of the typed prefix.
    const suggestion = page.getByRole('option', { name: /STM32F1/ }).first();
    await suggestion.waitFor();
    expect(await page.getByRole('option', { name: /STM32F1/ }).count()).toBeGreaterThan(0);

    await box.press('Enter');
    await page.waitForURL(/\/keywords\/STM32F1$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('STM32F1');

    await page.getByRole('main').getByRole('link', { name: 'STM32F103C8T6', exact: true }).first().click();
    await page.waitForURL(/\/product\/STM32F103C8T6$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('STM32F103C8T6');

    await page.getByRole('main').getByRole('link', { name: 'Compare', exact: true }).first().click();
    await expect.poll(() => page.getByText('STM32F103C8T6 added to compare (1)').count()).toBe(1);
    // The compare list lives in browser storage: the bare compare page fills itself from it.
    await page.goto(`${store.url}/product/compare`);
    await page.waitForURL(/\/product\/compare\?ids=\d+$/);
    await expect.poll(() => page.getByRole('main').getByRole('link', { name: 'STM32F103C8T6' }).count()).toBeGreaterThan(0);
    // The compare page buys and links the datasheet, as a listing does.
    const datasheet = page.getByRole('main').getByRole('link', { name: 'Datasheet' }).first();
    expect(await datasheet.getAttribute('href')).toMatch(/^https?:\/\//);
    const form = page.getByRole('form', { name: 'Add STM32F103C8T6 to cart' }).first();
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe('Added to cart');
    // The search was remembered: the panel offers it as history next time.
    expect(await page.evaluate(() => localStorage.getItem('fe.searchHistory'))).toContain('STM32F1');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('ranks the popular part first with its stock and price, offers categories, and keeps history for the empty box', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${store.url}/`);
    await page.evaluate(() => localStorage.setItem('fe.searchHistory', JSON.stringify({ LM358DR: Date.now() })));
    await page.reload();
    // History is read from storage once the search box is React's (after hydration).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const input = document.querySelector('header input[name="keyword"]');
          return input !== null && Object.keys(input).some((key) => key.startsWith('__reactFiber'));
        }),
      )
      .toBe(true);
    const box = page.getByRole('banner').getByRole('combobox');
    const listbox = page.getByRole('banner').getByRole('listbox');
    await box.click();
    // Empty box: the reader's history is offered.
    await expect.poll(() => listbox.getByRole('group', { name: 'Search History' }).count()).toBe(1);
    await box.pressSequentially('STM32F1', { delay: 20 });
    const products = listbox.getByRole('group', { name: 'Products' }).getByRole('option');
    await products.first().waitFor();
    const first = (await products.first().textContent()) ?? '';
    expect(first).toMatch(/^STM32F103C8T6/);
    expect(first).toMatch(/[\d,]+ in stock|Out of stock/);
    expect(first).toMatch(/from \$\d/);
    // Typing hides history and hot searches.
    expect(await listbox.getByRole('group', { name: 'Search History' }).count()).toBe(0);
    expect(await listbox.getByRole('group', { name: 'Hot Searches' }).count()).toBe(0);

    await box.fill('');
    await box.pressSequentially('resistor', { delay: 20 });
    const category = listbox.getByRole('group', { name: 'Categories' }).getByRole('option').first();
    await category.waitFor();
    const name = ((await category.textContent()) ?? '').trim();
    expect(name.toLowerCase()).toContain('resistor');
    // Keyboard: arrows reach the category (after the products), Enter opens its page.
    const options = await listbox.getByRole('option').count();
    const categoryIndex = (await listbox.getByRole('option').allTextContents()).findIndex((text) => text.trim() === name);
    expect(categoryIndex).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= categoryIndex; i += 1) await box.press('ArrowDown');
    expect(options).toBeGreaterThan(categoryIndex);
    await box.press('Enter');
    await page.waitForURL(/\/category\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(name);
    await page.close();
  });
});
