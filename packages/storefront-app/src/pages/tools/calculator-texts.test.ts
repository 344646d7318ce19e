// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calculatorBySlug, calculators, calculatorsInCategory } from '@ferrite/calculators';
import { calculatorTextsFor, descriptorTexts } from './calculator-texts';
import { calculatorTexts as russian } from './texts/ru';
import { calculatorTexts as arabic } from './texts/ar';

// Latin words a translation keeps: makers and publishers (proper names), journals' abbreviations, a resistor's symbol.
const KEPT = new Set(['Texas', 'Instruments', 'Howard', 'Sams', 'Artech', 'House', 'Proc', 'Trans', 'Rin']);
/** English left in a translation: Latin words of three letters or more with two lower-case letters in a row (εeff is a symbol). */
const englishIn = (text: string) =>
  (text.match(/\p{L}+/gu) ?? []).filter((word) => /^[A-Za-z]{3,}$/.test(word) && /[a-z]{2}/.test(word) && !KEPT.has(word));

describe('calculator texts in Russian and Arabic', () => {
  it('both languages translate the same texts, each into its own words', () => {
    for (const part of ['texts', 'messages'] as const) {
      expect(Object.keys(arabic[part]).sort()).toEqual(Object.keys(russian[part]).sort());
      for (const table of [russian, arabic]) {
        const english = Object.entries(table[part]).filter(([, target]) => englishIn(target).length > 0);
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

  it('the Basic circuits, RF & signals and ICs & timing calculators are complete (tests/e2e/ru-ar-complete.test.ts opens four)', () => {
    const complete = (['Basic circuits', 'RF & signals', 'ICs & timing'] as const).flatMap(calculatorsInCategory);
    expect(complete.length).toBe(16);
    for (const table of [russian, arabic]) {
      expect(complete.flatMap(descriptorTexts).filter((text) => table.texts[text] === undefined)).toEqual([]);
    }
    const whole = calculators.filter((calculator) => descriptorTexts(calculator).every((text) => text in russian.texts));
    console.log(`calculators with every descriptor text in Russian and Arabic: ${whole.length} of ${calculators.length}`);
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
