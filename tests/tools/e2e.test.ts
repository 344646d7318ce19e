import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatorBySlug, formatOutput } from '../../packages/calculators/src/index';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { repoRoot } from '../support/process';
import { startTestStore, type TestStore } from '../support/server';

const DIVIDER_PATH = '/tools/components/basic-circuits/voltage-divider';

/** The output voltage the library gives for these inputs, as the page should print it. */
function expectedOutputVoltage(raw: Record<string, string>): string {
  const divider = calculatorBySlug('voltage-divider')!;
  const result = divider.run(raw);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return formatOutput(
    divider.outputs.find((output) => output.key === 'outputVoltage')!,
    result.values.outputVoltage!,
  );
}

/** Console errors and warnings, and uncaught exceptions, of one page. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const outputText = (page: Page, key: string) => page.locator(`[data-output="${key}"] dd`).textContent();

/** The copy button renders only once React runs in the page: the sign that hydration is done. */
const hydrated = (page: Page) => page.getByRole('button', { name: 'Copy result' }).waitFor();

describe('calculator pages in Chromium', () => {
  let store: TestStore;
  let browser: TestBrowser;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite', { parts: 300 }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('recomputes as the visitor types, keeps the inputs in the URL, and a fresh page opens the shared result', async () => {
    const page = await browser.context.newPage();
    const problems = watchProblems(page);
    const response = await page.goto(`${store.url}${DIVIDER_PATH}`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Voltage divider calculator | Ferrite');
    await hydrated(page);
    // The head is made again on hydration, from the calculator loaded before it.
    expect(await page.title()).toBe('Voltage divider calculator | Ferrite');
    await page.evaluate(() => Object.assign(window, { __toolsMarker: 'same document' }));
    const historyLength = await page.evaluate(() => history.length);

    await page.getByLabel('Input voltage', { exact: true }).fill('5');
    await page.getByLabel('R1 (top)', { exact: true }).fill('22');
    await page.getByLabel('R2 (bottom)', { exact: true }).fill('470');
    await page.getByRole('combobox', { name: 'R2 (bottom) unit' }).selectOption('ohm');
    const expected = expectedOutputVoltage({ inputVoltage: '5', r1: '22', r1Unit: 'kohm', r2: '470', r2Unit: 'ohm' });
    // No submit: the result follows the fields.
    await expect.poll(() => outputText(page, 'outputVoltage')).toBe(expected);
    await expect.poll(() => new URL(page.url()).searchParams.get('r2Unit')).toBe('ohm');
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(['inputVoltage', 'r1', 'r1Unit', 'r2', 'r2Unit'].map((key) => [key, params.get(key)]))).toEqual({
      inputVoltage: '5',
      r1: '22',
      r1Unit: 'kohm',
      r2: '470',
      r2Unit: 'ohm',
    });
    expect(new URL(page.url()).pathname).toBe(DIVIDER_PATH);
    // Replaced, not pushed, and never reloaded.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await page.evaluate(() => (window as unknown as { __toolsMarker?: string }).__toolsMarker)).toBe('same document');

    const shared = await browser.context.newPage();
    const sharedProblems = watchProblems(shared);
    expect((await shared.goto(page.url()))?.status()).toBe(200);
    expect(await outputText(shared, 'outputVoltage')).toBe(expected);
    await hydrated(shared);
    expect(await shared.getByLabel('R2 (bottom)', { exact: true }).inputValue()).toBe('470');
    expect(await shared.getByRole('combobox', { name: 'R2 (bottom) unit' }).inputValue()).toBe('ohm');
    expect(await outputText(shared, 'outputVoltage')).toBe(expected);

    expect(problems).toEqual([]);
    expect(sharedProblems).toEqual([]);
    await shared.close();
    await page.close();
  });

  it('shows a field’s message as soon as its value is bad, and the result again once it is fixed', async () => {
    const page = await browser.context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${store.url}${DIVIDER_PATH}`);
    await hydrated(page);
    const r1 = page.getByLabel('R1 (top)', { exact: true });
    await r1.fill('-3');
    await expect.poll(() => page.locator('#calc-r1-error').textContent()).toBe('R1 (top) must be greater than 0');
    expect(await r1.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[data-output]').count()).toBe(0);
    await r1.fill('10');
    await expect.poll(() => outputText(page, 'outputVoltage')).toBe(expectedOutputVoltage({ r1: '10', r1Unit: 'kohm' }));
    expect(await page.locator('#calc-r1-error').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows and hides fields by their select, and copies the result with a brief status', async () => {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: store.url });
    const page = await browser.context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${store.url}/tools/ohms-law`);
    expect(new URL(page.url()).pathname).toBe('/tools/components/basic-circuits/ohms-law');
    await hydrated(page);
    await page.getByRole('button', { name: 'Copy result' }).click();
    await expect.poll(() => page.locator('.fe-calc__copy [role="status"]').textContent()).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("Ohm's law");
    expect(copied).toContain('Current: 120 mA');
    expect(copied).toContain(`${store.url}/tools/components/basic-circuits/ohms-law?`);
    await expect.poll(() => page.locator('.fe-calc__copy [role="status"]').textContent(), { timeout: 5_000 }).toBe('');

    await page.goto(`${store.url}/tools/components/passive-components/resistor-colour-code`);
    await hydrated(page);
    expect(await page.getByLabel('3rd digit').count()).toBe(0);
    await page.getByLabel('Number of bands').selectOption('5');
    await expect.poll(() => page.getByLabel('3rd digit').count()).toBe(1);
    await expect.poll(() => new URL(page.url()).searchParams.get('digit3')).toBe('black');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('filters the /tools list as the visitor types', async () => {
    const page = await browser.context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${store.url}/tools`);
    const links = page.locator('main li a[href^="/tools/"]');
    const all = await links.count();
    expect(all).toBeGreaterThan(40);
    await page.evaluate(() => Object.assign(window, { __toolsMarker: 'same document' }));
    await page.getByRole('searchbox', { name: 'Filter calculators' }).pressSequentially('stripline', { delay: 20 });
    // Stripline impedance, and the differential pair whose stripline mode the word also names.
    const hrefs = () => links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')).sort());
    await expect
      .poll(hrefs)
      .toEqual(['/tools/components/pcb-design/differential-pair-impedance', '/tools/components/pcb-design/stripline-impedance']);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('stripline');
    await page.locator('main li a[href$="/stripline-impedance"]').click();
    await page.waitForURL(/stripline-impedance$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Stripline impedance');
    await expect.poll(() => page.title()).toBe('Stripline impedance calculator | Ferrite');
    expect(await page.evaluate(() => (window as unknown as { __toolsMarker?: string }).__toolsMarker)).toBe('same document');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('loads the code of the calculator it shows, not of every calculator', async () => {
    const page = await browser.context.newPage();
    const problems = watchProblems(page);
    const chunks: string[] = [];
    page.on('request', (request) => {
      const file = /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
      if (file) chunks.push(file[1]!);
    });
    await page.goto(`${store.url}${DIVIDER_PATH}`);
    await hydrated(page);
    // Chunks are named after their first module: of the calculators' modules, only the divider's loads.
    const calculatorModules = ['calculators', 'conversions'].flatMap((folder) =>
      fs
        .readdirSync(path.join(repoRoot, 'packages/calculators/src', folder))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => file.replace(/\.ts$/, '')),
    );
    expect(calculatorModules.length).toBeGreaterThan(40);
    expect([...new Set(chunks.filter((chunk) => calculatorModules.includes(chunk)))]).toEqual(['voltage-divider']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('works without JavaScript: Calculate submits the GET form and the server renders the result', async () => {
    const noJs = await launchBrowser({ javaScriptEnabled: false });
    try {
      const page = await noJs.context.newPage();
      await page.goto(`${store.url}${DIVIDER_PATH}`);
      expect(await page.getByRole('button', { name: 'Copy result' }).count()).toBe(0);
      await page.getByLabel('Input voltage', { exact: true }).fill('9');
      await page.getByRole('combobox', { name: 'R1 (top) unit' }).selectOption('ohm');
      await page.getByLabel('R1 (top)', { exact: true }).fill('1000');
      await Promise.all([page.waitForURL(/inputVoltage=9/), page.getByRole('button', { name: 'Calculate' }).click()]);
      expect(new URL(page.url()).searchParams.get('r1Unit')).toBe('ohm');
      expect(await outputText(page, 'outputVoltage')).toBe(expectedOutputVoltage({ inputVoltage: '9', r1: '1000', r1Unit: 'ohm' }));
    } finally {
      await noJs.close();
    }
  });

  it('fits a 390 px phone when a unit list holds a long name (pressure: kilogram-force per square centimetre)', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 900 });
    for (const lang of ['en', 'ar']) {
      await browser.context.addCookies([{ name: '_lang', value: lang, url: store.url }]);
      await page.goto(`${store.url}/tools/components/conversions/pressure-converter`);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
        form: document.querySelector('.fe-calc__form')!.getBoundingClientRect().width,
      }));
      expect(widths.page, lang).toBe(widths.viewport);
      expect(widths.form, lang).toBeLessThan(widths.viewport);
    }
    await page.close();
  });
});
