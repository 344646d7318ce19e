// Force, base newton. Gravitational units use standard gravity 9.806 65 m/s² (exact, CGPM 1901).
import type { CalculatorDescriptor } from '../descriptor';
import type { Measure } from './measure';
import { conversionCalculator, convertMeasure } from './measure';

export const forceMeasure = {
  name: 'force',
  base: 'N',
  units: {
    mN: { name: 'Millinewton', symbol: 'mN', factor: 1e-3 },
    N: { name: 'Newton', symbol: 'N', factor: 1 },
    kN: { name: 'Kilonewton', symbol: 'kN', factor: 1e3 },
    dyn: { name: 'Dyne', symbol: 'dyn', factor: 1e-5 },
    gf: { name: 'Gram-force', symbol: 'gf', factor: 9.80665e-3 },
    kgf: { name: 'Kilogram-force', symbol: 'kgf', factor: 9.80665 },
    ozf: { name: 'Ounce-force', symbol: 'ozf', factor: 0.2780138509537812 },
    lbf: { name: 'Pound-force', symbol: 'lbf', factor: 4.4482216152605 },
    kip: { name: 'Kip', symbol: 'kip', factor: 4448.2216152605 },
    pdl: { name: 'Poundal', symbol: 'pdl', factor: 0.138254954376 },
  },
} as const satisfies Measure<string>;

export type ForceUnit = keyof typeof forceMeasure.units;

/** Converts a force between units (mN, N, kN, dyn, gf, kgf, ozf, lbf, kip, pdl). */
export function convertForce(value: number, from: ForceUnit, to: ForceUnit): number {
  return convertMeasure<ForceUnit>(forceMeasure, value, from, to);
}

export const forceConverter: CalculatorDescriptor = /* @__PURE__ */ conversionCalculator<ForceUnit>(forceMeasure, {
  id: 'force-converter',
  slug: 'force-converter',
  title: 'Force converter',
  summary: 'Convert between newtons, kilogram-force, pound-force, dynes and more.',
  source: {
    title: 'NIST SP 811 (2008)',
    citation: 'Appendix B.8 (pound-force, kilogram-force, dyne, poundal); standard gravity 9.806 65 m/s²',
  },
  defaultUnit: 'lbf',
  defaultValue: 1,
});
