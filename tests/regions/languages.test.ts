import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../packages/storefront-app/src/i18n/packs/en';
import { ru } from '../../packages/storefront-app/src/i18n/packs/ru';
import { callApi } from '../support/api';
import { startTestStore, type TestStore } from '../support/server';

/** A page as the server renders it for a reader whose `_lang` cookie says `lang`. */
async function pageIn(store: TestStore, path: string, lang: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${store.url}${path}`, { headers: { cookie: `_lang=${lang}` }, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The shell around the page: everything but <main>, scripts and styles, entities decoded. */
function shellOf(html: string): string {
  return decode(
    html
      .replace(/<main[\s\S]*<\/main>/, '')
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<style[\s\S]*?<\/style>/g, ''),
  );
}

/** Text and the visible attributes (aria-label, placeholder, title) a reader or a screen reader meets. */
function visibleText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:aria-label|placeholder|title)="([^"]*)"/g)].map((match) => match[1]);
  return `${html.replace(/<[^>]+>/g, ' ')} ${attributes.join(' ')}`.replace(/\s+/g, ' ');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `phrase` as words of its own: 'Register' is not in 'Shift Registers' (a category name). */
const hasPhrase = (text: string, phrase: string) => new RegExp(`(?<!\\p{L})${escapeRegExp(phrase)}(?!\\p{L})`, 'u').test(text);

/** The kit's English defaults that a Russian shell must not show. */
const ENGLISH_SHELL = [
  en.kitHeader.signIn,
  en.kitHeader.register,
  en.kitHeader.myCart,
  en.kitSidebar.cart,
  en.kitSidebar.backToTop,
  en.kitCookieNotice.accept,
  en.kitCookieNotice.reject,
  en.kitFooter.newsletterTitle,
  en.kitFooter.subscribe,
  en.kitMainNav.allProducts,
  en.kitMainNav.manufacturers,
  en.kitRegionPicker.trigger,
  en.kitSearchBox.placeholder,
  en.kitDefaultLayout.skipToContent,
  en.shell.footerQuickLinks,
  en.shell.linkPrivacyPolicy,
];

/** Russian pack entries every page's shell shows. */
const RUSSIAN_SHELL = [
  ru.kitHeader.signIn,
  ru.kitHeader.myCart,
  ru.kitSidebar.cart,
  ru.kitCookieNotice.accept,
  ru.kitFooter.newsletterTitle,
  ru.kitMainNav.allProducts,
  ru.kitDefaultLayout.skipToContent,
  ru.shell.footerQuickLinks,
  ru.shell.linkPrivacyPolicy,
];

describe('languages, server-rendered', () => {
  let store: TestStore;
  let productPath: string;
  beforeAll(async () => {
    store = await startTestStore('pglite', { parts: 3000 });
    const { body } = await callApi<{ popularParts: { ProductUrl: string }[] }>(store, '/api/Home/GetHomeData');
    productPath = body.data.popularParts[0]!.ProductUrl;
  });
  afterAll(async () => {
    await store?.stop();
  });

  it.each([
    ['the home page', () => '/'],
    ['a product page', () => productPath],
    ['the cart page', () => '/shopcart'],
  ])('_lang=ru renders %s with a Russian shell and none of the kit’s English defaults', async (_name, path) => {
    const { status, html } = await pageIn(store, path(), 'ru');
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]*\slang="ru"/);
    expect(html).toMatch(/<html[^>]*\sdir="ltr"/);
    const shell = visibleText(shellOf(html));
    expect(RUSSIAN_SHELL.filter((text) => !hasPhrase(shell, text))).toEqual([]);
    expect(ENGLISH_SHELL.filter((text) => hasPhrase(shell, text))).toEqual([]);
  });

  it('_lang=ru renders the home page’s own texts in Russian', async () => {
    const { html } = await pageIn(store, '/', 'ru');
    const text = decode(html);
    expect(text).toContain(ru.home.heroTitle);
    expect(text).toContain(ru.home.popularTitle);
    // Totals are shortened (docs/product.md §9: K, M…), in the reader's number format: 3K, 2,5M.
    expect(text).toMatch(/Позиций в каталоге: [\d\s\u00a0,]+[KMGTPE]?, производителей: /);
    expect(text).toContain(`<meta name="description" content="${ru.home.metaDescription}">`);
    expect(text).not.toContain(en.home.heroTitle);
  });

  it('offers the 16-language picker next to the region menu, the current language marked', async () => {
    const { html } = await pageIn(store, '/', 'ru');
    const codes = [...html.matchAll(/data-language="([a-z]{2})"/g)].map((match) => match[1]);
    expect(codes).toEqual(['en', 'zh', 'ja', 'ko', 'fr', 'es', 'it', 'de', 'tr', 'ru', 'pt', 'vi', 'id', 'ms', 'th', 'ar']);
    expect(html).toMatch(/data-language="ru"[^>]*aria-current="true"/);
    expect(html).toMatch(/lang="ar" dir="rtl"[^>]*>.*?العربية/);
  });

  it('_lang=ru shows the 404 page in Russian with its status', async () => {
    const { status, html } = await pageIn(store, '/no-such-page', 'ru');
    expect(status).toBe(404);
    expect(decode(html)).toContain(ru.errors.notFoundTitle);
    expect(decode(html)).toContain(ru.errors.notFoundMessage);
    expect(html).toContain('href="/feedback"');
    expect(html).not.toContain(en.errors.notFoundTitle);
  });

  it('_lang=ru answers a bad contact form posted without JavaScript with Russian messages and stores nothing', async () => {
    const before = await store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages');
    const response = await fetch(`${store.url}/ContactUs`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: '_lang=ru', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.9.8.7' },
      body: new URLSearchParams({ Name: '', Email: 'nope', Subject: 'Hi', Message: 'short' }).toString(),
    });
    const html = decode(await response.text());
    expect(response.status).toBe(400);
    for (const text of [ru.content.nameRequired, ru.content.emailInvalid, ru.content.messageTooShort]) expect(html).toContain(text);
    expect(html).not.toContain(en.content.nameRequired);
    const after = await store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('_lang=ar renders right to left', async () => {
    const { status, html } = await pageIn(store, '/', 'ar');
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]*\slang="ar"/);
    expect(html).toMatch(/<html[^>]*\sdir="rtl"/);
  });

  it('an unknown _lang reads as English', async () => {
    const { status, html } = await pageIn(store, '/', 'xx');
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]*\slang="en"/);
    expect(html).toMatch(/<html[^>]*\sdir="ltr"/);
    const shell = visibleText(shellOf(html));
    const english = [en.kitHeader.signIn, en.kitSidebar.cart, en.kitCookieNotice.accept, en.shell.footerQuickLinks];
    expect(english.filter((text) => !hasPhrase(shell, text))).toEqual([]);
    expect(decode(html)).toContain(en.home.heroTitle);
  });
});
