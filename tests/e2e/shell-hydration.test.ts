import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryUrl, productUrl } from '@ferrite/contract/urls';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { repoRoot } from '../support/process';
import { startTestStore, type TestStore } from '../support/server';

// The shell's footer, side rail, region pickers and cookie notice are server-rendered with every
// page but hydrated later, each from its own chunk (shell/later-parts.tsx, issue 10).

const manifest = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'packages/storefront-app/dist/client/.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string }>;
const chunkOf = (source: string) => {
  const chunk = manifest[`src/shell/${source}`];
  if (!chunk) throw new Error(`the build has no chunk for src/shell/${source}`);
  return `/${chunk.file}`;
};
const CHUNKS = {
  footer: chunkOf('ShellFooter.tsx'),
  // The parts loaded on idle come in one module (shell/idle-parts.ts).
  sidebar: chunkOf('idle-parts.ts'),
  regionPickers: chunkOf('idle-parts.ts'),
  cookieNotice: chunkOf('idle-parts.ts'),
};

/** Short enough for the home page's footer to be far below it, wide enough for the side rail. */
const VIEWPORT = { width: 1366, height: 700 };

const SIDEBAR = 'aside[aria-label="Quick access"]';

/** A page that never becomes idle: only a trigger of the part's own loads its code. */
const NEVER_IDLE = 'window.requestIdleCallback = () => 0;';

interface Watched {
  problems: string[];
  requested: (chunk: string) => boolean;
}

function watch(page: Page): Watched {
  const problems: string[] = [];
  const urls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return { problems, requested: (chunk) => urls.includes(chunk) };
}

/** React has attached itself to the element (it hydrated, or rendered it). */
const isHydrated = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);

/** The first load has hydrated: the header's search box is React's. */
async function pageHydrated(page: Page): Promise<void> {
  await expect.poll(() => isHydrated(page, 'header input[name="keyword"]'), { timeout: 15_000 }).toBe(true);
}

