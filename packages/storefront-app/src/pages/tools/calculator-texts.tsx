import { createContext, useContext, type ReactNode } from 'react';
import type { CalculatorDescriptor, CalculatorResult } from '@ferrite/calculators';
import { useI18n } from '../../i18n';
import { EnglishText } from './EnglishText';

/** A language's calculator texts: translations by English text, and the run's shared messages. */
export interface CalculatorTextTable {
  /** Labels, help lines, options, outputs, sources and notes of the calculators, by English text. */
  readonly texts: Readonly<Record<string, string>>;
  /** What every calculator's run may say (a field's value cannot be read): always sent with a page. */
  readonly messages: Readonly<Record<string, string>>;
}

// The calculators package stays English and dependency-free (docs/decisions/languages-what-stays-english.md):
// its texts are translated here, for the languages with catalogue terms, and loaded only by calculator pages.
const TABLES: Record<string, () => Promise<CalculatorTextTable>> = {
  ru: () => import('./texts/ru').then((module) => module.calculatorTexts),
  ar: () => import('./texts/ar').then((module) => module.calculatorTexts),
};

/** Every text a calculator's descriptor shows on its page (the title, summary and category are catalogue terms). */
export function descriptorTexts(calculator: CalculatorDescriptor): string[] {
  return [
    ...calculator.inputs.flatMap((input) => [
      input.label,
      ...(input.help ? [input.help] : []),
      ...(input.kind === 'select' ? input.options.map((option) => option.label) : []),
      ...(input.kind === 'text' && input.placeholder ? [input.placeholder] : []),
    ]),
    ...calculator.outputs.map((output) => output.label),
    calculator.source.title,
    calculator.source.citation,
  ];
}

/**
 * The translations a calculator's page needs in `lang`: its descriptor's texts, what its first
 * result says, and the shared messages, so the page (and a re-run in the browser) has them
 * without loading every calculator's texts. Empty for a language without a table.
 */
export async function calculatorTextsFor(
  lang: string,
  calculator: CalculatorDescriptor,
  result: CalculatorResult,
): Promise<Record<string, string>> {
  const load = TABLES[lang];
  if (!load) return {};
  const { texts, messages } = await load();
  const said = result.ok ? (result.notes ?? []) : Object.values(result.errors);
  const wanted = [...descriptorTexts(calculator), ...said].filter((english) => texts[english] !== undefined);
  return { ...messages, ...Object.fromEntries(wanted.map((english) => [english, texts[english]!])) };
}

const TextsContext = createContext<Readonly<Record<string, string>>>({});

/** Provides a calculator page's translated texts (from its loader) to its form and results. */
export const CalculatorTextsProvider = TextsContext.Provider;

/**
 * How a calculator page says a descriptor text: `text` gives the reader's words where they exist
 * (for attributes), `say` the same as page content, marked English where no translation exists.
 * `sayTerm` says the title, summary and category, which are catalogue terms (looked up whole).
 */
export function useCalculatorText() {
  const texts = useContext(TextsContext);
  const { term } = useI18n();
  const text = (english: string): string => texts[english] ?? english;
  const marked = (english: string, shown: string): ReactNode => (shown === english ? <EnglishText>{english}</EnglishText> : shown);
  return {
    text,
    say: (english: string) => marked(english, text(english)),
    sayTerm: (english: string) => marked(english, term(english)),
  };
}
