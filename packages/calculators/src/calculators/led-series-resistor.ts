// Current-limiting resistor for LEDs in series: the standard value at or above the exact one,
// so the LED current never exceeds the target, and a power rating with margin.
import type { CalculatorDescriptor } from '../descriptor';
import { eSeriesOptions, seriesValueAtOrAbove } from '../e-series';
import type { ESeriesName } from '../e-series';
import { powerRatingLabel } from '../power-rating';
import { failure, runCalculator, success } from '../run';
import { currentUnits, voltageUnits } from '../units';

export interface LedResistor {
  /** Ω, exact */
  readonly resistance: number;
  /** Ω, the E-series value at or above `resistance` */
  readonly standardResistance: number;
  /** A, with the standard resistor */
  readonly current: number;
  /** W, dissipated in the standard resistor */
  readonly resistorPower: number;
}

/** Series resistor (Ω) for `count` LEDs of forward voltage (V) at a current (A) from a supply (V). */
export function ledSeriesResistor(
  supplyVoltage: number,
  forwardVoltage: number,
  current: number,
  count = 1,
  series: ESeriesName = 'E24',
): LedResistor {
  const headroom = supplyVoltage - forwardVoltage * count;
  const resistance = headroom / current;
  const standardResistance = seriesValueAtOrAbove(resistance, series);
  const actualCurrent = headroom / standardResistance;
  return { resistance, standardResistance, current: actualCurrent, resistorPower: actualCurrent * actualCurrent * standardResistance };
}

const inputs = [
  { kind: 'number', key: 'supply', label: 'Supply voltage', unit: 'V', units: voltageUnits, defaultValue: 5, min: 0, minExclusive: true },
  {
    kind: 'number',
    key: 'forwardVoltage',
    label: 'LED forward voltage',
    unit: 'V',
    units: voltageUnits,
    defaultValue: 2,
    min: 0,
    minExclusive: true,
    help: 'About 2 V for red, 3 V for blue and white LEDs; see the datasheet.',
  },
  {
    kind: 'number',
    key: 'current',
    label: 'LED current',
    unit: 'A',
    units: currentUnits,
    defaultUnit: 'mA',
    defaultValue: 20,
    min: 0,
    minExclusive: true,
  },
  { kind: 'number', key: 'count', label: 'LEDs in series', unit: '', defaultValue: 1, min: 1, max: 100, integer: true },
  { kind: 'select', key: 'series', label: 'Resistor series', options: eSeriesOptions, defaultValue: 'E24' },
  {
    kind: 'number',
    key: 'margin',
    label: 'Power safety margin',
    unit: '×',
    defaultValue: 2,
    min: 1,
    max: 10,
    help: 'Rated power ÷ dissipated power.',
  },
] as const;

export const ledSeriesResistorCalculator: CalculatorDescriptor = {
  id: 'led-series-resistor',
  slug: 'led-series-resistor',
  title: 'LED series resistor',
  category: 'Power',
  summary: 'Current-limiting resistor for one or more LEDs, rounded up to a standard value, with its power rating.',
  inputs,
  outputs: [
    { key: 'resistance', label: 'Exact resistance', unit: 'Ω', format: 'si' },
    { key: 'standardResistance', label: 'Standard resistor (at or above)', unit: 'Ω', format: 'si' },
    { key: 'current', label: 'LED current with standard resistor', unit: 'A', format: 'si' },
    { key: 'resistorPower', label: 'Resistor dissipation', unit: 'W', format: 'si' },
    { key: 'rating', label: 'Power rating to choose', unit: '' },
  ],
  resultPart: 'resistor',
  formula: 'R = (Vs − n × Vf) / I\nP = I² × R (with the standard R)\nrating ≥ P × margin',
  source: {
    title: 'Horowitz & Hill, The Art of Electronics, 3rd ed. (2015); IEC 60063:2015',
    citation: '§1.6 diodes (LED forward drop, series current limiting); E-series tables',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, (values) => {
      const totalForward = values.forwardVoltage * values.count;
      if (values.supply <= totalForward) {
        return failure('supply', `Supply voltage must be above the LEDs' total forward voltage (${totalForward.toPrecision(3)} V)`);
      }
      const led = ledSeriesResistor(values.supply, values.forwardVoltage, values.current, values.count, values.series);
      return success({ ...led, rating: powerRatingLabel(led.resistorPower * values.margin) });
    }),
};
