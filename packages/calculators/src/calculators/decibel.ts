// Decibels ↔ ratios. A power ratio is 10 lg(P/P0) dB, a ratio of field quantities (voltage,
// current, pressure) 20 lg(F/F0) dB, since power goes as the square of the field quantity.
import type { CalculatorDescriptor } from '../descriptor';
import { FORM_ERROR_KEY } from '../descriptor';
import { failure, runCalculator, success } from '../run';

/** What a ratio compares: powers, or field quantities such as voltages and currents. */
export type RatioKind = 'power' | 'field';

/** Level (dB) of a ratio of powers or of field quantities (voltage, current). */
export function ratioToDecibels(ratio: number, kind: RatioKind): number {
  return (kind === 'power' ? 10 : 20) * Math.log10(ratio);
}

/** Ratio of powers or of field quantities for a level (dB). */
export function decibelsToRatio(decibels: number, kind: RatioKind): number {
  return 10 ** (decibels / (kind === 'power' ? 10 : 20));
}

const kindOptions = [
  { value: 'power', label: 'Power ratio (10 lg)' },
  { value: 'field', label: 'Voltage or current ratio (20 lg)' },
] as const;

const inputs = [
  { kind: 'select', key: 'kind', label: 'Ratio of', options: kindOptions, defaultValue: 'power' },
  {
    kind: 'number',
    key: 'ratio',
    label: 'Ratio',
    unit: '',
    defaultValue: 2,
    // 10¹⁵ is 150 dB of power: past any gain or loss a bench measures.
    min: 1e-15,
    max: 1e15,
    optional: true,
    help: 'Output over input; below 1 for a loss.',
  },
  { kind: 'number', key: 'decibels', label: 'Level', unit: 'dB', min: -150, max: 150, optional: true },
] as const;

export const decibelCalculator: CalculatorDescriptor = {
  id: 'decibel-converter',
  slug: 'decibel-converter',
  title: 'Decibel converter',
  category: 'RF & signals',
  summary: 'Convert a power or voltage ratio to decibels, or decibels to both ratios.',
  inputs,
  outputs: [
    { key: 'decibels', label: 'Level', unit: 'dB', decimals: 3 },
    { key: 'powerRatio', label: 'Power ratio', unit: '', format: 'significant', decimals: 6 },
    { key: 'fieldRatio', label: 'Voltage or current ratio', unit: '', format: 'significant', decimals: 6 },
  ],
  resultPart: 'none',
  formula: 'power: L = 10 lg(P / P0) dB\nvoltage or current: L = 20 lg(V / V0) dB',
  source: {
    title: 'NIST SP 811 (2008); IEC 60027-3:2002',
    citation: 'NIST SP 811 §8.7, logarithmic ratio quantities: L_P = 10 lg(P/P0) dB, L_F = 20 lg(F/F0) dB',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ kind, ratio, decibels }) => {
      if ((ratio === undefined) === (decibels === undefined)) return failure(FORM_ERROR_KEY, 'Enter either a ratio or a level in dB');
      const level = decibels ?? ratioToDecibels(ratio ?? 1, kind);
      return success({ decibels: level, powerRatio: decibelsToRatio(level, 'power'), fieldRatio: decibelsToRatio(level, 'field') });
    }),
};
