// Voltage divider the other way round: the bottom resistor that gives a wanted output.
import type { CalculatorDescriptor } from '../descriptor';
import { eSeriesOptions, nearestSeriesValue } from '../e-series';
import { failure, runCalculator, success } from '../run';
import { resistanceUnits, voltageUnits } from '../units';
import { voltageDivider } from './voltage-divider';

/** R2 (Ω) that makes an unloaded divider with R1 (Ω) give Vout (V) from Vin (V). */
export function voltageDividerLowerResistor(inputVoltage: number, outputVoltage: number, r1: number): number {
  return (r1 * outputVoltage) / (inputVoltage - outputVoltage);
}

const inputs = [
  {
    kind: 'number',
    key: 'inputVoltage',
    label: 'Input voltage',
    unit: 'V',
    units: voltageUnits,
    defaultValue: 12,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'outputVoltage',
    label: 'Wanted output voltage',
    unit: 'V',
    units: voltageUnits,
    defaultValue: 3.3,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'r1',
    label: 'R1 (top)',
    unit: 'Ω',
    units: resistanceUnits,
    defaultUnit: 'kohm',
    defaultValue: 10,
    min: 0,
    minExclusive: true,
  },
  { kind: 'select', key: 'series', label: 'Standard series for R2', options: eSeriesOptions, defaultValue: 'E24' },
] as const;

export const voltageDividerResistorCalculator: CalculatorDescriptor = {
  id: 'voltage-divider-resistor',
  slug: 'voltage-divider-resistor',
  title: 'Voltage divider resistor (R2)',
  category: 'Basic circuits',
  summary: 'The bottom resistor a divider needs for a wanted output, and the nearest standard value.',
  inputs,
  outputs: [
    { key: 'r2', label: 'R2 exact', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'standardR2', label: 'Nearest standard R2', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'standardOutputVoltage', label: 'Output with standard R2', unit: 'V', format: 'si', decimals: 3 },
  ],
  resultPart: 'resistor',
  formula: 'R2 = R1 × Vout / (Vin − Vout)',
  source: {
    title: 'Horowitz & Hill, The Art of Electronics, 3rd ed. (2015)',
    citation: '§1.2 voltage dividers (solved for R2); IEC 60063 E-series',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ inputVoltage, outputVoltage, r1, series }) => {
      if (outputVoltage >= inputVoltage) {
        return failure('outputVoltage', 'Output voltage must be below the input voltage');
      }
      const r2 = voltageDividerLowerResistor(inputVoltage, outputVoltage, r1);
      const standardR2 = nearestSeriesValue(r2, series);
      return success({ r2, standardR2, standardOutputVoltage: voltageDivider(inputVoltage, r1, standardR2) });
    }),
};
