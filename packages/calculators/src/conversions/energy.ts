// Energy, base joule. The electronvolt is exact since the 2019 SI (e = 1.602 176 634 × 10⁻¹⁹ C).
import type { CalculatorDescriptor } from '../descriptor';
import type { Measure } from './measure';
import { conversionCalculator, convertMeasure } from './measure';

export const energyMeasure = {
  name: 'energy',
  base: 'J',
  units: {
    eV: { name: 'Electronvolt', symbol: 'eV', factor: 1.602176634e-19 },
    erg: { name: 'Erg', symbol: 'erg', factor: 1e-7 },
    mJ: { name: 'Millijoule', symbol: 'mJ', factor: 1e-3 },
    J: { name: 'Joule', symbol: 'J', factor: 1 },
    kJ: { name: 'Kilojoule', symbol: 'kJ', factor: 1e3 },
    MJ: { name: 'Megajoule', symbol: 'MJ', factor: 1e6 },
    cal: { name: 'Calorie (thermochemical)', symbol: 'cal', factor: 4.184 },
    kcal: { name: 'Kilocalorie (thermochemical)', symbol: 'kcal', factor: 4184 },
    Btu: { name: 'British thermal unit (IT)', symbol: 'Btu', factor: 1055.05585262 },
    ftlbf: { name: 'Foot pound-force', symbol: 'ft·lbf', factor: 1.3558179483314003 },
    Wh: { name: 'Watt-hour', symbol: 'Wh', factor: 3600 },
    kWh: { name: 'Kilowatt-hour', symbol: 'kWh', factor: 3.6e6 },
  },
} as const satisfies Measure<string>;

export type EnergyUnit = keyof typeof energyMeasure.units;

/** Converts a energy between units (eV, erg, mJ, J, kJ, MJ, cal, kcal, Btu, ft·lbf, Wh, kWh). */
export function convertEnergy(value: number, from: EnergyUnit, to: EnergyUnit): number {
  return convertMeasure<EnergyUnit>(energyMeasure, value, from, to);
}

export const energyConverter: CalculatorDescriptor = /* @__PURE__ */ conversionCalculator<EnergyUnit>(energyMeasure, {
  id: 'energy-converter',
  slug: 'energy-converter',
  title: 'Energy converter',
  summary: 'Convert between joules, watt-hours, kilowatt-hours, calories, BTU and electronvolts.',
  source: {
    title: 'NIST SP 811 (2008)',
    citation: 'Appendix B.8 (British thermal unit IT, calorie thermochemical, kilowatt hour, electronvolt)',
  },
  defaultUnit: 'kWh',
  defaultValue: 1,
});
