// Ohm's law and Joule's law: any two of voltage, current, resistance and power give the others.
import type { CalculatorDescriptor } from '../descriptor';
import { FORM_ERROR_KEY } from '../descriptor';
import { failure, runCalculator, success } from '../run';
import { currentUnits, powerUnits, resistanceUnits, voltageUnits } from '../units';

export interface OhmsLawValues {
  /** V */
  readonly voltage: number;
  /** A */
  readonly current: number;
  /** Ω */
  readonly resistance: number;
  /** W */
  readonly power: number;
}

/** Solves voltage (V), current (A), resistance (Ω) and power (W) from any two of them (first two of V, I, R, P if more). */
export function ohmsLaw(known: Partial<OhmsLawValues>): OhmsLawValues {
  const { voltage: v, current: i, resistance: r, power: p } = known;
  if (v !== undefined && i !== undefined) return { voltage: v, current: i, resistance: v / i, power: v * i };
  if (v !== undefined && r !== undefined) return { voltage: v, current: v / r, resistance: r, power: (v * v) / r };
  if (v !== undefined && p !== undefined) return { voltage: v, current: p / v, resistance: (v * v) / p, power: p };
  if (i !== undefined && r !== undefined) return { voltage: i * r, current: i, resistance: r, power: i * i * r };
  if (i !== undefined && p !== undefined) return { voltage: p / i, current: i, resistance: p / (i * i), power: p };
  if (r !== undefined && p !== undefined) return { voltage: Math.sqrt(p * r), current: Math.sqrt(p / r), resistance: r, power: p };
  throw new RangeError('Give two of voltage, current, resistance and power');
}

const inputs = [
  { kind: 'number', key: 'voltage', label: 'Voltage', unit: 'V', units: voltageUnits, defaultValue: 12, min: 0, optional: true },
  { kind: 'number', key: 'current', label: 'Current', unit: 'A', units: currentUnits, min: 0, optional: true },
  {
    kind: 'number',
    key: 'resistance',
    label: 'Resistance',
    unit: 'Ω',
    units: resistanceUnits,
    defaultValue: 100,
    min: 0,
    minExclusive: true,
    optional: true,
  },
  { kind: 'number', key: 'power', label: 'Power', unit: 'W', units: powerUnits, min: 0, optional: true },
] as const;

export const ohmsLawCalculator: CalculatorDescriptor = {
  id: 'ohms-law',
  slug: 'ohms-law',
  title: "Ohm's law",
  category: 'Basic circuits',
  summary: 'Enter any two of voltage, current, resistance and power to get the other two.',
  inputs,
  outputs: [
    { key: 'voltage', label: 'Voltage', unit: 'V', format: 'si' },
    { key: 'current', label: 'Current', unit: 'A', format: 'si' },
    { key: 'resistance', label: 'Resistance', unit: 'Ω', format: 'si' },
    { key: 'power', label: 'Power', unit: 'W', format: 'si' },
  ],
  formula: 'V = I × R\nP = V × I = I² × R = V² / R',
  source: {
    title: 'Horowitz & Hill, The Art of Electronics, 3rd ed. (2015)',
    citation: '§1.2 Voltage, current and resistance (Ohm’s law, power)',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, (known) => {
      const given = (['voltage', 'current', 'resistance', 'power'] as const).filter((key) => known[key] !== undefined);
      if (given.length !== 2) return failure(FORM_ERROR_KEY, 'Enter exactly two of voltage, current, resistance and power');
      // Each pair below would divide by the zero it names.
      if (known.current === 0 && known.resistance === undefined) {
        return failure('current', 'Current must be greater than 0 to find the resistance');
      }
      if (known.voltage === 0 && known.power !== undefined) {
        return failure('voltage', 'Voltage must be greater than 0 to find the current');
      }
      if (known.power === 0 && known.voltage !== undefined) {
        return failure('power', 'Power must be greater than 0 to find the resistance');
      }
      return success({ ...ohmsLaw(known) });
    }),
};
