import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageText } from '../support/api';
import { startTestStore, type TestStore } from '../support/server';
import { guest, page } from './helpers';

// A BOM pasted (not uploaded as a file) is stored under the English source name 'Pasted lines';
// its page and the page title must say it in the reader's language.
describe('sourcing pages in the reader’s language', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore('pglite', { parts: 300 });
  });
  afterAll(async () => {
    await store?.stop();
  });

  for (const [lang, name] of [
    ['ru', 'Вставленные строки'],
    ['ar', 'أسطر ملصقة'],
  ] as const) {
    it(`${lang}: a pasted BOM is named in ${lang}, not 'Pasted lines'`, async () => {
      const visitor = guest();
      visitor.cookies.set('_lang', lang);
      await page(store, visitor, '/bom');
      const form = new FormData();
      form.append('text', 'Designator\tQty\tMPN\nR1\t2\tNOSUCHPART-1\n');
      const posted = await page(store, visitor, '/bom', { method: 'POST', body: form });
      expect(posted.status).toBe(302);
      const shown = await page(store, visitor, posted.location!);
      expect(shown.status).toBe(200);
      const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(shown.html)?.[1];
      expect(heading).toBe(name);
      expect(/<title>([^<]*)<\/title>/.exec(shown.html)?.[1]).toContain(name);
      expect(pageText(shown.html)).not.toContain('Pasted lines');
    });
  }

  it("ru: the RFQ page's date ends its sentence with one full stop ('2026 г.', not '2026 г..')", async () => {
    const visitor = guest();
    visitor.cookies.set('_lang', 'ru');
    await page(store, visitor, '/rfq');
    const valid = new URLSearchParams({
      partNo: 'LM358DR',
      manufacturer: '',
      quantity: '500',
      targetPrice: '',
      name: 'Покупатель',
      email: 'ru.buyer@example.com',
      country: 'DE',
      intent: 'submit',
    });
    const sent = await page(store, visitor, '/rfq', {
      method: 'POST',
      body: valid,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(sent.status).toBe(302);
    const text = pageText((await page(store, visitor, sent.location!)).html);
    expect(text).toMatch(/отправлен \d{1,2} [а-я]+ \d{4} г\./);
    expect(text).not.toContain('г..');
  });

  it('ru: a quick-order number with no near matches is explained in Russian, without pointing to suggestions', async () => {
    const visitor = guest();
    visitor.cookies.set('_lang', 'ru');
    await page(store, visitor, '/quickorder');
    const body = new URLSearchParams({ text: 'QQZZXXQQ-777 5', intent: 'check' });
    const posted = await page(store, visitor, '/quickorder', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status).toBe(200);
    const text = pageText(posted.html);
    expect(text).toContain('Компонент с таким партномером не найден, похожих номеров тоже нет. Проверьте номер.');
    expect(text).not.toContain('выберите один из предложенных');
  });
});
