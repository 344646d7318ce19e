import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@ferrite/contract/account-messages';
import { CONTENT_MESSAGES } from '@ferrite/contract/content-messages';
import { COMPOSED_MESSAGES } from '@ferrite/contract/message-codes';
import { SUPPORTED_LANGUAGES } from '@ferrite/contract';
import { en } from './packs/en';
import { site } from './packs/en/site';
import { ru } from './packs/ru';
import { flattenPack } from './pack';
import { usesTranslationMemory } from './load';

// Issue 21 item 7: every language is complete for the shell, the buying path and the API's
// messages. The areas are read from the pack's own structure, so a text added to one of them is
// covered without touching this test:
// - the shell: the sections every page shows (packs/en/site.ts: common, shell, errors and the
//   shell's kit components);
// - the buying path (cart, checkout, payment, orders): the `buying` section and the kit sections
//   its pages read (pages/buying);
// - the API's messages: every composed message code (contract message-codes.ts) and the account
//   and content APIs' messages.
const BUYING_KIT_SECTIONS = ['kitLineItems', 'kitQuantityInput', 'kitStockBadge'] as const;

type Sections = Record<string, Record<string, string>>;
const englishEntries = flattenPack(en as unknown as Sections);

const shellKeys = new Set(flattenPack(site as unknown as Sections).map(([key]) => key));
const buyingKeys = new Set(
  flattenPack({
    buying: en.buying,
    ...Object.fromEntries(BUYING_KIT_SECTIONS.map((section) => [section, en[section]])),
  } as unknown as Sections).map(([key]) => key),
);
const apiTexts = new Set<string>([
  ...Object.values(COMPOSED_MESSAGES).flatMap((english) => (typeof english === 'string' ? [english] : Object.values(english))),
  ...Object.values(ACCOUNT_MESSAGES),
  ...Object.values(CONTENT_MESSAGES),
]);

/** The entries in scope, by area: ['section.key', English]. */
const AREAS = {
  shell: englishEntries.filter(([key]) => shellKeys.has(key)),
  'buying path': englishEntries.filter(([key]) => buyingKeys.has(key)),
  'API messages': englishEntries.filter(([, text]) => apiTexts.has(text)),
};

// A text with no word in it ('#', '{name} ({unit})') reads the same in every language.
const hasWords = (text: string) => /[A-Za-z]{3}/.test(text.replace(/\{\w+\}/g, ''));

const MEMORY_DIR = path.resolve(__dirname, '../../../server/src/i18n/memory');
const memoryLanguages = SUPPORTED_LANGUAGES.filter((lang) => usesTranslationMemory(lang));
const memoryOf = (lang: string) =>
  (JSON.parse(fs.readFileSync(path.join(MEMORY_DIR, `${lang}.json`), 'utf8')) as { entries: Record<string, string> }).entries;

describe('the shell, the buying path and the API messages are translated into every language', () => {
  it('the areas are found in the pack (a renamed section would empty one silently)', () => {
    expect(AREAS.shell.length).toBeGreaterThan(100);
    expect(AREAS['buying path'].length).toBeGreaterThan(100);
    // Every API message has its entry in the English pack, which is how pages translate it.
    const packTexts = new Set(englishEntries.map(([, text]) => text));
    expect([...apiTexts].filter((text) => !packTexts.has(text))).toEqual([]);
    expect(memoryLanguages).toHaveLength(14);
  });

  for (const [area, entries] of Object.entries(AREAS)) {
    it(`Russian: the ${area} has its own words`, () => {
      const russian = new Map(flattenPack(ru as unknown as Sections));
      const english = entries.filter(([key, text]) => !russian.has(key) || (hasWords(text) && russian.get(key) === text));
      expect(english.map(([key]) => key)).toEqual([]);
    });

    for (const lang of memoryLanguages) {
      it(`${lang}: the translation memory translates the ${area}`, () => {
        const memory = memoryOf(lang);
        const missing = [...new Set(entries.map(([, text]) => text))].filter((text) => !memory[text]?.trim());
        expect(missing, `${lang}: ${area} texts without a translation in packages/server/src/i18n/memory/${lang}.json`).toEqual([]);
      });
    }
  }
});
