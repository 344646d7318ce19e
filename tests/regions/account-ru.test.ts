import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../packages/storefront-app/src/i18n/packs/en';
import { ru } from '../../packages/storefront-app/src/i18n/packs/ru';
import { Client, signedInClient } from '../accounts/support';
import { pageText } from '../support/api';
import { startTestStore, type TestStore } from '../support/server';

/** Visible text of a page: scripts (the hydration payload keeps the API's English) and tags removed. */
// Account and sourcing pages rendered on the server for a reader whose `_lang` cookie says Russian.
describe('account and sourcing pages in Russian', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore('pglite', { parts: 3000 });
  });
  afterAll(async () => {
    await store?.stop();
  });

  const russianReader = () => {
    const client = new Client(store);
    client.cookies.set('_lang', 'ru');
    return client;
  };

  const pages = [
    [
      '/account/login',
      [ru.account.titleSignIn, ru.account.signInIntro, ru.account.forgotPassword, ru.account.createAccount],
      [en.account.signInIntro, en.account.forgotPassword],
    ],
    [
      '/account/register',
      [ru.account.registerIntro, ru.account.passwordRulesWithSymbols, ru.account.userName],
      [en.account.registerIntro, en.account.userName],
    ],
    [
      '/quickorder',
      [ru.sourcing.quickOrderTitle, ru.sourcing.quickOrderTextLabel, ru.sourcing.checkLines, ru.sourcing.addAllToCart],
      [en.sourcing.quickOrderTextLabel, en.sourcing.checkLines],
    ],
    [
      '/bom',
      [ru.sourcing.bomFile, ru.sourcing.uploadAndMatch, ru.sourcing.headerRowHint],
      [en.sourcing.uploadAndMatch, en.sourcing.headerRowHint],
    ],
  ] as const;

  for (const [path, russian, english] of pages) {
    it(`renders ${path} in Russian on the server`, async () => {
      const response = await russianReader().page(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html[^>]* lang="ru"/);
      const text = pageText(html);
      for (const entry of russian) expect(text).toContain(entry);
      for (const entry of english) expect(text).not.toContain(entry);
    });
  }

  it('shows the Russian title of the page in the document head', async () => {
    const html = await (await russianReader().page('/quickorder')).text();
    expect(html).toContain(`<title>${ru.sourcing.quickOrderTitle} | Ferrite</title>`);
  });

  it('answers a sign-in with a bad email in the reader language, and in English without the cookie', async () => {
    const form = { Email: 'not-an-email', Password: 'Secret123' };
    const inRussian = await russianReader().page('/account/login', { form });
    expect(inRussian.status).toBe(400);
    const russianText = pageText(await inRussian.text());
    expect(russianText).toContain(ru.account.emailInvalid);
    expect(russianText).not.toContain(en.account.emailInvalid);

    const inEnglish = await new Client(store).page('/account/login', { form });
    expect(inEnglish.status).toBe(400);
    const englishText = pageText(await inEnglish.text());
    expect(englishText).toContain('Please enter a valid email address, like name@example.com.');
    expect(englishText).toContain('Sign in to see your orders, addresses, quotes and favourites.');
    expect(englishText).not.toContain(ru.account.emailInvalid);
  });

  // The address book named countries in English for a Russian reader ('Germany', 'Åland Islands')
  // while the checkout's list, a page later, named them in Russian.
  it('names the countries of the address book in Russian', async () => {
    const user = await signedInClient(store);
    user.cookies.set('_lang', 'ru');
    const saved = await user.post('/account/SaveAddress', {
      FirstName: 'Jonas',
      LastName: 'Weber',
      Phone: '+49 30 1234567',
      Address1: 'Friedrichstraße 10',
      City: 'Berlin',
      PostalCode: '10117',
      Country: 'DE',
    });
    expect(saved.body.state).toBe('success');
    const response = await user.page('/account/addressmanagement');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<option value="DE">Германия</option>');
    expect(html).not.toContain('<option value="DE">Germany</option>');
    expect(pageText(html)).toMatch(/Berlin, 10117\s+Германия/);
  });
});
