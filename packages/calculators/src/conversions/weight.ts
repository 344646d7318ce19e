// Weight (mass), base kilogram. The avoirdupois pound is exactly 0.453 592 37 kg (1959).
import type { CalculatorDescriptor } from '../descriptor';
import type { Measure } from './measure';
import { conversionCalculator, convertMeasure } from './measure';

export const weightMeasure = {
  name: 'weight',
  base: 'kg',
  units: {
    mg: { name: 'Milligram', symbol: 'mg', factor: 1e-6 },
    g: { name: 'Gram', symbol: 'g', factor: 1e-3 },
    kg: { name: 'Kilogram', symbol: 'kg', factor: 1 },
    t: { name: 'Tonne', symbol: 't', factor: 1000 },
    gr: { name: 'Grain', symbol: 'gr', factor: 6.479891e-5 },
    ct: { name: 'Carat', symbol: 'ct', factor: 2e-4 },
    oz: { name: 'Ounce (avoirdupois)', symbol: 'oz', factor: 0.028349523125 },
    lb: { name: 'Pound (avoirdupois)', symbol: 'lb', factor: 0.45359237 },
    st: { name: 'Stone', symbol: 'st', factor: 6.35029318 },
    ton_us: { name: 'Short ton (US)', symbol: 'ton', factor: 907.18474 },
    ton_uk: { name: 'Long ton (UK)', symbol: 'long ton', factor: 1016.0469088 },
  },
} as const satisfies Measure<string>;

export type WeightUnit = keyof typeof weightMeasure.units;

/** Converts a weight between units (mg, g, kg, t, gr, ct, oz, lb, st, ton_us, ton_uk). */
export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  return convertMeasure<WeightUnit>(weightMeasure, value, from, to);
}

export const weightConverter: CalculatorDescriptor = /* @__PURE__ */ conversionCalculator<WeightUnit>(weightMeasure, {
  id: 'weight-converter',
  slug: 'weight-converter',
  title: 'Weight converter',
  summary: 'Convert mass between grams, kilograms, ounces, pounds, tonnes and more.',
  source: { title: 'NIST SP 811 (2008)', citation: 'Appendix B.8 (pound, ounce, grain, ton); 1 lb = 0.453 592 37 kg exactly' },
  defaultUnit: 'lb',
  defaultValue: 1,
});
