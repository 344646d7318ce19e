// RL circuits: time constant and the current reached after n time constants.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { inductanceUnits, resistanceUnits, voltageUnits } from '../units';
import { chargedFraction } from './rc-time-constant';

/** Time constant τ (s) of an inductance (H) in series with a resistance (Ω). */
export function rlTimeConstant(inductance: number, resistance: number): number {
  return inductance / resistance;
}

const inputs = [
  {
    kind: 'number',
    key: 'inductance',
    label: 'Inductance',
    unit: 'H',
    units: inductanceUnits,
    defaultUnit: 'mH',
    defaultValue: 10,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'resistance',
    label: 'Resistance',
    unit: 'Ω',
    units: resistanceUnits,
    defaultValue: 100,
    min: 0,
    minExclusive: true,
  },
  { kind: 'number', key: 'supplyVoltage', label: 'Supply voltage', unit: 'V', units: voltageUnits, defaultValue: 5, min: 0 },
  { kind: 'number', key: 'timeConstants', label: 'Time elapsed (multiples of τ)', unit: 'τ', defaultValue: 1, min: 0, max: 100 },
] as const;

export const rlTimeConstantCalculator: CalculatorDescriptor = {
  id: 'rl-time-constant',
  slug: 'rl-time-constant',
  title: 'RL time constant',
  category: 'Passive components',
  summary: 'Time constant of a resistor–inductor circuit and the current reached after n time constants.',
  inputs,
  outputs: [
    { key: 'timeConstant', label: 'Time constant τ', unit: 's', format: 'si', decimals: 3 },
    { key: 'elapsed', label: 'Time elapsed', unit: 's', format: 'si', decimals: 3 },
    { key: 'finalCurrent', label: 'Final current', unit: 'A', format: 'si', decimals: 3 },
    { key: 'currentPercent', label: 'Current reached', unit: '%' },
    { key: 'current', label: 'Current at that time', unit: 'A', format: 'si', decimals: 3 },
  ],
  formula: 'τ = L / R\nI(t) = (V / R) × (1 − e^(−t/τ))',
  source: { title: 'Horowitz & Hill, The Art of Electronics, 3rd ed. (2015)', citation: '§1.5 inductors: L/R time constant' },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ inductance, resistance, supplyVoltage, timeConstants }) => {
      const timeConstant = rlTimeConstant(inductance, resistance);
      const fraction = chargedFraction(timeConstants);
      const finalCurrent = supplyVoltage / resistance;
      return success({
        timeConstant,
        elapsed: timeConstant * timeConstants,
        finalCurrent,
        currentPercent: fraction * 100,
        current: finalCurrent * fraction,
      });
    }),
};
