// Issue 21 item 7: a Russian or Arabic reader meets no English. Each page family is opened in
// Chromium with `_lang=ru` and `_lang=ar`, and every piece of text a reader (or a screen reader)
// meets is checked for English words: the text of the header, main and footer, the title, and the
// placeholder, aria-label, title and alt attributes inside them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cartToCheckout, setUpPart, Client } from '../buying/support';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestStore, type TestStore } from '../support/server';
import * as russian from '../../packages/storefront-app/src/i18n/terms/ru';
import * as arabic from '../../packages/storefront-app/src/i18n/terms/ar';

/**
 * Latin words a Russian or Arabic page may show, each with its reason. Manufacturer names come from
 * the database (proper names, printed on the parts); everything else is here.
 */
const ALLOWED_WORDS = new Set([
  // The brand (BRAND_NAME) is a proper name.
  'Ferrite',
  // Trade marks shown as their logos' names: the card networks checkout takes, the carriers in the footer.
  'Visa',
  'Mastercard',
  'American',
  'Express',
  'FedEx',
  // Unit symbols written the same in every language: ppm/°C, psi, kcmil (wire cross-sections).
  'ppm',
  'psi',
  'kcmil',
]);

/** Latin words one language writes as its own: Russian calls cookies «файлы cookie» (as its law and most sites do). */
const ALLOWED_IN: Record<'ru' | 'ar', readonly string[]> = { ru: ['cookie'], ar: [] };

/**
 * The English a page shows: maximal runs of Latin-script words. A word is a whitespace-separated
 * token (punctuation trimmed, split at hyphens and apostrophes) of three or more Latin letters with
 * two lower-case letters in a row; one- and two-letter words (to, of, a) continue a run but start
 * none. Tokens with a digit are codes (STM32F103C8T6, SOT-23, 10kΩ), so are designations with a
 * one-letter part (D-Sub, Type-C); tokens with '@', '/' or an
 * inner '.' are addresses, and symbols without two lower-case letters in a row are units or
 * abbreviations (kHz, mA, V, Ω, MCU, LDO): none of these is language. A single word counts
 * (`Capacitors`, a category name, is English on a Russian page); allowed words end a run.
 */
export function englishRuns(text: string, allowed: ReadonlySet<string>): string[] {
  const runs: string[] = [];
  let run: string[] = [];
  const end = () => {
    while (run.length > 0 && run[run.length - 1]!.length <= 2) run.pop();
    if (run.length > 0) runs.push(run.join(' '));
    run = [];
  };
  for (const raw of text.split(/\s+/)) {
    const token = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    // Punctuation alone (&, –) neither makes nor breaks a run.
    if (token === '' && raw !== '') continue;
    const words = token.split(/[-'’]/).filter((word) => word !== '');
    const latin = words.length > 0 && words.every((word) => /^[A-Za-z]+$/.test(word));
    // A hyphenated part that is one capital letter makes a designation (D-Sub, Type-C), not prose.
    const designation = words.length > 1 && words.some((word) => /^[A-Z]$/.test(word));
    if (!latin || designation || /[@/]|\.\p{L}/u.test(raw)) {
      end();
      continue;
    }
    const prose = words.some((word) => word.length >= 3 && /[a-z]{2}/.test(word) && !allowed.has(word));
    if (prose) run.push(token);
    else if (run.length > 0 && token.length <= 2) run.push(token);
    else end();
  }
  end();
  return runs;
}

/**
 * Every text a reader meets on the page: header, main, footer, dialogs, the title, and visible
 * attributes; not the names of languages in the language picker, nor what is marked translate="no".
 */
async function readerText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title];
    const roots = [...document.querySelectorAll('header, main, footer, [role="dialog"]')].filter(
      (root) => !root.parentElement?.closest('header, main, footer, [role="dialog"]'),
    );
    for (const root of roots) {
      // The language picker names each language in itself (English, Deutsch…): not this page's text.
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        // translate="no" marks what is not language (a calculator's formula: Vout, Vin).
        if (!parent || parent.closest('[data-language], [translate="no"], script, style')) continue;
        if (!parent.checkVisibility()) continue;
        texts.push(node.textContent ?? '');
      }
      for (const element of root.querySelectorAll('[placeholder], [aria-label], [title], [alt]')) {
        if (element.closest('[data-language]')) continue;
        for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
          const value = element.getAttribute(name);
          if (value) texts.push(value);
        }
      }
    }
    return texts;
  });
}

