import type { CatalogueEntry } from '@ferrite/calculators/catalogue';
import type { Translator } from '../../i18n';
import type { RouteHead } from '../../routing/head';
import { calculatorPath, TOOLS_PATH } from './tool-urls';

/** '{title} calculator', unless the (English) title already says calculator or converter ('Length converter'). */
export function calculatorPageTitle(calculator: Pick<CatalogueEntry, 'title'>, t: Translator['t']): string {
  return /\b(calculator|converter)\b/i.test(calculator.title)
    ? calculator.title
    : t('tools.calculatorPageTitle', { title: calculator.title });
}

/** The head of a calculator page, from its descriptor (or catalogue entry); the canonical URL carries no inputs. */
export function calculatorHead(calculator: CatalogueEntry, t: Translator['t']): RouteHead {
  return { title: calculatorPageTitle(calculator, t), description: calculator.summary, canonical: calculatorPath(calculator) };
}

export function toolsIndexHead(t: Translator['t']): RouteHead {
  return { title: t('tools.metaTitle'), description: t('tools.metaDescription'), canonical: TOOLS_PATH };
}
