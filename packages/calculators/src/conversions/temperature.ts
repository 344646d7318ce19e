// Temperature, base kelvin. Not a pure scale: Celsius and Fahrenheit have offsets, applied
// before the factor (K = (°F + 459.67) × 5/9).
import type { CalculatorDescriptor } from '../descriptor';
import type { Measure } from './measure';
import { conversionCalculator, convertMeasure } from './measure';

export const temperatureMeasure = {
  name: 'temperature',
  base: 'K',
  minimumBase: 0,
  belowMinimumMessage: 'Temperature cannot be below absolute zero (0 K, −273.15 °C, −459.67 °F)',
  units: {
    C: { name: 'Degree Celsius', symbol: '°C', factor: 1, offset: 273.15 },
    F: { name: 'Degree Fahrenheit', symbol: '°F', factor: 5 / 9, offset: 459.67 },
    K: { name: 'Kelvin', symbol: 'K', factor: 1 },
    R: { name: 'Degree Rankine', symbol: '°R', factor: 5 / 9 },
  },
} as const satisfies Measure<string>;

export type TemperatureUnit = keyof typeof temperatureMeasure.units;

/** Converts a temperature between units (°C, °F, K, °R). */
export function convertTemperature(value: number, from: TemperatureUnit, to: TemperatureUnit): number {
  return convertMeasure<TemperatureUnit>(temperatureMeasure, value, from, to);
}

export const temperatureConverter: CalculatorDescriptor = /* @__PURE__ */ conversionCalculator<TemperatureUnit>(temperatureMeasure, {
  id: 'temperature-converter',
  slug: 'temperature-converter',
  title: 'Temperature converter',
  summary: 'Convert between Celsius, Fahrenheit, kelvin and Rankine.',
  source: {
    title: 'NIST SP 811 (2008)',
    citation: 'Appendix B.9 (temperature conversions: T/K = t/°C + 273.15, T/K = (t/°F + 459.67)/1.8)',
  },
  defaultUnit: 'C',
  defaultValue: 25,
});