describe('English string detection', () => {
  it('finds English words and runs, and leaves codes, units, names and addresses alone', () => {
    const allowed = new Set([...ALLOWED_WORDS, 'Texas', 'Instruments']);
    const text =
      'Добавить в корзину Add to cart STM32F103C8T6 10 kΩ ±1% SOT-23 0603 kHz mA MCU Ferrite Texas Instruments ' +
      'Конденсаторы Capacitors sales@ferrite.example /tools ppm/°C Наличие: Tape & Reel; Cortex-M3 Surface-mount Разъёмы D-Sub';
    expect(englishRuns(text, allowed)).toEqual(['Add to cart', 'Capacitors', 'Tape Reel', 'Surface-mount']);
  });
});

describe('Russian and Arabic pages carry no English (issue 21 item 7)', () => {
  let store: TestStore;
  let browser: TestBrowser;
  let allowed: Set<string>;
  let cartCookies: { name: string; value: string }[];
  let pages: { family: string; path: string }[];
  beforeAll(async () => {
    [store, browser] = await Promise.all([startTestStore('pglite'), launchBrowser()]);
    const makers = await store.db.query<{ name: string }>('SELECT name FROM manufacturers');
    allowed = new Set([...ALLOWED_WORDS, ...makers.rows.flatMap((row) => row.name.split(/[\s\-–&.,()]+/))]);
    const part = await setUpPart(store.db, 0, { stock: 1_000 });
    const client = new Client(store);
    const { tempOrderId } = await cartToCheckout(client, part.id, 10);
    expect((await client.post('/shopcart/AddToCart', { ProductID: part.id, OrderQty: 5 })).status).toBe(200);
    cartCookies = [...client.cookies].map(([name, value]) => ({ name, value }));
    // Not yet in the list, because they still show English (docs/translations.md, "Still English"):
    // the manufacturer page (makers' descriptions), the calculators pages/tools/texts does not
    // translate (descriptor texts), help, policy and community pages (their Markdown bodies have no
    // translations yet).
    pages = [
      { family: 'home', path: '/' },
      { family: 'category index', path: '/category' },
      { family: 'category listing with facets', path: '/category/resistors/chip-resistors-surface-mount' },
      { family: 'product', path: `/product/${encodeURIComponent(part.mpn)}` },
      { family: 'search', path: '/keywords/STM32' },
      { family: 'cart', path: '/shopcart' },
      { family: 'checkout', path: `/PlaceOrder?tempOrderId=${tempOrderId}&tempCartID=${client.cookies.get('cid')}` },
      { family: 'sign-in', path: '/account/login' },
      { family: 'tools', path: '/tools' },
      { family: 'calculator', path: '/tools/components/basic-circuits/ohms-law' },
      {
        family: 'calculator with a select and an error',
        path: '/tools/components/basic-circuits/voltage-divider-resistor?outputVoltage=20',
      },
      { family: 'calculator of signals', path: '/tools/components/rf-signals/rms-peak-converter' },
      { family: 'calculator of timing', path: '/tools/components/ics-timing/555-timer-astable' },
    ];
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('has Russian and Arabic terms for every category, parameter name and packaging of the catalogue', async () => {
    const categories = await store.db.query<{ name: string }>('SELECT name FROM categories');
    const names = await store.db.query<{ name: string }>('SELECT DISTINCT jsonb_object_keys(parameters) AS name FROM parts');
    const packagings = await store.db.query<{ name: string }>('SELECT DISTINCT packaging AS name FROM parts');
    const english = [...categories.rows, ...names.rows, ...packagings.rows].map((row) => row.name);
    expect(english.length).toBeGreaterThan(100);
    for (const terms of [russian.terms, arabic.terms]) expect(english.filter((name) => !(name in terms.words))).toEqual([]);
  });

  for (const lang of ['ru', 'ar'] as const) {
    it(`${lang}: every page family shows no English`, async () => {
      await browser.context.clearCookies();
      await browser.context.addCookies(
        [...cartCookies, { name: '_lang', value: lang }, { name: '_policy', value: '1' }].map((cookie) => ({ ...cookie, url: store.url })),
      );
      const found: string[] = [];
      const page = await browser.context.newPage();
      for (const { family, path } of pages) {
        const response = await page.goto(`${store.url}${path}`);
        expect(response?.status(), `${family} ${path}`).toBe(200);
        await page.waitForLoadState('networkidle');
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        const inLanguage = new Set([...allowed, ...ALLOWED_IN[lang]]);
        const english = new Set((await readerText(page)).flatMap((text) => englishRuns(text, inLanguage)));
        for (const run of english) found.push(`${family} (${path}): ${run}`);
      }
      await page.close();
      if (found.length > 0) console.info(`${lang}: ${found.length} English strings\n${found.join('\n')}`);
      expect(found).toEqual([]);
    });
  }
});
