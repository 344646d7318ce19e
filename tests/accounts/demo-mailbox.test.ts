import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../packages/server/src/server';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';

const BANNER = 'This is a demo mailbox, not a real one';
const NOTICE_LINK = 'Read your mail in the demo mailbox';

/** Problems a page shows only in its console: script errors, failed hydration, failed requests. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console: ${message.text()}`);
  });
  return problems;
}

async function signIn(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(`${url}/account/login`);
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.locator('input[name=Password]').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect
    .poll(() =>
      page
        .getByRole('banner')
        .getByRole('button', { name: /Hi, Grace/ })
        .count(),
    )
    .toBe(1);
}

/** From a "check your email" screen: the notice's link, the mailbox, the newest mail with `subject`, then its link to `path`. */
async function followMailLink(page: Page, email: string, subject: string, path: string): Promise<void> {
  await page.getByRole('link', { name: NOTICE_LINK }).click();
  await page.waitForURL((url) => url.pathname === '/demo/mailbox' && url.searchParams.get('to') === email);
  await expect.poll(() => page.getByRole('heading', { level: 2, name: BANNER }).count()).toBe(1);
  const table = page.getByRole('table', { name: `Mail to ${email}` });
  await table.getByRole('link', { name: subject }).first().click();
  const mail = page.getByRole('article', { name: subject });
  await expect.poll(() => mail.count()).toBe(1);
  expect(await mail.getByText(`To ${email}, sent`).count()).toBe(1);
  // The mail's link points at PUBLIC_ORIGIN (not this test server): the mailbox makes it a site path.
  const link = mail.getByRole('link', { name: new RegExp(`${path.replace(/\//g, '\\/')}\\?token=`) });
  expect(await link.getAttribute('href')).toMatch(new RegExp(`^${path}\\?token=[A-Za-z0-9_-]{43}$`));
  await link.click();
  await page.waitForURL((url) => url.pathname === path && url.searchParams.has('token'));
}

