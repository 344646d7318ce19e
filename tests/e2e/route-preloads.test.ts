import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { repoRoot } from '../support/process';
import { startTestStore, type TestStore } from '../support/server';

// A page names its own chunks in its HTML (issue 10): the browser fetches them while it parses the
// page, and Vite's preload helper, finding them listed, adds no link of its own at start-up.
const manifest = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'packages/storefront-app/dist/client/.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string }>;
const chunkOf = (source: string) => `/${manifest[source]!.file}`;
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="script" fetchpriority="low" nonce="([^"]+)" crossorigin href="([^"]+)">/g)].map((match) => ({
    nonce: match[1]!,
    href: match[2]!,
  }));
const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('a page preloads its own chunks', () => {
  let store: TestStore;
  let browser: TestBrowser;
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite'), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it("lists the matched route's page, data module and language parts, with the response's nonce, and nothing index.html loads", async () => {
    // Twice: the first request learns the route's modules as it imports them, later ones (and the page cache) reuse them.
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${store.url}/category/passive-components/resistors`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const links = preloads(html);
      const hrefs = links.map((link) => link.href);
      expect(hrefs).toEqual(
        expect.arrayContaining([
          chunkOf('src/pages/catalog/CategoryPage.tsx'),
          chunkOf('src/pages/catalog/listing-routes.ts'),
          chunkOf('src/i18n/packs/en/by-area/catalog.ts'),
        ]),
      );
      expect(hrefs).not.toContain(chunkOf('src/pages/catalog/ProductPage.tsx'));
      expect(new Set(hrefs).size).toBe(hrefs.length);
      expect(links.every((link) => link.nonce === nonceOf(response))).toBe(true);
      // What index.html already loads is not listed twice.
      const fromTemplate = [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="([^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(fromTemplate).toContain(chunkOf('src/start-client.tsx'));
      expect(hrefs.filter((href) => fromTemplate.includes(href))).toEqual([]);
    }
    // The product route learns the language-pack module the listing loaded first (the catalogue's) too.
    const product = await (await fetch(`${store.url}/product/RC0603FR-0710KL`)).text();
    expect(preloads(product).map((link) => link.href)).toEqual(
      expect.arrayContaining([chunkOf('src/pages/catalog/ProductPage.tsx'), chunkOf('src/i18n/packs/en/by-area/catalog.ts')]),
    );
  });

  it('hydrates with what the page listed: no chunk fetched twice, none added by the preload helper, no console error', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const requested = new Map<string, number>();
    page.on('request', (request) =>
      requested.set(new URL(request.url()).pathname, (requested.get(new URL(request.url()).pathname) ?? 0) + 1),
    );
    await page.goto(`${store.url}/category/passive-components/resistors`);
    // Hydrated: React has attached itself to the page's own add-to-cart button.
    await page.waitForFunction(() => {
      const button = document.querySelector('main table button[value="add"]');
      return Boolean(button && Object.keys(button).some((key) => key.startsWith('__reactProps')));
    });
    const page_ = chunkOf('src/pages/catalog/CategoryPage.tsx');
    expect(requested.get(page_)).toBe(1);
    expect([...requested].filter(([, count]) => count > 1)).toEqual([]);
    const linksToPage = await page.evaluate(
      (href) => [...document.querySelectorAll(`link[href="${href}"]`)].map((link) => link.getAttribute('rel')),
      page_,
    );
    expect(linksToPage).toEqual(['preload']);
    expect(errors).toEqual([]);
    await page.close();
  });
});
