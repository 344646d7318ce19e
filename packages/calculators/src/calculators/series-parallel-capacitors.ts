// Total capacitance of up to six capacitors in series or in parallel.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { capacitanceUnits } from '../units';

/** Total capacitance (F) of capacitances (F, each > 0) in series. */
export function seriesCapacitance(capacitances: readonly number[]): number {
  return 1 / capacitances.reduce((total, capacitance) => total + 1 / capacitance, 0);
}

/** Total capacitance (F) of capacitances (F) in parallel. */
export function parallelCapacitance(capacitances: readonly number[]): number {
  return capacitances.reduce((total, capacitance) => total + capacitance, 0);
}

const inputs = [
  {
    kind: 'number',
    key: 'c1',
    label: 'C1',
    unit: 'F',
    units: capacitanceUnits,
    defaultUnit: 'nF',
    defaultValue: 100,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'c2',
    label: 'C2',
    unit: 'F',
    units: capacitanceUnits,
    defaultUnit: 'nF',
    defaultValue: 47,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'c3',
    label: 'C3',
    unit: 'F',
    units: capacitanceUnits,
    defaultUnit: 'nF',
    min: 0,
    minExclusive: true,
    optional: true,
  },
  {
    kind: 'number',
    key: 'c4',
    label: 'C4',
    unit: 'F',
    units: capacitanceUnits,
    defaultUnit: 'nF',
    min: 0,
    minExclusive: true,
    optional: true,
  },
  {
    kind: 'number',
    key: 'c5',
    label: 'C5',
    unit: 'F',
    units: capacitanceUnits,
    defaultUnit: 'nF',
    min: 0,
    minExclusive: true,
    optional: true,
  },
  {
    kind: 'number',
    key: 'c6',
    label: 'C6',
    unit: 'F',
    units: capacitanceUnits,
    defaultUnit: 'nF',
    min: 0,
    minExclusive: true,
    optional: true,
  },
] as const;

export const seriesParallelCapacitorsCalculator: CalculatorDescriptor = {
  id: 'series-parallel-capacitors',
  slug: 'series-parallel-capacitors',
  title: 'Capacitors in series and parallel',
  category: 'Passive components',
  summary: 'Total capacitance of two to six capacitors connected in series or in parallel.',
  inputs,
  outputs: [
    { key: 'series', label: 'In series', unit: 'F', format: 'si', decimals: 3 },
    { key: 'parallel', label: 'In parallel', unit: 'F', format: 'si', decimals: 3 },
  ],
  formula: 'series: 1/C = 1/C1 + 1/C2 + …\nparallel: C = C1 + C2 + …',
  source: { title: 'Horowitz & Hill, The Art of Electronics, 3rd ed. (2015)', citation: '§1.4 capacitors in series and parallel' },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, (values) => {
      const present = [values.c1, values.c2, values.c3, values.c4, values.c5, values.c6].filter(
        (value): value is number => value !== undefined,
      );
      return success({ series: seriesCapacitance(present), parallel: parallelCapacitance(present) });
    }),
};
