/**
 * The Content-Security-Policy (a fresh nonce per response on every script, no 'unsafe-inline' for
 * scripts) and the other security headers, on pages, API answers and errors; then real pages in
 * Chromium with zero policy violations.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productUrl } from '@ferrite/contract/urls';
import { startServer, type RunningServer } from '../../packages/server/src/server';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';
import { rawRequest } from './hostile';

const CALCULATOR_PATH = '/tools/components/basic-circuits/voltage-divider';

/** The CSP directives as a map: name → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

function nonceOf(policy: string): string {
  const match = /'nonce-([A-Za-z0-9+/=]+)'/.exec(directives(policy).get('script-src')?.join(' ') ?? '');
  if (!match) throw new Error(`no nonce in script-src: ${policy}`);
  return match[1]!;
}

/** Every <script ...> opening tag in the HTML, with its nonce attribute (or undefined). */
function scriptTags(html: string): Array<{ tag: string; nonce: string | undefined }> {
  return [...html.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => ({ tag, nonce: /\snonce="([^"]*)"/.exec(tag)?.[1] }));
}

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

function expectCommonHeaders(headers: Headers, what: string): void {
  for (const [name, value] of Object.entries(COMMON)) expect(headers.get(name), `${name} on ${what}`).toBe(value);
  expect(headers.get('permissions-policy'), `permissions-policy on ${what}`).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  const policy = directives(headers.get('content-security-policy') ?? '');
  expect(policy.get('frame-ancestors'), `frame-ancestors on ${what}`).toEqual(["'none'"]);
}

describe('security headers', () => {
  let store: TestStore;
  let productPath: string;
  beforeAll(async () => {
    store = await startTestStore('pglite', { parts: 300 });
    const { rows } = await store.db.query<{ mpn: string }>('SELECT mpn FROM parts ORDER BY id LIMIT 1');
    productPath = productUrl(rows[0]!.mpn);
  });
  afterAll(async () => {
    await store?.stop();
  });

  it('gives every page a strict policy whose nonce is on every script, and a new nonce per response', async () => {
    const nonces = new Set<string>();
    for (const path of ['/', productPath, '/shopcart', CALCULATOR_PATH, '/no/such/page', '/account/login']) {
      const response = await fetch(`${store.url}${path}`);
      const html = await response.text();
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const policy = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = directives(policy).get('script-src') ?? [];
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(scriptSrc, path).not.toContain("'unsafe-eval'");
      expect(scriptSrc, path).not.toContain('*');
      expect(directives(policy).get('object-src'), path).toEqual(["'none'"]);
      expect(directives(policy).get('base-uri'), path).toEqual(["'none'"]);
      const nonce = nonceOf(policy);
      expect(nonce.length, 'at least 128 bits of nonce').toBeGreaterThanOrEqual(22);
      nonces.add(nonce);
      const scripts = scriptTags(html);
      // The data script, the entry module and, on product pages, the JSON-LD block.
      expect(scripts.length, path).toBeGreaterThanOrEqual(2);
      expect(
        scripts.filter((script) => script.nonce !== nonce),
        `${path}: scripts without this response's nonce`,
      ).toEqual([]);
      expect(html).toContain(`id="__ferrite_data" type="application/json"`);
      expect(html).not.toContain('__CSP_NONCE__');
      expectCommonHeaders(response.headers, path);
    }
    expect(nonces.size, 'one nonce per response').toBe(6);
  });

  it('puts the common headers and a nothing-allowed policy on API answers, files and errors', async () => {
    for (const path of [
      '/api/health',
      '/api/no/such/thing',
      '/api/product/Search?keyword=x',
      '/robots.txt',
      '/favicon.svg',
      '/api/openapi.json',
    ]) {
      const response = await fetch(`${store.url}${path}`);
      await response.arrayBuffer();
      expectCommonHeaders(response.headers, path);
      if (path.startsWith('/api')) {
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(directives(response.headers.get('content-security-policy') ?? '').get('default-src'), path).toEqual(["'none'"]);
      }
    }
    const refused = await fetch(`${store.url}/api/account/AddFavourite`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(refused.status).toBe(403);
    expectCommonHeaders(refused.headers, 'a refused POST');
  });

  it('escapes markup in JSON answers, so echoed text never reads as HTML', async () => {
    // Sent raw: fetch would percent-encode the markup on the way out.
    const response = await rawRequest(store.url, { method: 'GET', path: '/api/<script>alert(1)</script>', headers: {} });
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('\\u003cscript\\u003e');
    expect(JSON.parse(response.body).message).toBe('No API endpoint at GET /api/<script>alert(1)</script>');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS on https (as the trusted proxy reports it) and in production, never on plain-http development', async () => {
    const plain = await fetch(`${store.url}/`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const https = await fetch(`${store.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(https.headers.get('strict-transport-security')!)![1])).toBeGreaterThanOrEqual(31_536_000);

    let production: RunningServer | undefined;
    try {
      production = await startServer({
        db: store.db,
        config: { port: 0, host: '127.0.0.1', logLevel: 'silent', production: true, publicOrigin: 'https://shop.example' },
      });
      for (const path of ['/', '/api/health']) {
        const response = await fetch(`${production.url}${path}`);
        await response.arrayBuffer();
        expect(response.headers.get('strict-transport-security'), path).toMatch(/^max-age=\d+; includeSubDomains$/);
      }
    } finally {
      await production?.close();
    }
  });
});

describe('the policy in Chromium', () => {
  let store: TestStore;
  let browser: TestBrowser;
  let productPath: string;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite', { parts: 300 }), launchBrowser()]);
    const { rows } = await store.db.query<{ mpn: string }>('SELECT mpn FROM parts ORDER BY id LIMIT 1');
    productPath = productUrl(rows[0]!.mpn);
    // Playwright's init scripts run outside the page's policy, so this listener is never blocked itself.
    await browser.context.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
      );
    });
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  async function visit(page: Page, path: string, problems: string[]): Promise<void> {
    const response = await page.goto(`${store.url}${path}`);
    expect(response?.status(), path).toBe(200);
    // hydrateRoot marks its container: the page's scripts all ran under the policy.
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    });
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    problems.push(...violations.map((violation) => `${path}: ${violation}`));
  }

  it('loads and hydrates home, product, cart and a calculator with zero CSP violations', async () => {
    const page = await browser.context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text()))
        problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    for (const path of ['/', productPath, '/shopcart', CALCULATOR_PATH]) await visit(page, path, problems);
    // A client-side navigation loads a lazy page chunk: 'strict-dynamic' must let the entry's imports through.
    await page.goto(`${store.url}/`);
    await page.locator(`a[href^="/tools"]`).first().click();
    await page.waitForURL(/\/tools/);
    await page.waitForLoadState('networkidle');
    problems.push(
      ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).map(
        (v) => `after navigation: ${v}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('blocks an injected inline event handler, so the policy is really in force', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${store.url}/`);
    // What a stored-XSS payload would try: markup with an inline event handler.
    // A listener added after the markup runs after its inline handler would have: once the image's
    // load or error event reaches it, the handler has had its chance.
    const ran = await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img src="/favicon.svg?x" onload="window.__injected = true" onerror="window.__injected = true">',
      );
      const image = document.body.lastElementChild!;
      return new Promise<boolean>((resolve) => {
        const settled = () => resolve((window as unknown as { __injected?: boolean }).__injected === true);
        image.addEventListener('load', settled);
        image.addEventListener('error', settled);
      });
    });
    expect(ran).toBe(false);
    const violations = () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    await expect.poll(async () => (await violations()).some((violation) => violation.startsWith('script-src'))).toBe(true);
  });
});
