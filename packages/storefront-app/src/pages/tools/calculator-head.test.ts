// @vitest-environment node
import { catalogueEntry } from '@ferrite/calculators/catalogue';
import { describe, expect, it } from 'vitest';
import { createTranslator, type Pack } from '../../i18n';
import { en } from '../../i18n/packs/en';
import { ru } from '../../i18n/packs/ru';
import { terms } from '../../i18n/terms/ru';
import { calculatorHead, calculatorPageTitle } from './calculator-head';

const english = createTranslator('en', en, en);

describe('calculator page head', () => {
  it.each([
    ['Ohm’s law', 'Ohm’s law calculator'],
    ['Length converter', 'Length converter'],
    ['Wire size converter (AWG)', 'Wire size converter (AWG)'],
    ['Mortgage calculator', 'Mortgage calculator'],
  ])('%s → %s', (title, expected) => {
    expect(calculatorPageTitle({ title }, english)).toBe(expected);
  });

  it('describes the page with the summary and points at the canonical URL', () => {
    const trace = catalogueEntry('pcb-trace-width')!;
    expect(calculatorHead(trace, english)).toEqual({
      title: 'PCB trace width calculator',
      description: trace.summary,
      canonical: '/tools/components/pcb-design/pcb-trace-width',
    });
  });

  it("names the page in the reader's language, the title a catalogue term", () => {
    const russian = createTranslator('ru', ru as Pack, en);
    expect(calculatorPageTitle({ title: "Ohm's law" }, russian)).toBe("Калькулятор: Ohm's law");
    russian.addTerms(terms);
    expect(calculatorPageTitle({ title: "Ohm's law" }, russian)).toBe('Калькулятор: Закон Ома');
    expect(calculatorHead(catalogueEntry('ohms-law')!, russian).description).toBe(terms.words[catalogueEntry('ohms-law')!.summary]);
  });
});
