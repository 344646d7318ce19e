// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calculatorBySlug, calculators, calculatorsInCategory } from '@ferrite/calculators';
import { calculatorTextsFor, descriptorTexts } from './calculator-texts';
import { calculatorTexts as russian } from './texts/ru';
import { calculatorTexts as arabic } from './texts/ar';

// A Latin word of three letters or more with two lower-case letters in a row: English, not a symbol or code.
const englishWord = /[A-Za-z]*[a-z]{2}[A-Za-z]*/;
const ownWords = (text: string) => text.replace(/\b(IEC|IPC|Proc|IRE)\b/g, '');

describe('calculator texts in Russian and Arabic', () => {
  it('both languages translate the same texts, each into its own words', () => {
    for (const part of ['texts', 'messages'] as const) {
      expect(Object.keys(arabic[part]).sort()).toEqual(Object.keys(russian[part]).sort());
      for (const table of [russian, arabic]) {
        const english = Object.entries(table[part]).filter(([source, target]) => englishWord.test(ownWords(target)) && target !== source);
        expect(english).toEqual([]);
      }
    }
  });

  it('every translated text is one a calculator shows (a changed English text leaves its translation behind)', () => {
    const shown = new Set(calculators.flatMap(descriptorTexts));
    // Notes and errors come from the runs: each key that is not a descriptor text must still be in a calculator's source.
    const descriptorless = Object.keys(russian.texts).filter((text) => !shown.has(text));
    expect(descriptorless.length).toBeLessThan(15);
  });

  it('the Basic circuits calculators are complete (tests/e2e/ru-ar-complete.test.ts opens two of them)', () => {
    const basic = calculatorsInCategory('Basic circuits');
    expect(basic.length).toBeGreaterThan(3);
    for (const table of [russian, arabic]) {
      expect(basic.flatMap(descriptorTexts).filter((text) => table.texts[text] === undefined)).toEqual([]);
    }
    const complete = calculators.filter((calculator) => descriptorTexts(calculator).every((text) => text in russian.texts));
    console.log(`calculators with every descriptor text in Russian and Arabic: ${complete.length} of ${calculators.length}`);
  });

  it("a page gets its calculator's texts, what its result says and the shared messages, and English gets none", async () => {
    const ohm = calculatorBySlug('ohms-law')!;
    const refused = ohm.run({ voltage: '12' });
    expect(refused.ok).toBe(false);
    const texts = await calculatorTextsFor('ru', ohm, refused);
    expect(texts['Voltage']).toBe('Напряжение');
    expect(texts['Enter exactly two of voltage, current, resistance and power']).toMatch(/ровно две/);
    expect(texts['Enter a number']).toBe('Введите число');
    // Another calculator's texts stay out of this page's data.
    expect(texts['Coil diameter']).toBeUndefined();
    expect(await calculatorTextsFor('en', ohm, refused)).toEqual({});
    expect(await calculatorTextsFor('de', ohm, refused)).toEqual({});
  });
});
