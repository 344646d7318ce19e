import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import type { TestStore } from '../support/server';
import { count, startContentStore, uniqueEmail } from './support';

describe('content pages in Chromium', () => {
  let store: TestStore;
  let browser: TestBrowser;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startContentStore('pglite'), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('switches the About nav style after 70px of scroll and marks the section in view', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${store.url}/AboutUs`);
    const nav = page.getByRole('navigation', { name: 'About Ferrite' });
    expect((await nav.boundingBox())?.height).toBe(70);
    const background = () => nav.evaluate((element) => getComputedStyle(element).backgroundColor);
    const before = await background();
    const scrolledState = () => nav.getAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 71));
    await expect.poll(scrolledState).toBe('true');
    // Back to 60, under the switch point: the nav switches back (a lower threshold would leave it
    // 'true'), something to wait for rather than a pause in which nothing should happen.
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect.poll(scrolledState).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 71));
    await expect.poll(scrolledState).toBe('true');
    // The style change is a short CSS transition.
    await expect.poll(background).not.toBe(before);
    await nav.getByRole('link', { name: 'News Centre' }).click();
    await expect.poll(() => nav.locator('a[aria-current="true"]').textContent()).toBe('News Centre');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => nav.getAttribute('data-scrolled')).toBe('false');
    await page.close();
  });

  it('opens an FAQ answer and follows an in-article link without a page load', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${store.url}/FAQs`);
    const question = page.getByText('Is there a minimum order value?');
    await question.click();
    await expect.poll(() => page.locator('details:has-text("Is there a minimum order value?")').getAttribute('open')).toBe('');
    expect(await page.getByText('You can order a single resistor').isVisible()).toBe(true);

    await page.goto(`${store.url}/community/resistor-tolerance-tcr-power-derating`);
    await page.evaluate(() => Object.assign(window, { __marker: 'same document' }));
    await page.locator('.fe-prose a[href="/community/e-series-preferred-values"]').click();
    await page.waitForURL(/e-series-preferred-values$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Why 4\.7 kΩ/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same document');
    expect(await page.title()).toMatch(/^Why 4\.7 kΩ\? .* \| Ferrite$/);
    await page.close();
  });

  it('validates the contact form in the browser, then sends it', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${store.url}/ContactUs`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('Please enter your name.').count()).toBe(1);
    expect(await page.getByText('Please write your message (at least 10 characters).').count()).toBe(1);
    const email = uniqueEmail('browser');
    await page.getByLabel('Name').fill('Lin');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByLabel('Subject').fill('Lead time');
    await page.getByLabel('Message').fill('What is the lead time for 2,000 pieces?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/Thank you/);
    expect(await count(store, 'SELECT count(*)::int AS n FROM contact_messages WHERE email = $1', [email])).toBe(1);
    await page.close();
  });
});
