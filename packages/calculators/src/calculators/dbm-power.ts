// dBm, watts and volts (RMS) into a resistive load: three views of one power level.
import type { CalculatorDescriptor } from '../descriptor';
import { failure, runCalculator, success } from '../run';
import { resistanceUnits } from '../units';

/** Power (W) of a level in dBm (decibels relative to 1 mW). */
export function dbmToWatts(dbm: number): number {
  return 1e-3 * 10 ** (dbm / 10);
}

/** Level (dBm) of a power (W, > 0). */
export function wattsToDbm(watts: number): number {
  return 10 * Math.log10(watts / 1e-3);
}

/** RMS voltage (V) that delivers a power (W) into a resistance (Ω). */
export function wattsToVoltsRms(watts: number, impedance: number): number {
  return Math.sqrt(watts * impedance);
}

/** Power (W) an RMS voltage (V) delivers into a resistance (Ω). */
export function voltsRmsToWatts(volts: number, impedance: number): number {
  return (volts * volts) / impedance;
}

const quantityOptions = [
  { value: 'dBm', label: 'dBm' },
  { value: 'W', label: 'W' },
  { value: 'mW', label: 'mW' },
  { value: 'Vrms', label: 'V (RMS)' },
] as const;

const inputs = [
  { kind: 'number', key: 'value', label: 'Value', unit: '', defaultValue: 0, min: -300, max: 1e12 },
  { kind: 'select', key: 'quantity', label: 'Entered as', options: quantityOptions, defaultValue: 'dBm' },
  { kind: 'number', key: 'impedance', label: 'Impedance', unit: 'Ω', units: resistanceUnits, defaultValue: 50, min: 0, minExclusive: true },
] as const;

export const dbmPowerCalculator: CalculatorDescriptor = {
  id: 'dbm-power',
  slug: 'dbm-to-watts',
  title: 'dBm to watts and volts',
  category: 'RF & signals',
  summary: 'Convert between dBm, watts and RMS volts into a given impedance (50 Ω by default).',
  inputs,
  outputs: [
    { key: 'dbm', label: 'Power level', unit: 'dBm', decimals: 3 },
    { key: 'dbw', label: 'Power level', unit: 'dBW', decimals: 3 },
    { key: 'watts', label: 'Power', unit: 'W', format: 'si', decimals: 3 },
    { key: 'voltsRms', label: 'Voltage (RMS)', unit: 'V', format: 'si', decimals: 3 },
    { key: 'voltsPeak', label: 'Voltage (peak, sine)', unit: 'V', format: 'si', decimals: 3 },
    { key: 'dbuv', label: 'Voltage level', unit: 'dBµV', decimals: 3 },
  ],
  formula: 'P = 1 mW × 10^(dBm / 10)\nV = √(P × Z)\ndBµV = 20 log10(V / 1 µV)',
  source: {
    title: 'IEC 60027-3:2002',
    citation: 'Logarithmic and related quantities (dB relative to 1 mW); P = V²/R, Horowitz & Hill 3rd ed. §1.2',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ value, quantity, impedance }) => {
      if (quantity !== 'dBm' && value <= 0) {
        return failure('value', quantity === 'Vrms' ? 'Voltage must be greater than 0' : 'Power must be greater than 0');
      }
      const watts =
        quantity === 'dBm'
          ? dbmToWatts(value)
          : quantity === 'W'
            ? value
            : quantity === 'mW'
              ? value * 1e-3
              : voltsRmsToWatts(value, impedance);
      const voltsRms = wattsToVoltsRms(watts, impedance);
      return success({
        dbm: wattsToDbm(watts),
        dbw: 10 * Math.log10(watts),
        watts,
        voltsRms,
        voltsPeak: voltsRms * Math.SQRT2,
        dbuv: 20 * Math.log10(voltsRms / 1e-6),
      });
    }),
};
