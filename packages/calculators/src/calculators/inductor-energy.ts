// Energy stored in the magnetic field of an inductor carrying a current.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { currentUnits, inductanceUnits } from '../units';

/** Energy (J) stored in an inductance (H) carrying a current (A). */
export function inductorEnergy(inductance: number, current: number): number {
  return 0.5 * inductance * current * current;
}

const inputs = [
  {
    kind: 'number',
    key: 'inductance',
    label: 'Inductance',
    unit: 'H',
    units: inductanceUnits,
    defaultUnit: 'uH',
    defaultValue: 100,
    min: 0,
  },
  { kind: 'number', key: 'current', label: 'Current', unit: 'A', units: currentUnits, defaultValue: 2, min: 0 },
] as const;

export const inductorEnergyCalculator: CalculatorDescriptor = {
  id: 'inductor-energy',
  slug: 'inductor-energy',
  title: 'Inductor energy',
  category: 'Passive components',
  summary: 'Energy stored in an inductor carrying a given current.',
  inputs,
  outputs: [{ key: 'energy', label: 'Stored energy', unit: 'J', format: 'si', decimals: 3 }],
  formula: 'E = ½ L I²',
  source: { title: 'Horowitz & Hill, The Art of Electronics, 3rd ed. (2015)', citation: '§1.5 inductors (stored energy ½LI²)' },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ inductance, current }) => success({ energy: inductorEnergy(inductance, current) })),
};
