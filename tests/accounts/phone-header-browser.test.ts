import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';
import { signedInClient } from './support';

// The header's layout is the kit's and the page's business, the same on either database.
describe('the phone header in Chromium at 390 px', () => {
  let store: TestStore;
  let browser: TestBrowser;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite'), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('shows who is signed in, beside the cart, and links to the account', async () => {
    const account = await signedInClient(store, { userName: 'Grace Hopper' });
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${store.url}/`);
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: /My Account/ }).count()).toBe(0);

    await page.goto(`${store.url}/account/login?redirect=%2Fcategory`);
    await page.getByRole('main').getByLabel('Email').fill(account.email);
    await page.locator('input[name=Password]').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/category$/);
    const signedIn = banner.getByRole('link', { name: 'Grace Hopper, My Account' });
    await expect.poll(() => signedIn.isVisible()).toBe(true);
    const [box, cart, logo] = await Promise.all([
      signedIn.boundingBox(),
      banner.getByRole('link', { name: /^My Cart/ }).boundingBox(),
      banner.getByRole('link', { name: 'Ferrite home' }).boundingBox(),
    ]);
    // On the header's first row, between the logo and the cart, and the page does not scroll sideways.
    expect(box!.x).toBeGreaterThanOrEqual(logo!.x + logo!.width);
    expect(box!.x + box!.width).toBeLessThanOrEqual(cart!.x);
    expect(Math.abs(box!.y + box!.height / 2 - (cart!.y + cart!.height / 2))).toBeLessThan(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    await signedIn.click();
    await page.waitForURL(/\/account$/);
    await page.close();
  });
});
