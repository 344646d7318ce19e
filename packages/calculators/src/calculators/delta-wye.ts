// Delta (Π) ↔ wye (T) conversion of three resistors between terminals A, B and C: the two
// networks draw the same currents at the terminals, which lets a bridge be reduced to series and
// parallel parts.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { resistanceUnits } from '../units';

/** Delta resistors (Ω) between terminal pairs. */
export interface DeltaResistors {
  readonly ab: number;
  readonly bc: number;
  readonly ca: number;
}

/** Wye resistors (Ω) from each terminal to the centre. */
export interface WyeResistors {
  readonly a: number;
  readonly b: number;
  readonly c: number;
}

/** The wye equivalent (Ω) of a delta (Ω): each arm is the product of the two delta resistors at its terminal over their sum. */
export function deltaToWye({ ab, bc, ca }: DeltaResistors): WyeResistors {
  const sum = ab + bc + ca;
  return { a: (ab * ca) / sum, b: (ab * bc) / sum, c: (bc * ca) / sum };
}

/** The delta equivalent (Ω) of a wye (Ω): each side is the sum of the arms' pairwise products over the opposite arm. */
export function wyeToDelta({ a, b, c }: WyeResistors): DeltaResistors {
  const products = a * b + b * c + c * a;
  return { ab: products / c, bc: products / a, ca: products / b };
}

const directionOptions = [
  { value: 'delta-to-wye', label: 'Delta (Δ) to wye (Y)' },
  { value: 'wye-to-delta', label: 'Wye (Y) to delta (Δ)' },
] as const;

const resistor = (key: string, label: string, defaultValue: number, direction: (typeof directionOptions)[number]['value']) =>
  ({
    kind: 'number',
    key,
    label,
    unit: 'Ω',
    units: resistanceUnits,
    defaultValue,
    min: 0,
    minExclusive: true,
    visibleWhen: { key: 'direction', values: [direction] },
  }) as const;

const inputs = [
  { kind: 'select', key: 'direction', label: 'Convert', options: directionOptions, defaultValue: 'delta-to-wye' },
  resistor('rab', 'R AB (delta)', 15, 'delta-to-wye'),
  resistor('rbc', 'R BC (delta)', 25, 'delta-to-wye'),
  resistor('rca', 'R CA (delta)', 10, 'delta-to-wye'),
  resistor('ra', 'R A (wye)', 10, 'wye-to-delta'),
  resistor('rb', 'R B (wye)', 20, 'wye-to-delta'),
  resistor('rc', 'R C (wye)', 40, 'wye-to-delta'),
] as const;

export const deltaWyeCalculator: CalculatorDescriptor = {
  id: 'delta-wye',
  slug: 'delta-wye-conversion',
  title: 'Delta–wye conversion',
  category: 'Basic circuits',
  summary: 'Convert three resistors between a delta (Π) and a wye (T) network with the same terminal behaviour.',
  inputs,
  outputs: [
    { key: 'ra', label: 'R A (wye)', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'rb', label: 'R B (wye)', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'rc', label: 'R C (wye)', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'rab', label: 'R AB (delta)', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'rbc', label: 'R BC (delta)', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'rca', label: 'R CA (delta)', unit: 'Ω', format: 'si', decimals: 3 },
  ],
  resultPart: 'resistor',
  formula:
    'Δ → Y: RA = RAB × RCA / (RAB + RBC + RCA), RB = RAB × RBC / …, RC = RBC × RCA / …\nY → Δ: RAB = (RA RB + RB RC + RC RA) / RC, RBC = … / RA, RCA = … / RB',
  source: {
    title: 'Alexander & Sadiku, Fundamentals of Electric Circuits, 5th ed. (2013)',
    citation: '§2.7 wye–delta transformations (after A. E. Kennelly, 1899)',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ direction, rab, rbc, rca, ra, rb, rc }) => {
      if (direction === 'delta-to-wye') {
        const wye = deltaToWye({ ab: rab ?? 0, bc: rbc ?? 0, ca: rca ?? 0 });
        return success({ ra: wye.a, rb: wye.b, rc: wye.c });
      }
      const delta = wyeToDelta({ a: ra ?? 0, b: rb ?? 0, c: rc ?? 0 });
      return success({ rab: delta.ab, rbc: delta.bc, rca: delta.ca });
    }),
};
