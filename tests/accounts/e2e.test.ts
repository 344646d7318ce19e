import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';
import { tokenFromOutbox } from './support';

describe('accounts in Chromium', () => {
  let store: TestStore;
  let browser: TestBrowser;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite'), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('registers, verifies from the outbox mail, signs in from a guarded page, changes the password (revoking other sessions) and logs off', async () => {
    const page = await browser.context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console: ${message.text()}`);
    });
    const email = `e2e.${Date.now()}@example.com`;

    // Register.
    await page.goto(`${store.url}/account/register`);
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByLabel('User name').fill('Edison');
    await page.locator('input[name=Password]').fill('short');
    await page.locator('input[name=ConfirmPassword]').fill('short');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByText('Password must be 8 to 128 characters long.').count()).toBe(1);
    await page.locator('input[name=Password]').fill('Bright2025');
    await page.locator('input[name=ConfirmPassword]').fill('Bright2025');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/account\/checkemail\?email=/);
    await expect.poll(() => page.getByRole('heading', { name: 'Check your email' }).count()).toBe(1);

    // The verification mail is in the outbox (the development page lists it too).
    const token = await tokenFromOutbox(store, email, '/account/verify');
    await page.goto(`${store.url}/dev/outbox`);
    expect(await page.getByText(email).count()).toBeGreaterThan(0);
    await page.goto(`${store.url}/account/verify?token=${token}`);
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await expect.poll(() => page.getByText('Your email address is confirmed. You can sign in now.').count()).toBe(1);

    // A guarded page sends the signed-out visitor to sign in, and back.
    await page.goto(`${store.url}/account/favourites`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/account/login?redirect=%2Faccount%2Ffavourites');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.locator('input[name=Password]').fill('Bright2025');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/account\/favourites$/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Favourites' }).count()).toBe(1);
    await expect
      .poll(() =>
        page
          .getByRole('banner')
          .getByRole('button', { name: /Hi, Edison/ })
          .count(),
      )
      .toBe(1);
    const cookies = await browser.context.cookies(store.url);
    const auth = cookies.find((cookie) => cookie.name === 'token')!;
    expect(auth).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(auth.expires - Date.now() / 1000).toBeGreaterThan(29 * 86_400);

    // Another device: a Bearer session through the API.
    const other = await fetch(`${store.url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify({ Email: email, Password: 'Bright2025' }),
    });
    const otherToken = ((await other.json()) as { data: { AccessToken: string } }).data.AccessToken;
    const identityOf = async (token: string) =>
      (
        (await (await fetch(`${store.url}/api/account/onlineid`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
          data: unknown;
        }
      ).data;
    expect(await identityOf(otherToken)).not.toBeNull();

    // Change the password from the account menu (client-side navigation).
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Change Password' }).click();
    await page.waitForURL(/\/account\/changepassword$/);
    await page.locator('input[name=OldPassword]').fill('Bright2025');
    await page.locator('input[name=NewPassword]').fill('Brighter2026');
    await page.locator('input[name=ConfirmPassword]').fill('Brighter2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText('Your password has been changed. Other devices were signed out.').count()).toBe(1);
    expect(await identityOf(otherToken)).toBeNull();
    // This browser is still signed in.
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('banner')
          .getByRole('button', { name: /Hi, Edison/ })
          .count(),
      )
      .toBe(1);

    // Log off: the session ends and the page reloads signed out.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Hi, Edison/ })
      .click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Sign In' }).count()).toBe(1);
    expect((await browser.context.cookies(store.url)).some((cookie) => cookie.name === 'token')).toBe(false);
    expect(await identityOf(auth.value)).toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('signs in and manages an address without JavaScript', async () => {
    const noScript = await launchBrowser({ javaScriptEnabled: false });
    try {
      const email = `nojs.${Date.now()}@example.com`;
      const register = await fetch(`${store.url}/api/account/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.8.8.8' },
        body: JSON.stringify({ Email: email, UserName: 'Tesla', Password: 'Coil1856x' }),
      });
      expect(register.status).toBe(200);
      await fetch(`${store.url}/api/account/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Token: await tokenFromOutbox(store, email, '/account/verify') }),
      });
      const page = await noScript.context.newPage();
      await page.goto(`${store.url}/account/addressmanagement`);
      await page.getByRole('main').getByLabel('Email').fill(email);
      await page.locator('input[name=Password]').fill('Coil1856x');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/account\/addressmanagement$/);
      await page.getByLabel('First name').fill('Nikola');
      await page.getByLabel('Last name').fill('Tesla');
      await page.getByRole('main').getByLabel('Phone').fill('+1 212 555 0100');
      await page.getByLabel('Address line 1').fill('40 Wall Street');
      await page.getByLabel('City').fill('New York');
      await page.getByLabel('Country').selectOption('US');
      await page.getByRole('button', { name: 'Add address' }).click();
      await expect.poll(() => page.getByText('Address added.').count()).toBe(1);
      expect(await page.getByText('40 Wall Street').count()).toBe(1);
      await page.getByRole('button', { name: 'Delete the address of Nikola Tesla' }).click();
      await expect.poll(() => page.getByText('Address deleted.').count()).toBe(1);
      // Without JavaScript the header's account menu cannot open: the account navigation's Log Out form works.
      await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Log Out' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'Sign In' }).count()).toBe(1);
    } finally {
      await noScript.close();
    }
  });
});
