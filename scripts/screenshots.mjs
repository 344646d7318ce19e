// `npm run screenshots`: PNGs of five page families (home, listing, product, cart, checkout) in
// both kit themes (BRAND_THEME ferrite and cobalt) at 1440 and 390 px, into docs/screenshots/.
// It builds the storefront if needed and starts the real server as the tests do (in-process, over
// a fresh seeded PGlite database), once per theme; a guest puts a part in the cart and opens the
// checkout, as a shopper would. Runs with tsx (npm script) to reach the tests' TypeScript helpers.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { root, run } from './lib.mjs';

const outDir = path.join(root, 'docs/screenshots');
const PRODUCT = '/product/STM32F103C8T6';
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/category/resistors/chip-resistors-surface-mount' },
  { name: 'product', path: PRODUCT },
  { name: 'cart', path: '/shopcart' },
  { name: 'checkout', path: null },
];
const SCREENS = [
  { name: '1440', viewport: { width: 1440, height: 900 }, phone: false },
  { name: '390', viewport: { width: 390, height: 844 }, phone: true },
];
/** A long page is cut here (px): the docs show its top, not a 10,000 px scroll. */
const MAX_HEIGHT = 3000;

await run('node', ['scripts/build.mjs']);
const { startTestStore } = await import('../tests/support/server.ts');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('../tests/support/browser.ts');
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
let written = 0;
let bytes = 0;
try {
  for (const theme of ['ferrite', 'cobalt']) {
    const store = await startTestStore('pglite', { config: { brandTheme: theme } });
    try {
      for (const screen of SCREENS) {
        const context = await browser.newContext({
          viewport: screen.viewport,
          deviceScaleFactor: 1,
          isMobile: screen.phone,
          hasTouch: screen.phone,
          reducedMotion: 'reduce',
          locale: 'en-US',
          timezoneId: 'UTC',
        });
        // The cookie notice answered: the screenshots show the page, not the first-visit banner.
        await context.addCookies([{ name: '_policy', value: '1', url: store.url }]);
        const page = await context.newPage();
        const checkout = await openCheckout(page, store.url);
        for (const { name, path: pagePath } of PAGES) {
          const response = await page.goto(`${store.url}${pagePath ?? checkout}`);
          if (response?.status() !== 200) throw new Error(`${name}: HTTP ${response?.status()}`);
          if (name === 'checkout') await page.locator('select[name=Country]').waitFor();
          await page.evaluate(() => document.fonts.ready);
          const height = Math.min(MAX_HEIGHT, await page.evaluate(() => document.documentElement.scrollHeight));
          const shot = await page.screenshot({
            fullPage: true,
            clip: { x: 0, y: 0, width: screen.viewport.width, height },
            animations: 'disabled',
            caret: 'hide',
          });
          // Re-encoded at the strongest deflate level: the files live in the repository.
          const png = PNG.sync.write(PNG.sync.read(shot), { deflateLevel: 9 });
          const file = path.join(outDir, `${name}-${theme}-${screen.name}.png`);
          fs.writeFileSync(file, png);
          written += 1;
          bytes += png.length;
          console.log(`${path.relative(root, file)}  ${screen.viewport.width}×${height}  ${Math.round(png.length / 1024)} KB`);
        }
        await context.close();
      }
    } finally {
      await store.stop();
    }
  }
} finally {
  await browser.close();
}
console.log(`${written} screenshots, ${(bytes / 1024 / 1024).toFixed(1)} MB, in ${path.relative(root, outDir)}/`);

/** Puts a part in this guest's cart from its product page and opens the checkout; answers the checkout's address. */
async function openCheckout(page, origin) {
  await page.goto(`${origin}${PRODUCT}`);
  await page.waitForSelector('input[name=after][value=stay]', { state: 'attached' });
  await page.locator('form.fe-add-form button[value=add]').first().click();
  await page.locator('form.fe-add-form [role=status]').first().waitFor();
  await page.goto(`${origin}/shopcart`);
  await page.locator('main button[name=intent][value=checkout]').click();
  await page.waitForURL(/\/PlaceOrder\?tempOrderId=/);
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
