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

  for (const [lang, name] of [['ru', 'Вставленные строки'], ['ar', 'أسطر ملصقة']] as const) {
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
      const heading = /<h1>([^<]*)<\/h1>/.exec(shown.html)?.[1];
      expect(heading).toBe(name);
      expect(/<title>([^<]*)<\/title>/.exec(shown.html)?.[1]).toContain(name);
      expect(pageText(shown.html)).not.toContain('Pasted lines');
    });
  }
});
