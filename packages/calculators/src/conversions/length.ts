// Length, base metre. Inch-based factors are exact by the 1959 definition 1 in = 25.4 mm.
import type { CalculatorDescriptor } from '../descriptor';
import type { Measure } from './measure';
import { conversionCalculator, convertMeasure } from './measure';

export const lengthMeasure = {
  name: 'length',
  base: 'm',
  units: {
    nm: { name: 'Nanometre', symbol: 'nm', factor: 1e-9 },
    um: { name: 'Micrometre', symbol: 'µm', factor: 1e-6 },
    mm: { name: 'Millimetre', symbol: 'mm', factor: 1e-3 },
    cm: { name: 'Centimetre', symbol: 'cm', factor: 1e-2 },
    m: { name: 'Metre', symbol: 'm', factor: 1 },
    km: { name: 'Kilometre', symbol: 'km', factor: 1e3 },
    mil: { name: 'Mil (thou)', symbol: 'mil', factor: 2.54e-5 },
    in: { name: 'Inch', symbol: 'in', factor: 0.0254 },
    ft: { name: 'Foot', symbol: 'ft', factor: 0.3048 },
    yd: { name: 'Yard', symbol: 'yd', factor: 0.9144 },
    mi: { name: 'Mile', symbol: 'mi', factor: 1609.344 },
    nmi: { name: 'Nautical mile', symbol: 'nmi', factor: 1852 },
  },
} as const satisfies Measure<string>;

export type LengthUnit = keyof typeof lengthMeasure.units;

/** Converts a length between units (nm, µm, mm, cm, m, km, mil, in, ft, yd, mi, nmi). */
export function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  return convertMeasure<LengthUnit>(lengthMeasure, value, from, to);
}

export const lengthConverter: CalculatorDescriptor = /* @__PURE__ */ conversionCalculator<LengthUnit>(lengthMeasure, {
  id: 'length-converter',
  slug: 'length-converter',
  title: 'Length converter',
  summary: 'Convert between millimetres, mils, inches, feet, metres, miles and more.',
  source: { title: 'NIST SP 811 (2008)', citation: 'Appendix B.8, factors for units listed alphabetically (inch, foot, mil, mile)' },
  defaultUnit: 'in',
  defaultValue: 1,
});
