import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';

const MPN = 'RC0603FR-0710KL';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const hydrated = (page: Page) => page.waitForSelector('input[name=after][value=stay]', { state: 'attached' });
const scrollToBottom = async (page: Page) => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(400);
  return scrollY(page);
};

/** The element is on screen and not under the sticky header: what sits at its middle is the element itself. */
const inView = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) return false;
    const atMiddle = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2);
    return atMiddle !== null && (element === atMiddle || element.contains(atMiddle));
  });

// Scrolling is the browser's and the router's business, the same on either database.
describe('scroll across navigations in Chromium', () => {
  let store: TestStore;
  let browser: TestBrowser;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite'), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('opens a similar part at the top, and back and forward return to where the reader was', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${store.url}/product/${MPN}`);
    await hydrated(page);
    // The related parts' tables close the page: alternates, then similar parts when there are any.
    const similar = page
      .getByRole('region', { name: /^(Alternates from other manufacturers|Similar parts)$/ })
      .last()
      .getByRole('link')
      .last();
    const nextPartNo = (await similar.textContent())!;
    const bottom = await scrollToBottom(page);
    await similar.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(nextPartNo);
    await expect.poll(() => scrollY(page)).toBe(0);

    // Halfway down the second page, then back: the first page where it was left.
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => scrollY(page)).toBe(300);
    await page.goBack();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(MPN);
    await expect.poll(() => scrollY(page)).toBe(bottom);
    await page.goForward();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(nextPartNo);
    await expect.poll(() => scrollY(page)).toBe(300);

    // The footer, at the very bottom of every page, opens its pages at the top too.
    await scrollToBottom(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(/\/AboutUs$/);
    await expect.poll(() => scrollY(page)).toBe(0);

    // Loaded whole again later in the tab (a new history entry), the first page opens at the top,
    // not where the reader left it in another entry.
    await page.goto(`${store.url}/product/${MPN}`);
    await hydrated(page);
    expect(await scrollY(page)).toBe(0);
    await page.close();
  });

  it('opens a link to an anchor with the anchor in view, on another page and on the same one', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${store.url}/FAQs`);
    await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
    const question = page.getByText('Why did my quantity change when I added a part to the cart?');
    await question.click();
    await question.evaluate((element) => element.scrollIntoView());
    const link = page.locator('details[open]').getByRole('link', { name: 'order multiple' });
    const onFaqs = await scrollY(page);
    expect(onFaqs).toBeGreaterThan(0);

    // Into another page through the router: the anchor, not the top and not the old position.
    await page.evaluate(() => Object.assign(window, { __marker: 'same document' }));
    await link.click();
    await page.waitForURL(/\/Glossary#order-multiple$/);
    const term = page.locator('#order-multiple');
    await expect.poll(() => inView(term)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same document');
    const atTerm = await scrollY(page);
    expect(atTerm).toBeGreaterThan(0);

    // An anchor on the same page (the letter index), then back to the term and back to the question.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'R', exact: true }).click();
    await page.waitForURL(/\/Glossary#letter-r$/);
    await expect.poll(() => inView(page.locator('#letter-r'))).toBe(true);
    await page.goBack();
    await page.waitForURL(/\/Glossary#order-multiple$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/FAQs$/);
    await expect.poll(() => scrollY(page)).toBe(onFaqs);
    await page.close();
  });
});
