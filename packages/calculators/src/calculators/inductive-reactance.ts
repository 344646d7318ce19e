// Reactance of an ideal inductor at a frequency.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { frequencyUnits, inductanceUnits } from '../units';

/** Inductive reactance (Ω) of an inductance (H) at a frequency (Hz). */
export function inductiveReactance(frequency: number, inductance: number): number {
  return 2 * Math.PI * frequency * inductance;
}

const inputs = [
  {
    kind: 'number',
    key: 'frequency',
    label: 'Frequency',
    unit: 'Hz',
    units: frequencyUnits,
    defaultUnit: 'kHz',
    defaultValue: 100,
    min: 0,
  },
  {
    kind: 'number',
    key: 'inductance',
    label: 'Inductance',
    unit: 'H',
    units: inductanceUnits,
    defaultUnit: 'uH',
    defaultValue: 10,
    min: 0,
  },
] as const;

export const inductiveReactanceCalculator: CalculatorDescriptor = {
  id: 'inductive-reactance',
  slug: 'inductive-reactance',
  title: 'Inductive reactance',
  category: 'Passive components',
  summary: 'Reactance of an inductor at a given frequency.',
  inputs,
  outputs: [{ key: 'reactance', label: 'Reactance XL', unit: 'Ω', format: 'si', decimals: 3 }],
  formula: 'XL = 2π f L',
  source: { title: 'Horowitz & Hill, The Art of Electronics, 3rd ed. (2015)', citation: '§1.7 impedance and reactance' },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ frequency, inductance }) => success({ reactance: inductiveReactance(frequency, inductance) })),
};
