import type { CalculatorDescriptor } from '@ferrite/calculators';
import type { RouteHead } from '../../routing/head';
import { calculatorPath, TOOLS_PATH } from './tool-urls';

/** '{title} calculator', unless the title already says calculator or converter ('Length converter'). */
export function calculatorPageTitle(calculator: Pick<CalculatorDescriptor, 'title'>): string {
  return /\b(calculator|converter)\b/i.test(calculator.title) ? calculator.title : `${calculator.title} calculator`;
}

/** The head of a calculator page; the canonical URL carries no inputs. */
export function calculatorHead(calculator: CalculatorDescriptor): RouteHead {
  return { title: calculatorPageTitle(calculator), description: calculator.summary, canonical: calculatorPath(calculator) };
}

export const toolsIndexHead: RouteHead = {
  title: 'Electronics calculators and converters',
  description:
    'Free engineering calculators: resistor colour codes, PCB trace width, microstrip impedance, Ohm’s law, voltage dividers, 555 timers, dBm and unit conversions.',
  canonical: TOOLS_PATH,
};
