// Closed-loop gain of the two basic op-amp amplifiers, assuming an ideal op-amp.
import type { CalculatorDescriptor } from '../descriptor';
import { runCalculator, success } from '../run';
import { resistanceUnits, voltageUnits } from '../units';

export type OpAmpConfiguration = 'inverting' | 'nonInverting';

/** Voltage gain (V/V) of an ideal inverting (−Rf/Rin) or non-inverting (1 + Rf/Rg) amplifier; resistances in Ω. */
export function opAmpGain(configuration: OpAmpConfiguration, feedback: number, input: number): number {
  return configuration === 'inverting' ? -feedback / input : 1 + feedback / input;
}

const inputs = [
  {
    kind: 'select',
    key: 'configuration',
    label: 'Configuration',
    defaultValue: 'nonInverting',
    options: [
      { value: 'nonInverting', label: 'Non-inverting' },
      { value: 'inverting', label: 'Inverting' },
    ],
  },
  {
    kind: 'number',
    key: 'feedback',
    label: 'Feedback resistor Rf',
    unit: 'Ω',
    units: resistanceUnits,
    defaultUnit: 'kohm',
    defaultValue: 100,
    min: 0,
  },
  {
    kind: 'number',
    key: 'input',
    label: 'Input / ground resistor (Rin or Rg)',
    unit: 'Ω',
    units: resistanceUnits,
    defaultUnit: 'kohm',
    defaultValue: 10,
    min: 0,
    minExclusive: true,
  },
  { kind: 'number', key: 'inputVoltage', label: 'Input voltage', unit: 'V', units: voltageUnits, optional: true },
] as const;

export const opAmpGainCalculator: CalculatorDescriptor = {
  id: 'op-amp-gain',
  slug: 'op-amp-gain',
  title: 'Op-amp gain',
  category: 'ICs & timing',
  summary: 'Gain of an inverting or non-inverting op-amp amplifier from its two resistors.',
  inputs,
  outputs: [
    { key: 'gain', label: 'Voltage gain', unit: 'V/V', decimals: 3 },
    { key: 'gainDb', label: 'Gain', unit: 'dB' },
    { key: 'outputVoltage', label: 'Output voltage (ideal)', unit: 'V', format: 'si', decimals: 3 },
  ],
  formula: 'inverting: G = −Rf / Rin\nnon-inverting: G = 1 + Rf / Rg\ngain (dB) = 20 log10 |G|',
  source: {
    title: 'Horowitz & Hill, The Art of Electronics, 3rd ed. (2015)',
    citation: '§4.2 basic op-amp circuits (inverting and non-inverting amplifiers)',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ configuration, feedback, input, inputVoltage }) => {
      const gain = opAmpGain(configuration, feedback, input);
      const values: Record<string, number | string> = {
        gain,
        gainDb: gain === 0 ? 'no gain (Rf = 0)' : 20 * Math.log10(Math.abs(gain)),
      };
      if (inputVoltage !== undefined) values.outputVoltage = gain * inputVoltage;
      return success(values);
    }),
};
