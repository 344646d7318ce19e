// Inductance, base henry: SI prefixes only.
import type { CalculatorDescriptor } from '../descriptor';
import type { Measure } from './measure';
import { conversionCalculator, convertMeasure } from './measure';

export const inductanceMeasure = {
  name: 'inductance',
  base: 'H',
  units: {
    pH: { name: 'Picohenry', symbol: 'pH', factor: 1e-12 },
    nH: { name: 'Nanohenry', symbol: 'nH', factor: 1e-9 },
    uH: { name: 'Microhenry', symbol: 'µH', factor: 1e-6 },
    mH: { name: 'Millihenry', symbol: 'mH', factor: 1e-3 },
    H: { name: 'Henry', symbol: 'H', factor: 1 },
  },
} as const satisfies Measure<string>;

export type InductanceUnit = keyof typeof inductanceMeasure.units;

/** Converts a inductance between units (pH, nH, µH, mH, H). */
export function convertInductance(value: number, from: InductanceUnit, to: InductanceUnit): number {
  return convertMeasure<InductanceUnit>(inductanceMeasure, value, from, to);
}

export const inductanceConverter: CalculatorDescriptor = /* @__PURE__ */ conversionCalculator<InductanceUnit>(inductanceMeasure, {
  id: 'inductance-converter',
  slug: 'inductance-converter',
  title: 'Inductance converter',
  summary: 'Convert between nanohenries, microhenries, millihenries and henries.',
  source: { title: 'NIST SP 811 (2008)', citation: 'Table 5, SI prefixes (pico to milli) applied to the henry' },
  defaultUnit: 'uH',
  defaultValue: 100,
});
