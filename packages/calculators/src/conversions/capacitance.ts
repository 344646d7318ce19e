// Capacitance, base farad: SI prefixes only, but the pF/nF/µF confusion is what buyers ask about.
import type { CalculatorDescriptor } from '../descriptor';
import type { Measure } from './measure';
import { conversionCalculator, convertMeasure } from './measure';

export const capacitanceMeasure = {
  name: 'capacitance',
  base: 'F',
  units: {
    fF: { name: 'Femtofarad', symbol: 'fF', factor: 1e-15 },
    pF: { name: 'Picofarad', symbol: 'pF', factor: 1e-12 },
    nF: { name: 'Nanofarad', symbol: 'nF', factor: 1e-9 },
    uF: { name: 'Microfarad', symbol: 'µF', factor: 1e-6 },
    mF: { name: 'Millifarad', symbol: 'mF', factor: 1e-3 },
    F: { name: 'Farad', symbol: 'F', factor: 1 },
  },
} as const satisfies Measure<string>;

export type CapacitanceUnit = keyof typeof capacitanceMeasure.units;

/** Converts a capacitance between units (fF, pF, nF, µF, mF, F). */
export function convertCapacitance(value: number, from: CapacitanceUnit, to: CapacitanceUnit): number {
  return convertMeasure<CapacitanceUnit>(capacitanceMeasure, value, from, to);
}

export const capacitanceConverter: CalculatorDescriptor = /* @__PURE__ */ conversionCalculator<CapacitanceUnit>(capacitanceMeasure, {
  id: 'capacitance-converter',
  slug: 'capacitance-converter',
  title: 'Capacitance converter',
  summary: 'Convert between picofarads, nanofarads, microfarads and farads.',
  source: { title: 'NIST SP 811 (2008)', citation: 'Table 5, SI prefixes (femto to milli) applied to the farad' },
  defaultUnit: 'uF',
  defaultValue: 0.1,
});
