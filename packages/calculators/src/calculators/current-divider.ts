// Current division between resistors in parallel: each branch takes the share of the total that
// its conductance is of the total conductance.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { currentUnits, resistanceUnits } from '../units';

/** Branch currents (A) when a total current (A) splits between R1 and R2 (Ω) in parallel. */
export function currentDivider(totalCurrent: number, r1: number, r2: number): { readonly i1: number; readonly i2: number } {
  return { i1: (totalCurrent * r2) / (r1 + r2), i2: (totalCurrent * r1) / (r1 + r2) };
}

/** Branch currents (A) when a total current (A) splits between any number of resistances (Ω, each > 0) in parallel. */
export function currentDivision(totalCurrent: number, resistances: readonly number[]): number[] {
  const conductance = resistances.reduce((sum, resistance) => sum + 1 / resistance, 0);
  return resistances.map((resistance) => (totalCurrent * (1 / resistance)) / conductance);
}

/** Branches the form offers; `currentDivision` takes any number. */
export const MAX_FORM_BRANCHES = 8;

const branch = <const K extends string>(key: K, defaultValue?: number) =>
  ({
    kind: 'number',
    key,
    label: key.toUpperCase(),
    unit: 'Ω',
    units: resistanceUnits,
    ...(defaultValue === undefined ? { optional: true } : { defaultValue }),
    min: 0,
    minExclusive: true,
  }) as const;

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
  branch('r1', 100),
  branch('r2', 220),
  branch('r3'),
  branch('r4'),
  branch('r5'),
  branch('r6'),
  branch('r7'),
  branch('r8'),
] as const;

const branchKeys = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8'] as const;

export const currentDividerCalculator: CalculatorDescriptor = {
  id: 'current-divider',
  slug: 'current-divider',
  title: 'Current divider',
  category: 'Basic circuits',
  summary: 'How a current splits between two to eight resistors in parallel.',
  inputs,
  outputs: [
    ...branchKeys.map(
      (key, index) =>
        ({ key: `i${index + 1}`, label: `Current through ${key.toUpperCase()}`, unit: 'A', format: 'si', decimals: 3 }) as const,
    ),
    { key: 'voltage', label: 'Voltage across all', unit: 'V', format: 'si', decimals: 3 },
    { key: 'resistance', label: 'Parallel resistance', unit: 'Ω', format: 'si', decimals: 3 },
  ],
  resultPart: 'resistor',
  formula: 'Ik = I × (1/Rk) / (1/R1 + 1/R2 + … + 1/Rn)\ntwo branches: I1 = I × R2 / (R1 + R2)',
  source: { title: 'Nilsson & Riedel, Electric Circuits, 10th ed. (2015)', citation: 'ch. 3, voltage division and current division' },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, (values) => {
      const present = branchKeys.flatMap((key, index) => (values[key] === undefined ? [] : [[index, values[key]] as const]));
      const currents = currentDivision(
        values.totalCurrent,
        present.map(([, resistance]) => resistance),
      );
      const result: Record<string, number> = {};
      present.forEach(([index], position) => (result[`i${index + 1}`] = currents[position] ?? 0));
      const resistance = 1 / present.reduce((sum, [, branchResistance]) => sum + 1 / branchResistance, 0);
      return success({ ...result, voltage: values.totalCurrent * resistance, resistance });
    }),
};
