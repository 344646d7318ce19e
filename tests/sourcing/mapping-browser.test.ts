import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';
import { UNGUESSABLE_BOM } from './helpers';

// The mapping step as a buyer meets it: a file the reader cannot guess, mapped by hand, previewed,
// then matched; with JavaScript (fetch submissions) and without (forms posted to route actions).
describe.each([true, false])('the BOM mapping step in Chromium (JavaScript %s)', (javaScriptEnabled) => {
  let store: TestStore;
  let browser: TestBrowser;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite'), launchBrowser({ javaScriptEnabled })]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('uploads a file whose columns cannot be told, maps them, previews the lines and continues to matched lines', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${store.url}/bom`);
    await page.locator('#bom-file').setInputFiles({ name: 'regler.csv', mimeType: 'text/csv', buffer: Buffer.from(UNGUESSABLE_BOM) });
    await page.getByRole('button', { name: 'Upload and match' }).click();
    await page.waitForURL(/\/bom\/[\w-]{22}$/);
    await page.getByText('Choose the header row and the columns', { exact: true }).waitFor();
    expect(await page.getByText('We could not tell which columns hold the parts.', { exact: false }).count()).toBe(1);
    expect(await page.locator('[data-testid="bom-lines"]').count()).toBe(0);

    // No header was found: the columns are 'Column 1…4'. Say what they hold, and that row 2 is the header.
    await page.locator('#bom-header').selectOption('2');
    await page.getByLabel('Column 1', { exact: true }).selectOption('designators');
    await page.getByLabel('Column 2', { exact: true }).selectOption('quantity');
    await page.getByLabel('Column 3', { exact: true }).selectOption('value');
    await page.getByLabel('Column 4', { exact: true }).selectOption('package');
    await page.getByRole('button', { name: 'Preview the lines' }).click();

    // The preview: the columns now carry row 2's names and the roles chosen, and the lines as they will be read.
    const preview = page.locator('[data-testid="bom-mapping-preview"]');
    await preview.waitFor();
    expect(await preview.getByText('3 lines will be read.', { exact: false }).count()).toBe(1);
    expect(await page.locator('#bom-header').inputValue()).toBe('2');
    expect(await page.getByLabel('Anz.', { exact: true }).inputValue()).toBe('quantity');
    expect(await page.getByLabel('Bauteil', { exact: true }).inputValue()).toBe('value');
    const previewRows = await preview.locator('tbody tr').allInnerTexts();
    expect(previewRows).toHaveLength(3);
    expect(previewRows[2]).toContain('LM358DR');
    expect(previewRows[0]).toContain('R1-2');

    await page.getByRole('button', { name: 'Continue to matching' }).click();
    const lines = page.locator('[data-testid="bom-lines"] tbody tr');
    await lines.first().waitFor();
    expect(await lines.count()).toBe(3);
    expect(await lines.nth(2).innerText()).toContain('LM358DR');
    expect(await lines.nth(2).locator('[data-confidence]').getAttribute('data-confidence')).toBe('exact');
    expect(await page.getByText('Choose the header row and the columns', { exact: true }).count()).toBe(0);
    await page.close();
  });
});
