// First-order RC low-pass filter: cutoff frequency and response at a chosen frequency.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { capacitanceUnits, frequencyUnits, resistanceUnits } from '../units';

/** −3 dB cutoff frequency (Hz) of a first-order RC filter from R (Ω) and C (F). */
export function rcCutoffFrequency(resistance: number, capacitance: number): number {
  return 1 / (2 * Math.PI * resistance * capacitance);
}

/** Gain (dB, ≤ 0) of a first-order RC low-pass at a frequency (Hz) for a cutoff (Hz). */
export function rcLowPassGainDb(frequency: number, cutoff: number): number {
  return -10 * Math.log10(1 + (frequency / cutoff) ** 2);
}

const inputs = [
  {
    kind: 'number',
    key: 'resistance',
    label: 'Resistance',
    unit: 'Ω',
    units: resistanceUnits,
    defaultUnit: 'kohm',
    defaultValue: 1,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'capacitance',
    label: 'Capacitance',
    unit: 'F',
    units: capacitanceUnits,
    defaultUnit: 'nF',
    defaultValue: 100,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'frequency',
    label: 'Signal frequency',
    unit: 'Hz',
    units: frequencyUnits,
    min: 0,
    optional: true,
    help: 'Optional: gain and phase of the low-pass at this frequency.',
  },
] as const;

export const rcFilterCalculator: CalculatorDescriptor = {
  id: 'rc-filter',
  slug: 'rc-filter-cutoff-frequency',
  title: 'RC filter cutoff frequency',
  category: 'RF & signals',
  summary: 'Cutoff (−3 dB) frequency of a first-order RC low-pass or high-pass filter.',
  inputs,
  outputs: [
    { key: 'cutoff', label: 'Cutoff frequency', unit: 'Hz', format: 'si', decimals: 3 },
    { key: 'timeConstant', label: 'Time constant', unit: 's', format: 'si', decimals: 3 },
    { key: 'lowPassGain', label: 'Low-pass gain at signal frequency', unit: 'dB' },
    { key: 'lowPassPhase', label: 'Low-pass phase at signal frequency', unit: '°' },
  ],
  formula: 'fc = 1 / (2π R C)\ngain = −10 log10(1 + (f / fc)²) dB, phase = −atan(f / fc)',
  source: { title: 'Horowitz & Hill, The Art of Electronics, 3rd ed. (2015)', citation: '§1.7 impedance and reactance: RC filters' },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ resistance, capacitance, frequency }) => {
      const cutoff = rcCutoffFrequency(resistance, capacitance);
      const values: Record<string, number> = { cutoff, timeConstant: resistance * capacitance };
      if (frequency !== undefined) {
        values.lowPassGain = rcLowPassGainDb(frequency, cutoff);
        values.lowPassPhase = (-Math.atan(frequency / cutoff) * 180) / Math.PI;
      }
      return success(values);
    }),
};
