import type { CatalogueEntry } from '@ferrite/calculators/catalogue';
import type { Translator } from '../../i18n';
import type { RouteHead } from '../../routing/head';
import { calculatorPath, TOOLS_PATH } from './tool-urls';

/**
 * '{title} calculator', unless the (English) title already says calculator or converter ('Length
 * converter'); the title is a catalogue term, so Russian and Arabic readers get their own.
 */
export function calculatorPageTitle(calculator: Pick<CatalogueEntry, 'title'>, i18n: Pick<Translator, 't' | 'term'>): string {
  return /\b(calculator|converter)\b/i.test(calculator.title)
    ? i18n.term(calculator.title)
    : i18n.t('tools.calculatorPageTitle', { title: i18n.term(calculator.title) });
}

/** The head of a calculator page, from its descriptor (or catalogue entry); the canonical URL carries no inputs. */
export function calculatorHead(calculator: CatalogueEntry, i18n: Pick<Translator, 't' | 'term'>): RouteHead {
  return {
    title: calculatorPageTitle(calculator, i18n),
    description: i18n.term(calculator.summary),
    canonical: calculatorPath(calculator),
  };
}

export function toolsIndexHead(t: Translator['t']): RouteHead {
  return { title: t('tools.metaTitle'), description: t('tools.metaDescription'), canonical: TOOLS_PATH };
}
