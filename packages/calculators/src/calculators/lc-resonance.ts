// Resonant frequency of an ideal LC tank.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { capacitanceUnits, inductanceUnits } from '../units';

/** Resonant frequency (Hz) of an inductance (H) and capacitance (F). */
export function lcResonance(inductance: number, capacitance: number): number {
  return 1 / (2 * Math.PI * Math.sqrt(inductance * capacitance));
}

const inputs = [
  {
    kind: 'number',
    key: 'inductance',
    label: 'Inductance',
    unit: 'H',
    units: inductanceUnits,
    defaultUnit: 'uH',
    defaultValue: 10,
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

export const lcResonanceCalculator: CalculatorDescriptor = {
  id: 'lc-resonance',
  slug: 'lc-resonance',
  title: 'LC resonant frequency',
  category: 'RF & signals',
  summary: 'Resonant frequency and characteristic impedance of an inductor–capacitor circuit.',
  inputs,
  outputs: [
    { key: 'frequency', label: 'Resonant frequency', unit: 'Hz', format: 'si', decimals: 3 },
    { key: 'angularFrequency', label: 'Angular frequency', unit: 'rad/s', format: 'significant', decimals: 6 },
    { key: 'characteristicImpedance', label: 'Characteristic impedance √(L/C)', unit: 'Ω', format: 'si', decimals: 3 },
  ],
  formula: 'f0 = 1 / (2π √(L C))\nZ = √(L / C)',
  source: { title: 'Horowitz & Hill, The Art of Electronics, 3rd ed. (2015)', citation: '§1.7 impedance and reactance: LC resonance' },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ inductance, capacitance }) => {
      const frequency = lcResonance(inductance, capacitance);
      return success({
        frequency,
        angularFrequency: 2 * Math.PI * frequency,
        characteristicImpedance: Math.sqrt(inductance / capacitance),
      });
    }),
};
