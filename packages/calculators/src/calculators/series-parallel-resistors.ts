// Total resistance of up to six resistors in series or in parallel.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { resistanceUnits } from '../units';

/** Total resistance (Ω) of resistances (Ω) in series. */
export function seriesResistance(resistances: readonly number[]): number {
  return resistances.reduce((total, resistance) => total + resistance, 0);
}

/** Total resistance (Ω) of resistances (Ω, each > 0) in parallel. */
export function parallelResistance(resistances: readonly number[]): number {
  return 1 / resistances.reduce((total, resistance) => total + 1 / resistance, 0);
}

const inputs = [
  { kind: 'number', key: 'r1', label: 'R1', unit: 'Ω', units: resistanceUnits, defaultValue: 100, min: 0, minExclusive: true },
  { kind: 'number', key: 'r2', label: 'R2', unit: 'Ω', units: resistanceUnits, defaultValue: 220, min: 0, minExclusive: true },
  { kind: 'number', key: 'r3', label: 'R3', unit: 'Ω', units: resistanceUnits, min: 0, minExclusive: true, optional: true },
  { kind: 'number', key: 'r4', label: 'R4', unit: 'Ω', units: resistanceUnits, min: 0, minExclusive: true, optional: true },
  { kind: 'number', key: 'r5', label: 'R5', unit: 'Ω', units: resistanceUnits, min: 0, minExclusive: true, optional: true },
  { kind: 'number', key: 'r6', label: 'R6', unit: 'Ω', units: resistanceUnits, min: 0, minExclusive: true, optional: true },
] as const;

export const seriesParallelResistorsCalculator: CalculatorDescriptor = {
  id: 'series-parallel-resistors',
  slug: 'series-parallel-resistors',
  title: 'Resistors in series and parallel',
  category: 'Passive components',
  summary: 'Total resistance of two to six resistors connected in series or in parallel.',
  inputs,
  outputs: [
    { key: 'series', label: 'In series', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'parallel', label: 'In parallel', unit: 'Ω', format: 'si', decimals: 3 },
  ],
  formula: 'series: R = R1 + R2 + …\nparallel: 1/R = 1/R1 + 1/R2 + …',
  source: { title: 'Horowitz & Hill, The Art of Electronics, 3rd ed. (2015)', citation: '§1.2 resistors in series and parallel' },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, (values) => {
      const present = [values.r1, values.r2, values.r3, values.r4, values.r5, values.r6].filter(
        (value): value is number => value !== undefined,
      );
      return success({ series: seriesResistance(present), parallel: parallelResistance(present) });
    }),
};
