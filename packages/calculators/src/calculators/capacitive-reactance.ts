// Reactance of an ideal capacitor at a frequency.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { capacitanceUnits, frequencyUnits } from '../units';

/** Capacitive reactance (Ω) of a capacitance (F) at a frequency (Hz). */
export function capacitiveReactance(frequency: number, capacitance: number): number {
  return 1 / (2 * Math.PI * frequency * capacitance);
}

const inputs = [
  {
    kind: 'number',
    key: 'frequency',
    label: 'Frequency',
    unit: 'Hz',
    units: frequencyUnits,
    defaultUnit: 'kHz',
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
] as const;

export const capacitiveReactanceCalculator: CalculatorDescriptor = {
  id: 'capacitive-reactance',
  slug: 'capacitive-reactance',
  title: 'Capacitive reactance',
  category: 'Passive components',
  summary: 'Reactance of a capacitor at a given frequency.',
  inputs,
  outputs: [{ key: 'reactance', label: 'Reactance Xc', unit: 'Ω', format: 'si', decimals: 3 }],
  formula: 'Xc = 1 / (2π f C)',
  source: { title: 'Horowitz & Hill, The Art of Electronics, 3rd ed. (2015)', citation: '§1.7 impedance and reactance' },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ frequency, capacitance }) =>
      success({ reactance: capacitiveReactance(frequency, capacitance) }),
    ),
};
