import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './packs/en';
import { ru } from './packs/ru';
import { flattenPack } from './pack';

// The shipped translation memory (packages/server/src/i18n/memory/<lang>.json) is keyed by the
// English pack's texts. An entry whose English is no longer in the pack is stale: the English
// changed and the translation must be redone.
const MEMORY_DIR = path.resolve(__dirname, '../../../server/src/i18n/memory');
const LANGUAGES = ['zh', 'ja', 'ko', 'fr', 'es', 'it', 'de', 'tr', 'pt', 'vi', 'id', 'ms', 'th', 'ar'] as const;

const englishEntries = flattenPack(en as unknown as Record<string, Record<string, string>>);
const englishTexts = new Set(englishEntries.map(([, text]) => text));
const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

describe('pack sizes', () => {
  it('Russian has an entry for every English key (plus plural forms English does not need)', () => {
    const russian = flattenPack(ru as unknown as Record<string, Record<string, string>>);
    const russianKeys = new Set(russian.map(([key]) => key));
    expect(englishEntries.filter(([key]) => !russianKeys.has(key))).toEqual([]);
    const sections = Object.keys(en).length;
    console.log(
      `packs: ${sections} sections; en ${englishEntries.length} entries (${englishTexts.size} unique texts); ru ${russian.length} entries`,
    );
  });
});

describe('shipped translation memory', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: every entry translates a current English text, with the same placeholders`, () => {
      const file = path.join(MEMORY_DIR, `${lang}.json`);
      const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { source: string; target: string; entries: Record<string, string> };
      expect(data.source).toBe('en');
      expect(data.target).toBe(lang);
      const entries = Object.entries(data.entries);
      const stale = entries.filter(([source]) => !englishTexts.has(source)).map(([source]) => source);
      expect(stale, `${lang}: stale entries (English no longer in the pack)`).toEqual([]);
      const badPlaceholders = entries
        .filter(([source, target]) => placeholdersOf(source) !== placeholdersOf(target) || target.trim() === '')
        .map(([source]) => source);
      expect(badPlaceholders, `${lang}: entries whose placeholders differ or are empty`).toEqual([]);
      // The tools pages' chrome is short and complete in every language (issue 23): no English left in it.
      const toolsTexts = Object.values(en.tools as Record<string, string>);
      expect(
        toolsTexts.filter((text) => !(text in data.entries)),
        `${lang}: tools texts without a translation`,
      ).toEqual([]);
      // The note beside every converted price, sentence and rate, is in the reader's language.
      const priceNote = [en.common.referenceNote, en.common.rateOfDate];
      expect(
        priceNote.filter((text) => !(text in data.entries)),
        `${lang}: price note texts without a translation`,
      ).toEqual([]);
      // Arabic readers meet no English (issue 21): the shell and the kit's texts every catalogue page
      // shows (the search suggestions' stock and price, the phone filter panel, the parts table) are
      // complete, though they may appear only on a phone or after typing.
      if (lang === 'ar') {
        const chrome = englishEntries.filter(([key]) => key.startsWith('shell.') || key.startsWith('kit'));
        expect(
          chrome.filter(([, text]) => !(text in data.entries)).map(([key]) => key),
          'ar: shell and kit texts without a translation',
        ).toEqual([]);
      }
      const untranslated = [...englishTexts].filter((text) => !(text in data.entries));
      console.log(
        `${lang}: English pack unique texts ${englishTexts.size}, translated ${englishTexts.size - untranslated.length}, untranslated ${untranslated.length}`,
      );
    });
  }
});
