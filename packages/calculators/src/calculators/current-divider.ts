// Current division between two parallel resistors.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { currentUnits, resistanceUnits } from '../units';

/** Branch currents (A) when a total current (A) splits between R1 and R2 (Ω) in parallel. */
export function currentDivider(totalCurrent: number, r1: number, r2: number): { readonly i1: number; readonly i2: number } {
  return { i1: (totalCurrent * r2) / (r1 + r2), i2: (totalCurrent * r1) / (r1 + r2) };
}

const inputs = [
  {
    kind: 'number',
    key: 'totalCurrent',
    label: 'Total current',
    unit: 'A',
    units: currentUnits,
    defaultUnit: 'mA',
    defaultValue: 100,
    min: 0,
  },
  { kind: 'number', key: 'r1', label: 'R1', unit: 'Ω', units: resistanceUnits, defaultValue: 100, min: 0, minExclusive: true },
  { kind: 'number', key: 'r2', label: 'R2', unit: 'Ω', units: resistanceUnits, defaultValue: 220, min: 0, minExclusive: true },
] as const;

export const currentDividerCalculator: CalculatorDescriptor = {
  id: 'current-divider',
  slug: 'current-divider',
  title: 'Current divider',
  category: 'Basic circuits',
  summary: 'How a current splits between two resistors in parallel.',
  inputs,
  outputs: [
    { key: 'i1', label: 'Current through R1', unit: 'A', format: 'si', decimals: 3 },
    { key: 'i2', label: 'Current through R2', unit: 'A', format: 'si', decimals: 3 },
    { key: 'voltage', label: 'Voltage across both', unit: 'V', format: 'si', decimals: 3 },
  ],
  formula: 'I1 = I × R2 / (R1 + R2)\nI2 = I × R1 / (R1 + R2)',
  source: { title: 'Nilsson & Riedel, Electric Circuits, 10th ed. (2015)', citation: 'ch. 3, voltage division and current division' },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ totalCurrent, r1, r2 }) => {
      const { i1, i2 } = currentDivider(totalCurrent, r1, r2);
      return success({ i1, i2, voltage: i1 * r1 });
    }),
};
