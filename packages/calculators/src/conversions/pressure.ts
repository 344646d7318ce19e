// Pressure, base pascal. psi = lbf / in² from exact definitions; 1 atm = 101 325 Pa and 1 Torr = 1/760 atm exactly.
import type { CalculatorDescriptor } from '../descriptor';
import type { Measure } from './measure';
import { conversionCalculator, convertMeasure } from './measure';

export const pressureMeasure = {
  name: 'pressure',
  base: 'Pa',
  units: {
    Pa: { name: 'Pascal', symbol: 'Pa', factor: 1 },
    hPa: { name: 'Hectopascal', symbol: 'hPa', factor: 100 },
    kPa: { name: 'Kilopascal', symbol: 'kPa', factor: 1e3 },
    MPa: { name: 'Megapascal', symbol: 'MPa', factor: 1e6 },
    mbar: { name: 'Millibar', symbol: 'mbar', factor: 100 },
    bar: { name: 'Bar', symbol: 'bar', factor: 1e5 },
    atm: { name: 'Standard atmosphere', symbol: 'atm', factor: 101325 },
    psi: { name: 'Pound-force per square inch', symbol: 'psi', factor: 6894.757293168361 },
    torr: { name: 'Torr', symbol: 'Torr', factor: 101325 / 760 },
    mmHg: { name: 'Millimetre of mercury (conventional)', symbol: 'mmHg', factor: 133.322387415 },
    inHg: { name: 'Inch of mercury (conventional)', symbol: 'inHg', factor: 3386.389 },
    kgfcm2: { name: 'Kilogram-force per square centimetre', symbol: 'kgf/cm²', factor: 98066.5 },
  },
} as const satisfies Measure<string>;

export type PressureUnit = keyof typeof pressureMeasure.units;

/** Converts a pressure between units (Pa, hPa, kPa, MPa, mbar, bar, atm, psi, Torr, mmHg, inHg, kgf/cm²). */
export function convertPressure(value: number, from: PressureUnit, to: PressureUnit): number {
  return convertMeasure<PressureUnit>(pressureMeasure, value, from, to);
}

export const pressureConverter: CalculatorDescriptor = /* @__PURE__ */ conversionCalculator<PressureUnit>(pressureMeasure, {
  id: 'pressure-converter',
  slug: 'pressure-converter',
  title: 'Pressure converter',
  summary: 'Convert between pascals, bar, psi, atmospheres, torr and mmHg.',
  source: { title: 'NIST SP 811 (2008)', citation: 'Appendix B.8 (atmosphere, bar, psi, torr, mmHg, inHg conventional)' },
  defaultUnit: 'psi',
  defaultValue: 14.7,
});
