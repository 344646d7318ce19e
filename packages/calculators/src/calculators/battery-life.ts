// Battery run time from rated capacity and a constant load current or power, derated for the
// part of the rated capacity a real load cannot use (70 % by default, as distributors' calculators).
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { chargeUnits, currentUnits, powerUnits, voltageUnits } from '../units';

/** Run time (h) of a capacity (A·h) at a constant load (A), using `usableFraction` (0–1) of it. */
export function batteryLife(capacity: number, load: number, usableFraction = 1): number {
  return (capacity * usableFraction) / load;
}

/** Share of the rated capacity a real load gets, by default: distributors' calculators multiply by 0.7. */
export const DEFAULT_USABLE_PERCENT = 70;

const loadKindOptions = [
  { value: 'current', label: 'Current (A)' },
  { value: 'power', label: 'Power (W)' },
] as const;

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
  { kind: 'select', key: 'loadKind', label: 'Load given as', options: loadKindOptions, defaultValue: 'current' },
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
    visibleWhen: { key: 'loadKind', values: ['current'] },
  },
  {
    kind: 'number',
    key: 'loadPower',
    label: 'Load power',
    unit: 'W',
    units: powerUnits,
    defaultUnit: 'W',
    defaultValue: 1,
    min: 0,
    minExclusive: true,
    visibleWhen: { key: 'loadKind', values: ['power'] },
  },
  {
    kind: 'number',
    key: 'voltage',
    label: 'Battery voltage',
    unit: 'V',
    units: voltageUnits,
    defaultUnit: 'V',
    defaultValue: 3.7,
    min: 0,
    minExclusive: true,
    max: 1000,
    help: 'Nominal: 3.7 V for a lithium-ion cell, 1.2 V NiMH, 12 V lead-acid.',
    visibleWhen: { key: 'loadKind', values: ['power'] },
  },
  {
    kind: 'number',
    key: 'usable',
    label: 'Usable capacity',
    unit: '%',
    defaultValue: DEFAULT_USABLE_PERCENT,
    min: 0,
    minExclusive: true,
    max: 100,
    help: 'Derating for temperature, ageing, cut-off voltage and converter losses: 70 % is what distributors’ calculators allow.',
  },
] as const;

export const batteryLifeCalculator: CalculatorDescriptor = {
  id: 'battery-life',
  slug: 'battery-life',
  title: 'Battery life',
  category: 'Power',
  summary: 'How long a battery lasts at a constant load current or power.',
  inputs,
  outputs: [
    { key: 'hours', label: 'Run time', unit: 'h' },
    { key: 'days', label: 'Run time', unit: 'days' },
    { key: 'current', label: 'Load current', unit: 'A', format: 'si', decimals: 3 },
    { key: 'energy', label: 'Rated energy', unit: 'Wh' },
  ],
  resultPart: 'none',
  formula: 't = C × usable / I\nfrom a power: I = P / V (energy E = C × V)',
  source: {
    title: 'Linden & Reddy, Handbook of Batteries, 4th ed. (2011); Digi-Key battery life calculator',
    citation:
      'ch. 3, factors affecting battery performance (service life = capacity / drain; energy = capacity × voltage); Digi-Key: life = capacity / load × 0.7',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ capacity, loadKind, load, loadPower, voltage, usable }) => {
      const current = loadKind === 'power' ? (loadPower ?? 0) / (voltage ?? 1) : (load ?? 0);
      const hours = batteryLife(capacity, current, usable / 100);
      const values: Record<string, number> = { hours, days: hours / 24 };
      if (loadKind === 'power') {
        values.current = current;
        values.energy = capacity * (voltage ?? 0);
      }
      return success(values);
    }),
};
