// 555 timer in monostable (one-shot) mode: the capacitor charges from 0 to 2/3 of the supply,
// which takes ln 3 · R · C (the datasheet rounds ln 3 to 1.1).
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { capacitanceUnits, resistanceUnits } from '../units';

/** Output pulse width (s) of a 555 monostable from R (Ω) and C (F). */
export function timer555Monostable(resistance: number, capacitance: number): number {
  return Math.log(3) * resistance * capacitance;
}

const inputs = [
  {
    kind: 'number',
    key: 'resistance',
    label: 'R',
    unit: 'Ω',
    units: resistanceUnits,
    defaultUnit: 'kohm',
    defaultValue: 100,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'capacitance',
    label: 'C',
    unit: 'F',
    units: capacitanceUnits,
    defaultUnit: 'uF',
    defaultValue: 10,
    min: 0,
    minExclusive: true,
  },
] as const;

export const timer555MonostableCalculator: CalculatorDescriptor = {
  id: 'timer-555-monostable',
  slug: '555-timer-monostable',
  title: '555 timer (monostable)',
  category: 'ICs & timing',
  summary: 'Pulse width of a 555 one-shot.',
  inputs,
  outputs: [{ key: 'pulseWidth', label: 'Pulse width', unit: 's', format: 'si', decimals: 3 }],
  formula: 't = ln 3 × R × C ≈ 1.1 R C',
  source: { title: 'Texas Instruments LM555 datasheet (SNAS548)', citation: 'monostable operation: t = 1.1 RA C' },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ resistance, capacitance }) =>
      success({ pulseWidth: timer555Monostable(resistance, capacitance) }),
    ),
};
