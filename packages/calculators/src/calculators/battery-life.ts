// Battery run time from rated capacity and a constant load, with an optional derating for
// the part of the rated capacity a real load cannot use.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { chargeUnits, currentUnits } from '../units';

/** Run time (h) of a capacity (A·h) at a constant load (A), using `usableFraction` (0–1) of it. */
export function batteryLife(capacity: number, load: number, usableFraction = 1): number {
  return (capacity * usableFraction) / load;
}

const inputs = [
  {
    kind: 'number',
    key: 'capacity',
    label: 'Battery capacity',
    unit: 'Ah',
    units: chargeUnits,
    defaultUnit: 'mAh',
    defaultValue: 2000,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'load',
    label: 'Load current',
    unit: 'A',
    units: currentUnits,
    defaultUnit: 'mA',
    defaultValue: 100,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'usable',
    label: 'Usable capacity',
    unit: '%',
    defaultValue: 100,
    min: 0,
    minExclusive: true,
    max: 100,
    optional: true,
    help: 'Derating for temperature, ageing, cut-off voltage and converter losses; blank means 100 %.',
  },
] as const;

export const batteryLifeCalculator: CalculatorDescriptor = {
  id: 'battery-life',
  slug: 'battery-life',
  title: 'Battery life',
  category: 'Power',
  summary: 'How long a battery lasts at a constant load current.',
  inputs,
  outputs: [
    { key: 'hours', label: 'Run time', unit: 'h' },
    { key: 'days', label: 'Run time', unit: 'days' },
  ],
  formula: 't = C × usable / I',
  source: {
    title: 'Linden & Reddy, Handbook of Batteries, 4th ed. (2011)',
    citation: 'ch. 3, factors affecting battery performance (service life = capacity / drain current); NIST SP 811 (1 A·h = 3600 C)',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ capacity, load, usable }) => {
      const hours = batteryLife(capacity, load, (usable ?? 100) / 100);
      return success({ hours, days: hours / 24 });
    }),
};