describe('demo mailbox (FERRITE_DEMO=1 without SMTP_URL)', () => {
  let store: TestStore;
  let browser: TestBrowser;
  let plain: RunningServer;
  let sending: RunningServer;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite', { config: { demo: true, smtpUrl: undefined } }), launchBrowser()]);
    // The same database behind a store that is no demonstration, and a demonstration that really sends mail.
    [plain, sending] = await Promise.all([
      startServer({ db: store.db, config: { port: 0, host: '127.0.0.1', logLevel: 'silent', demo: false, smtpUrl: undefined } }),
      startServer({ db: store.db, config: { port: 0, host: '127.0.0.1', logLevel: 'silent', demo: true, smtpUrl: 'smtp://127.0.0.1:9' } }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await plain?.close();
    await sending?.close();
    await store?.stop();
  });

  it('lets a visitor register, confirm from the mailbox, sign in, reset the password from the mailbox and sign in with the new one', async () => {
    const page = await browser.context.newPage();
    const problems = watch(page);
    const email = `demo.${Date.now()}@example.com`;

    // Nothing is listed until the visitor names an address.
    await page.goto(`${store.url}/demo/mailbox`);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: BANNER }).count()).toBe(1);
    expect(await page.getByRole('table').count()).toBe(0);

    await page.goto(`${store.url}/account/register`);
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByLabel('User name').fill('Grace');
    await page.locator('input[name=Password]').fill('Cobol1959');
    await page.locator('input[name=ConfirmPassword]').fill('Cobol1959');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/account\/checkemail\?email=/);
    await followMailLink(page, email, 'Confirm your email address | Ferrite', '/account/verify');
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await expect.poll(() => page.getByText('Your email address is confirmed. You can sign in now.').count()).toBe(1);
    await signIn(page, store.url, email, 'Cobol1959');

    // Forgot the password: the reset mail is in the mailbox too.
    await page.goto(`${store.url}/account/resetpassword`);
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect
      .poll(() =>
        page.getByText('If that address belongs to an account, we sent a link to choose a new password.', { exact: false }).count(),
      )
      .toBe(1);
    await followMailLink(page, email, 'Reset your password | Ferrite', '/account/resetpassword');
    await page.locator('input[name=Password]').fill('Compiler1952');
    await page.locator('input[name=ConfirmPassword]').fill('Compiler1952');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => page.getByText('Your password has been changed. Please sign in with the new one.').count()).toBe(1);
    await signIn(page, store.url, email, 'Compiler1952');

    // The mailbox of another address shows none of this one's mail.
    await page.goto(`${store.url}/demo/mailbox?to=${encodeURIComponent(`someone.else.${Date.now()}@example.com`)}`);
    await expect.poll(() => page.getByText('No mail to this address yet.').count()).toBe(1);
    expect(await page.getByText(email).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('answers a mistyped address by the field, and lists the address’s mail through the API', async () => {
    const bad = await fetch(`${store.url}/demo/mailbox?to=not-an-address`);
    expect(bad.status).toBe(200);
    expect(await bad.text()).toContain('Please enter a valid email address, like name@example.com.');
    const api = await fetch(`${store.url}/api/demo/mailbox?Email=nobody@example.com`);
    expect(api.status).toBe(200);
    expect(((await api.json()) as { data: { Mails: unknown[] } }).data.Mails).toEqual([]);
    const openApi = (await (await fetch(`${store.url}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(openApi.paths)).toContain('/api/demo/mailbox');
  });

  for (const [name, server] of [
    ['without FERRITE_DEMO', () => plain],
    ['with SMTP_URL (mail really goes out)', () => sending],
  ] as const) {
    it(`does not exist ${name}: page and API answer 404 like unknown paths, and no screen links to it`, async () => {
      const { url } = server();
      const [page, unknownPage] = await Promise.all([fetch(`${url}/demo/mailbox?to=a%40example.com`), fetch(`${url}/demo/no-such-page`)]);
      expect(page.status).toBe(404);
      expect(unknownPage.status).toBe(404);
      const [html, unknownHtml] = await Promise.all([page.text(), unknownPage.text()]);
      const mainOf = (text: string) => /<main[\s\S]*<\/main>/.exec(text)?.[0];
      expect(mainOf(html)).toBeDefined();
      expect(mainOf(html)).toBe(mainOf(unknownHtml));
      expect(html).not.toContain(BANNER);

      const [api, unknownApi] = await Promise.all([fetch(`${url}/api/demo/mailbox?Email=a@example.com`), fetch(`${url}/api/demo/other`)]);
      expect(api.status).toBe(404);
      expect(await api.json()).toEqual({ state: 'error', message: 'No API endpoint at GET /api/demo/mailbox', code: 404, data: null });
      expect(unknownApi.status).toBe(404);
      const openApi = (await (await fetch(`${url}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
      expect(Object.keys(openApi.paths)).not.toContain('/api/demo/mailbox');

      const checkEmail = await (await fetch(`${url}/account/checkemail?email=a%40example.com`)).text();
      expect(checkEmail).toContain('Check your email');
      expect(checkEmail).not.toContain(NOTICE_LINK);
      expect(await (await fetch(`${url}/robots.txt`)).text()).not.toContain('/demo');
    });
  }

  it('links to the mailbox from the check-email screen in the demonstration, and keeps robots out of it', async () => {
    const checkEmail = await (await fetch(`${store.url}/account/checkemail?email=a%40example.com`)).text();
    expect(checkEmail).toContain(NOTICE_LINK);
    expect(checkEmail).toContain('href="/demo/mailbox?to=a%40example.com"');
    // Search engines are asked to stay out of it.
    expect(await (await fetch(`${store.url}/robots.txt`)).text()).toContain('Disallow: /demo/mailbox\n');
  });
});
