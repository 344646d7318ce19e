// Volume, base cubic metre. US liquid units derive from the 231 in³ gallon; the UK gallon is 4.546 09 L exactly.
import type { CalculatorDescriptor } from '../descriptor';
import type { Measure } from './measure';
import { conversionCalculator, convertMeasure } from './measure';

export const volumeMeasure = {
  name: 'volume',
  base: 'm3',
  units: {
    mm3: { name: 'Cubic millimetre', symbol: 'mm³', factor: 1e-9 },
    mL: { name: 'Millilitre', symbol: 'mL', factor: 1e-6 },
    cm3: { name: 'Cubic centimetre', symbol: 'cm³', factor: 1e-6 },
    L: { name: 'Litre', symbol: 'L', factor: 1e-3 },
    m3: { name: 'Cubic metre', symbol: 'm³', factor: 1 },
    in3: { name: 'Cubic inch', symbol: 'in³', factor: 1.6387064e-5 },
    ft3: { name: 'Cubic foot', symbol: 'ft³', factor: 0.028316846592 },
    floz_us: { name: 'Fluid ounce (US)', symbol: 'fl oz', factor: 2.95735295625e-5 },
    cup_us: { name: 'Cup (US)', symbol: 'cup', factor: 2.365882365e-4 },
    pt_us: { name: 'Pint (US liquid)', symbol: 'pt', factor: 4.73176473e-4 },
    qt_us: { name: 'Quart (US liquid)', symbol: 'qt', factor: 9.46352946e-4 },
    gal_us: { name: 'Gallon (US)', symbol: 'gal', factor: 3.785411784e-3 },
    gal_uk: { name: 'Gallon (UK)', symbol: 'gal (UK)', factor: 4.54609e-3 },
  },
} as const satisfies Measure<string>;

export type VolumeUnit = keyof typeof volumeMeasure.units;

/** Converts a volume between units (mm³, mL, cm³, L, m³, in³, ft³, US fl oz, cup, pt, qt, gal, UK gal). */
export function convertVolume(value: number, from: VolumeUnit, to: VolumeUnit): number {
  return convertMeasure<VolumeUnit>(volumeMeasure, value, from, to);
}

export const volumeConverter: CalculatorDescriptor = /* @__PURE__ */ conversionCalculator<VolumeUnit>(volumeMeasure, {
  id: 'volume-converter',
  slug: 'volume-converter',
  title: 'Volume converter',
  summary: 'Convert between millilitres, litres, cubic metres, cubic inches and US and UK gallons.',
  source: {
    title: 'NIST SP 811 (2008)',
    citation: 'Appendix B.8 (gallon, quart, pint, fluid ounce, cubic inch); 1 US gal = 231 in³ exactly',
  },
  defaultUnit: 'L',
  defaultValue: 1,
});