/** A gate on one chunk's response: the chunk is requested, but arrives only when released. */
async function holdChunk(page: Page, chunk: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${chunk}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('shell parts hydrated later (issue 10)', () => {
  let store: TestStore;
  let browser: TestBrowser;

  /** A new page at the test viewport, watched for problems; `neverIdle` keeps idle from loading the parts. */
  async function openPage(options: { neverIdle?: boolean } = {}): Promise<{ page: Page; seen: Watched }> {
    const page = await browser.context.newPage();
    await page.setViewportSize(VIEWPORT);
    if (options.neverIdle) await page.addInitScript(NEVER_IDLE);
    return { page, seen: watch(page) };
  }

  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite'), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  const subscriptions = async (email: string) =>
    (await store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE email = $1', [email])).rows[0]!.n;

  it('leaves the footer, sidebar and region pickers out of the first load, and hydrates each when it is used', async () => {
    const { page, seen } = await openPage({ neverIdle: true });
    await page.goto(`${store.url}/`);
    await pageHydrated(page);
    await page.waitForLoadState('networkidle');
    // The premise: the footer is well below the first screen (parts start loading 400 px before).
    const footer = page.locator('footer').last();
    expect(await footer.evaluate((element) => element.getBoundingClientRect().top - window.innerHeight)).toBeGreaterThan(500);
    for (const chunk of Object.values(CHUNKS)) expect(seen.requested(chunk), chunk).toBe(false);
    expect(await isHydrated(page, 'footer')).toBe(false);
    expect(await footer.getByRole('button', { name: 'Subscribe' }).count()).toBe(1);

    // Language picker: hovering loads it, and it opens as a hover on the hydrated one would.
    const language = page.getByRole('button', { name: /^Language: / });
    expect(await language.getAttribute('aria-expanded')).toBe('false');
    await language.hover();
    await expect.poll(() => seen.requested(CHUNKS.regionPickers)).toBe(true);
    await expect.poll(() => language.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.move(10, 400);
    await expect.poll(() => language.getAttribute('aria-expanded')).toBe('false');

    // Sidebar: the first press loads it, and the press itself opens the panel.
    const sidebar = page.getByRole('complementary', { name: 'Quick access' });
    const toggle = sidebar.getByRole('button', { name: 'Side panel', exact: true });
    await toggle.click();
    await expect.poll(() => seen.requested(CHUNKS.sidebar)).toBe(true);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => sidebar.getByRole('heading', { level: 2 }).textContent()).toBe('Shopping Cart');
    await sidebar
      .getByRole('group', { name: 'Sections' })
      .getByRole('button', { name: /^Compare/ })
      .click();
    await expect.poll(() => sidebar.getByRole('heading', { level: 2 }).textContent()).toBe('Compare');
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(seen.requested(CHUNKS.footer)).toBe(false);

    // Footer: scrolling near it loads it; its newsletter form then subscribes through the API.
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => seen.requested(CHUNKS.footer)).toBe(true);
    await expect.poll(() => isHydrated(page, 'footer')).toBe(true);
    const email = 'later-footer@example.com';
    const field = footer.getByRole('textbox', { name: 'Email address' });
    await field.fill(email);
    const messagesBefore = await page.getByRole('status').count();
    const answer = page.waitForResponse((response) => response.url().includes('/MessageSubscription/AddMessageSubscriptionService'));
    await field.press('Enter');
    expect((await answer).status()).toBe(200);
    await expect.poll(() => subscriptions(email)).toBe(1);
    // The success message comes as a snackbar.
    await expect.poll(() => page.getByRole('status').count()).toBe(messagesBefore + 1);
    expect(page.url()).toBe(`${store.url}/`);

    expect(seen.problems).toEqual([]);
    await page.close();
  });

  it('presses a sidebar button again and keeps text typed into the footer when their code comes late', async () => {
    const { page, seen } = await openPage({ neverIdle: true });
    const releaseSidebar = await holdChunk(page, CHUNKS.sidebar);
    const releaseFooter = await holdChunk(page, CHUNKS.footer);
    await page.goto(`${store.url}/`);
    await pageHydrated(page);

    const sidebar = page.getByRole('complementary', { name: 'Quick access' });
    const toggle = sidebar.getByRole('button', { name: 'Side panel', exact: true });
    await toggle.click();
    await expect.poll(() => seen.requested(CHUNKS.sidebar)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    releaseSidebar();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');

    const footer = page.locator('footer').last();
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => seen.requested(CHUNKS.footer)).toBe(true);
    const email = 'typed-early@example.com';
    const field = footer.getByRole('textbox', { name: 'Email address' });
    await field.pressSequentially(email);
    expect(await isHydrated(page, 'footer')).toBe(false);
    releaseFooter();
    await expect.poll(() => isHydrated(page, 'footer')).toBe(true);
    const answer = page.waitForResponse((response) => response.url().includes('/MessageSubscription/AddMessageSubscriptionService'));
    await field.press('Enter');
    expect((await answer).status()).toBe(200);
    await expect.poll(() => subscriptions(email)).toBe(1);
    expect(await field.inputValue()).toBe(email);

    expect(seen.problems).toEqual([]);
    await page.close();
  });

  it('keeps the parts out of the first load of a listing and a product page too', async () => {
    const leaf = await store.db.query<{ path: string }>(
      'SELECT c.path FROM parts p JOIN categories c ON c.id = p.category_id GROUP BY c.path ORDER BY count(*) DESC LIMIT 1',
    );
    for (const url of [categoryUrl(leaf.rows[0]!.path), productUrl('STM32F103C8T6')]) {
      const { page, seen } = await openPage({ neverIdle: true });
      await page.goto(`${store.url}${url}`);
      await pageHydrated(page);
      await page.waitForLoadState('networkidle');
      for (const chunk of [CHUNKS.footer, CHUNKS.sidebar, CHUNKS.regionPickers])
        expect(seen.requested(chunk), `${url}: ${chunk}`).toBe(false);
      expect(seen.problems).toEqual([]);
      await page.close();
    }
  });

  it('renders the parts on the server at once, with no boundary left to the browser', async () => {
    const html = await (await fetch(`${store.url}/`)).text();
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toContain('<!--$?-->');
    for (const part of ['footer', 'sidebar', 'region-pickers', 'cookie-notice'])
      expect(html).toContain(`<template data-hydrate-later="${part}"></template><!--$-->`);
    expect(html).toMatch(/<template data-hydrate-later="footer"><\/template><!--\$--><footer/);
    expect(html).toMatch(/<template data-hydrate-later="sidebar"><\/template><!--\$--><aside[^>]* aria-label="Quick access"/);
  });

  it('opens the sidebar when a page asks (Compare) before the sidebar has hydrated', async () => {
    const { page, seen } = await openPage({ neverIdle: true });
    await page.goto(`${store.url}/product/STM32F103C8T6`);
    await pageHydrated(page);
    expect(seen.requested(CHUNKS.sidebar)).toBe(false);
    await page.getByRole('main').getByRole('link', { name: 'Compare', exact: true }).first().click();
    await expect.poll(() => seen.requested(CHUNKS.sidebar)).toBe(true);
    const sidebar = page.getByRole('complementary', { name: 'Quick access' });
    await expect.poll(() => sidebar.getByRole('heading', { level: 2 }).textContent()).toBe('Compare');
    await expect.poll(() => sidebar.getByRole('link', { name: 'STM32F103C8T6' }).count()).toBe(1);
    expect(page.url()).toBe(`${store.url}/product/STM32F103C8T6`);
    expect(seen.problems).toEqual([]);
    await page.close();
  });

  it('navigates on the client before the parts have hydrated, and keeps them', async () => {
    const { page, seen } = await openPage({ neverIdle: true });
    await page.goto(`${store.url}/`);
    await pageHydrated(page);
    await page.evaluate(() => Object.assign(window, { __ferriteMarker: 'kept' }));
    await page.getByRole('link', { name: 'STM32F103C8T6', exact: true }).first().click();
    await page.waitForURL(/\/product\/STM32F103C8T6$/);
    expect(await page.evaluate(() => (window as unknown as { __ferriteMarker?: string }).__ferriteMarker)).toBe('kept');
    // The navigation loaded every part; the server's footer and sidebar are still there, now React's.
    await expect.poll(() => isHydrated(page, 'footer')).toBe(true);
    await expect.poll(() => isHydrated(page, SIDEBAR)).toBe(true);
    expect(await page.locator('footer').last().getByRole('button', { name: 'Subscribe' }).count()).toBe(1);
    expect(await page.getByRole('complementary', { name: 'Quick access' }).count()).toBe(1);
    expect(seen.problems).toEqual([]);
    await page.close();
  });

  it('keeps what a shopper typed into the header search before the page hydrated', async () => {
    const page = await browser.context.newPage();
    const seen = watch(page);
    const startClient = manifest['src/start-client.tsx'];
    if (!startClient) throw new Error('the build has no chunk for src/start-client.tsx');
    const releaseApp = await holdChunk(page, `/${startClient.file}`);
    await page.goto(`${store.url}/`, { waitUntil: 'commit' });
    const box = page.getByRole('banner').getByRole('combobox');
    await box.pressSequentially('STM', { delay: 20 });
    expect(await isHydrated(page, 'header input[name="keyword"]')).toBe(false);
    releaseApp();
    await pageHydrated(page);
    await box.pressSequentially('32F1', { delay: 20 });
    expect(await box.inputValue()).toBe('STM32F1');
    await page
      .getByRole('option', { name: /STM32F1/ })
      .first()
      .waitFor();
    await box.press('Enter');
    await page.waitForURL(/\/keywords\/STM32F1$/);
    expect(seen.problems).toEqual([]);
    await page.close();
  });

  it('keeps what a visitor typed into the calculators filter and a calculator before the page hydrated', async () => {
    const page = await browser.context.newPage();
    const seen = watch(page);
    const startClient = manifest['src/start-client.tsx'];
    if (!startClient) throw new Error('the build has no chunk for src/start-client.tsx');
    const releaseApp = await holdChunk(page, `/${startClient.file}`);
    await page.goto(`${store.url}/tools`, { waitUntil: 'commit' });
    const filter = page.getByRole('searchbox', { name: 'Filter calculators' });
    await filter.pressSequentially('strip', { delay: 20 });
    expect(await isHydrated(page, 'input[name="q"]')).toBe(false);
    releaseApp();
    await expect.poll(() => isHydrated(page, 'input[name="q"]'), { timeout: 15_000 }).toBe(true);
    await filter.pressSequentially('line', { delay: 20 });
    expect(await filter.inputValue()).toBe('stripline');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('stripline');
    const ohms = await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href$="/ohms-law"]')?.getAttribute('href'));
    await page.unroute('**/*');

    // A calculator: the voltage typed before hydration stays, and the URL and results follow it.
    const calculator = await browser.context.newPage();
    const watched = watch(calculator);
    const release = await holdChunk(calculator, `/${startClient.file}`);
    await calculator.goto(`${store.url}${ohms ?? '/tools/components/basic-circuits/ohms-law'}`, { waitUntil: 'commit' });
    const voltage = calculator.getByRole('textbox', { name: /^Voltage/ });
    await voltage.fill('5');
    expect(await isHydrated(calculator, 'input[name="voltage"]')).toBe(false);
    release();
    await expect.poll(() => isHydrated(calculator, 'input[name="voltage"]'), { timeout: 15_000 }).toBe(true);
    expect(await voltage.inputValue()).toBe('5');
    await expect.poll(() => new URL(calculator.url()).searchParams.get('voltage')).toBe('5');
    expect([...seen.problems, ...watched.problems]).toEqual([]);
    await page.close();
    await calculator.close();
  });

  it('keeps a part in the page when a link to an anchor makes React render it before its code came', async () => {
    const { page, seen } = await openPage({ neverIdle: true });
    const releaseFooter = await holdChunk(page, CHUNKS.footer);
    await page.goto(`${store.url}/AboutUs`);
    await pageHydrated(page);
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const before = await height();
    await page.getByRole('navigation', { name: 'About Ferrite' }).getByRole('link', { name: 'News Centre' }).click();
    await page.waitForURL(/#news-centre$/);
    await expect.poll(() => seen.requested(CHUNKS.footer)).toBe(true);
    // The footer's code is held back: the page keeps its footer and its length, so the anchor is
    // where the link put it (82 px below the top: the About nav's 70 and a medium space of the
    // theme's scale), not pulled up short.
    expect(await height()).toBe(before);
    expect(await page.locator('footer').last().getByRole('button', { name: 'Subscribe' }).count()).toBe(1);
    expect(await page.evaluate(() => Math.round(document.getElementById('news-centre')!.getBoundingClientRect().top))).toBe(82);
    releaseFooter();
    await expect.poll(() => isHydrated(page, 'footer')).toBe(true);
    expect(await page.locator('footer').count()).toBe(1);
    expect(await height()).toBe(before);
    expect(seen.problems).toEqual([]);
    await page.close();
  });

  it('loads the sidebar, region pickers and cookie notice once the page is idle after loading, not the footer', async () => {
    const { page, seen } = await openPage();
    await page.goto(`${store.url}/`);
    await pageHydrated(page);
    await expect.poll(() => isHydrated(page, SIDEBAR)).toBe(true);
    const startedAfterLoad = await page.evaluate(
      (chunks) => {
        const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return chunks.map((chunk) => {
          const entry = performance.getEntriesByType('resource').find((resource) => new URL(resource.name).pathname === chunk);
          return entry !== undefined && entry.startTime >= loaded.loadEventStart;
        });
      },
      [CHUNKS.sidebar, CHUNKS.regionPickers, CHUNKS.cookieNotice],
    );
    expect(startedAfterLoad).toEqual([true, true, true]);
    expect(seen.requested(CHUNKS.footer)).toBe(false);
    expect(await isHydrated(page, 'footer')).toBe(false);
    // The cookie notice works once hydrated: an answer hides it.
    await page.getByRole('button', { name: 'Accept Cookies' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Accept Cookies' }).count()).toBe(0);
    expect(seen.problems).toEqual([]);
    await page.close();
  });
  it('hydrates the sidebar as the server rendered it when the cart loaded first, then shows the cart', async () => {
    const cartPage = await browser.context.newPage();
    await cartPage.goto(`${store.url}/product/STM32F103C8T6`);
    await pageHydrated(cartPage);
    const form = cartPage.getByRole('form', { name: 'Add STM32F103C8T6 to cart' }).first();
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe('Added to cart');
    await cartPage.close();

    // The server renders no cart count; the browser loads the cart while the sidebar waits.
    const { page, seen } = await openPage({ neverIdle: true });
    const header = page.locator('header').first();
    await page.goto(`${store.url}/`);
    await pageHydrated(page);
    await expect.poll(() => header.textContent()).toContain('1 items');
    expect(seen.requested(CHUNKS.sidebar)).toBe(false);
    const sidebar = page.getByRole('complementary', { name: 'Quick access' });
    await sidebar.getByRole('button', { name: 'Side panel', exact: true }).click();
    await expect.poll(() => sidebar.getByRole('button', { name: 'Shopping Cart (1)' }).count()).toBe(1);
    await expect.poll(() => sidebar.getByRole('link', { name: 'STM32F103C8T6' }).count()).toBe(1);
    expect(seen.problems).toEqual([]);
    await page.close();
  });
});
