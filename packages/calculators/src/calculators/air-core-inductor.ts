// Inductance of a single-layer air-core solenoid by Wheeler's formula, L = r²N² / (9r + 10l) µH with
// r and l in inches: Nagaoka's exact coefficient K approximated by 1 / (1 + 0.45 d/l), within 1 %
// for a coil longer than 0.8 of its radius.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { smallLengthUnits } from '../units';

const METRES_PER_INCH = 0.0254;

/** Inductance (H) of a single-layer air-core coil of a diameter (m, to the wire centres), a winding length (m) and a number of turns. */
export function wheelerInductance(diameter: number, length: number, turns: number): number {
  const radius = diameter / 2 / METRES_PER_INCH;
  const inches = length / METRES_PER_INCH;
  return ((radius * radius * turns * turns) / (9 * radius + 10 * inches)) * 1e-6;
}

/** Wheeler's approximation of Nagaoka's coefficient for a diameter-to-length ratio. */
export function wheelerNagaokaCoefficient(diameterOverLength: number): number {
  return 1 / (1 + 0.45 * diameterOverLength);
}

const dimension = <const K extends string>(key: K, label: string, defaultValue: number, help: string) =>
  ({
    kind: 'number',
    key,
    label,
    unit: 'm',
    units: smallLengthUnits,
    defaultUnit: 'mm',
    defaultValue,
    min: 0,
    minExclusive: true,
    max: 1,
    help,
  }) as const;

const inputs = [
  dimension('diameter', 'Coil diameter', 19.05, 'To the centre of the wire: former diameter plus one wire diameter.'),
  dimension('length', 'Winding length', 38.1, 'From the first turn to the last.'),
  { kind: 'number', key: 'turns', label: 'Turns', unit: '', defaultValue: 48, min: 1, max: 100000, integer: true },
] as const;

export const airCoreInductorCalculator: CalculatorDescriptor = {
  id: 'air-core-inductor',
  slug: 'air-core-inductor',
  title: 'Air-core inductor (Wheeler)',
  category: 'Passive components',
  summary: 'Inductance of a single-layer air-core coil from its diameter, length and turns (Wheeler’s formula).',
  inputs,
  outputs: [
    { key: 'inductance', label: 'Inductance', unit: 'H', format: 'si', decimals: 3 },
    { key: 'turnsPerLength', label: 'Winding pitch', unit: 'turns/mm', decimals: 3 },
  ],
  resultPart: 'inductor',
  formula: 'L = r² N² / (9 r + 10 l) µH, r = d / 2 and l in inches',
  source: {
    title: 'H. A. Wheeler, "Simple inductance formulas for radio coils", Proc. IRE 16 (1928) 1398',
    citation: 'single-layer solenoid formula, within 1 % for l > 0.8 r',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ diameter, length, turns }) => {
      const notes =
        length < 0.4 * diameter ? ['Wheeler’s formula is within 1 % for a coil longer than 0.8 of its radius; this one is shorter.'] : [];
      return success({ inductance: wheelerInductance(diameter, length, turns), turnsPerLength: turns / (length * 1000) }, notes);
    }),
};
