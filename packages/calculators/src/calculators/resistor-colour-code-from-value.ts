// Resistor colour code, value → colours: snap to an IEC 60063 E-series value, then encode it
// with the IEC 60062:2016 colour code.
import type { CalculatorDescriptor } from '../descriptor';
import { eSeriesOptions, nearestSeriesValue, seriesDigits } from '../e-series';
import { failure, runCalculator, success } from '../run';
import { decadeOf, timesPowerOfTen } from '../scale';
import { resistanceUnits } from '../units';
import type { BandCount, ResistorBands, TempcoColour, ToleranceColour } from './resistor-colour-table';
import {
  bandCountOptions,
  bandSequence,
  digitColours,
  multiplierExponents,
  tempcoOptions,
  toleranceOptions,
  tolerancePercents,
} from './resistor-colour-table';
import type { MultiplierColour } from './resistor-colour-table';

/** Colour bands for a resistance (Ω), rounded to the 2 (4-band) or 3 (5/6-band) significant digits the code can show. */
export function coloursForResistance(
  resistance: number,
  bandCount: BandCount,
  tolerance: ToleranceColour,
  tempco: TempcoColour = 'brown',
): ResistorBands {
  if (!(resistance > 0) || !Number.isFinite(resistance)) throw new RangeError('Resistance must be greater than 0');
  const digitCount = bandCount === 4 ? 2 : 3;
  let exponent = decadeOf(resistance) - (digitCount - 1);
  let significand = Math.round(timesPowerOfTen(resistance, -exponent));
  if (significand >= 10 ** digitCount) {
    significand /= 10;
    exponent += 1;
  }
  // Object.keys loses the key type; the keys are exactly MultiplierColour.
  const multiplier = (Object.keys(multiplierExponents) as MultiplierColour[]).find((colour) => multiplierExponents[colour] === exponent);
  if (!multiplier) {
    throw new RangeError(exponent < 0 ? 'Too small for a colour code' : 'Too large for a colour code');
  }
  const digits = String(significand)
    .padStart(digitCount, '0')
    .split('')
    .map((digit) => digitColours[Number(digit)] ?? 'black');
  return bandCount === 6 ? { digits, multiplier, tolerance, tempco } : { digits, multiplier, tolerance };
}

const inputs = [
  {
    kind: 'number',
    key: 'resistance',
    label: 'Resistance',
    unit: 'Ω',
    units: resistanceUnits,
    defaultUnit: 'kohm',
    defaultValue: 4.7,
    min: 0,
    minExclusive: true,
    max: 99e9,
  },
  { kind: 'select', key: 'bands', label: 'Number of bands', options: bandCountOptions, defaultValue: '4' },
  { kind: 'select', key: 'series', label: 'Snap to series', options: eSeriesOptions, defaultValue: 'E24' },
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

export const resistorValueToColoursCalculator: CalculatorDescriptor = {
  id: 'resistor-value-to-colours',
  slug: 'resistor-value-to-colour-code',
  title: 'Resistor value to colour code',
  category: 'Passive components',
  summary: 'Find the nearest standard E-series value and its 4-, 5- or 6-band colour code.',
  inputs,
  outputs: [
    { key: 'standardValue', label: 'Standard value', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'colours', label: 'Bands', unit: '' },
    { key: 'deviation', label: 'Difference from entered value', unit: '%' },
    { key: 'tolerance', label: 'Tolerance', unit: '%' },
  ],
  formula: 'standard value = E-series value nearest R (geometric)\nR = (digits) × 10^multiplier',
  source: {
    title: 'IEC 60063:2015 and IEC 60062:2016',
    citation: 'Preferred number series for resistors and capacitors (E6–E192 tables); marking codes §4 colour code',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, (values) => {
      const bandCount = Number(values.bands) as BandCount;
      if (bandCount === 4 && seriesDigits(values.series) === 3) {
        return failure('series', `${values.series} values have 3 significant digits: choose 5 or 6 bands`);
      }
      const standardValue = nearestSeriesValue(values.resistance, values.series);
      let bands: ResistorBands;
      try {
        bands = coloursForResistance(standardValue, bandCount, values.tolerance, values.tempco ?? 'brown');
      } catch (error) {
        return failure('resistance', error instanceof RangeError ? error.message : 'No colour code for this value');
      }
      return success({
        standardValue,
        colours: bandSequence(bands).join(' '),
        deviation: ((standardValue - values.resistance) / values.resistance) * 100,
        tolerance: tolerancePercents[values.tolerance],
      });
    }),
};
