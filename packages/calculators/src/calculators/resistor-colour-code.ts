// Resistor colour code, colours → value: IEC 60062:2016 §4 for 4-, 5- and 6-band resistors.
import type { CalculatorDescriptor } from '../descriptor';
import { coarsestSeriesContaining } from '../e-series';
import { runCalculator, success } from '../run';
import { timesPowerOfTen } from '../scale';
import type { ResistorBands, ResistorReading } from './resistor-colour-table';
import {
  bandCountOptions,
  bandSequence,
  digitColours,
  digitOptions,
  multiplierExponents,
  multiplierOptions,
  tempcoOptions,
  tempcoPpmPerKelvin,
  toleranceOptions,
  tolerancePercents,
} from './resistor-colour-table';

/** Reads resistance (Ω), tolerance (± %) and tempco (ppm/K) from band colours. */
export function resistorFromColours(bands: ResistorBands): ResistorReading {
  let significand = 0;
  for (const colour of bands.digits) {
    const digit = digitColours.indexOf(colour);
    if (digit < 0) throw new RangeError(`${String(colour)} is not a digit colour`);
    significand = significand * 10 + digit;
  }
  const exponent: number | undefined = multiplierExponents[bands.multiplier];
  const tolerancePercent: number | undefined = tolerancePercents[bands.tolerance];
  if (exponent === undefined) throw new RangeError(`${String(bands.multiplier)} is not a multiplier colour`);
  if (tolerancePercent === undefined) throw new RangeError(`${String(bands.tolerance)} is not a tolerance colour`);
  const resistance = timesPowerOfTen(significand, exponent);
  if (bands.tempco === undefined) return { resistance, tolerancePercent };
  const tempco: number | undefined = tempcoPpmPerKelvin[bands.tempco];
  if (tempco === undefined) throw new RangeError(`${String(bands.tempco)} is not a temperature-coefficient colour`);
  return { resistance, tolerancePercent, tempcoPpmPerKelvin: tempco };
}

const inputs = [
  { kind: 'select', key: 'bands', label: 'Number of bands', options: bandCountOptions, defaultValue: '4' },
  { kind: 'select', key: 'digit1', label: '1st digit', options: digitOptions, defaultValue: 'yellow' },
  { kind: 'select', key: 'digit2', label: '2nd digit', options: digitOptions, defaultValue: 'violet' },
  {
    kind: 'select',
    key: 'digit3',
    label: '3rd digit',
    options: digitOptions,
    defaultValue: 'black',
    visibleWhen: { key: 'bands', values: ['5', '6'] },
  },
  { kind: 'select', key: 'multiplier', label: 'Multiplier', options: multiplierOptions, defaultValue: 'red' },
  { kind: 'select', key: 'tolerance', label: 'Tolerance', options: toleranceOptions, defaultValue: 'gold' },
  {
    kind: 'select',
    key: 'tempco',
    label: 'Temperature coefficient',
    options: tempcoOptions,
    defaultValue: 'brown',
    visibleWhen: { key: 'bands', values: ['6'] },
  },
] as const;

export const resistorColourCodeCalculator: CalculatorDescriptor = {
  id: 'resistor-colour-code',
  slug: 'resistor-colour-code',
  title: 'Resistor colour code',
  category: 'Passive components',
  summary: 'Read the resistance, tolerance and temperature coefficient of a 4-, 5- or 6-band resistor.',
  inputs,
  outputs: [
    { key: 'resistance', label: 'Resistance', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'tolerance', label: 'Tolerance', unit: '%' },
    { key: 'minimum', label: 'Minimum', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'maximum', label: 'Maximum', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'tempco', label: 'Temperature coefficient', unit: 'ppm/K', decimals: 0 },
    { key: 'series', label: 'E-series', unit: '' },
    { key: 'colours', label: 'Bands', unit: '' },
  ],
  resultPart: 'resistor',
  formula: 'R = (digits) × 10^multiplier\nR min/max = R × (1 ∓ tolerance / 100)',
  source: { title: 'IEC 60062:2016', citation: 'Marking codes for resistors and capacitors, §4 colour code (Tables 1 and 2)' },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, (values) => {
      const digits = values.bands === '4' ? [values.digit1, values.digit2] : [values.digit1, values.digit2, values.digit3 ?? 'black'];
      const bands: ResistorBands = {
        digits,
        multiplier: values.multiplier,
        tolerance: values.tolerance,
        ...(values.bands === '6' ? { tempco: values.tempco ?? 'brown' } : {}),
      };
      const reading = resistorFromColours(bands);
      const spread = reading.resistance * (reading.tolerancePercent / 100);
      return success({
        resistance: reading.resistance,
        tolerance: reading.tolerancePercent,
        minimum: reading.resistance - spread,
        maximum: reading.resistance + spread,
        ...(reading.tempcoPpmPerKelvin === undefined ? {} : { tempco: reading.tempcoPpmPerKelvin }),
        series: (reading.resistance > 0 && coarsestSeriesContaining(reading.resistance)) || 'not a standard value',
        colours: bandSequence(bands).join(' '),
      });
    }),
};
