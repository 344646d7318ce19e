// Zener shunt regulator: the series resistor must still feed the zener its minimum current at
// full load, so round it down to a standard value, then size both parts for the worst case.
import type { CalculatorDescriptor } from '../descriptor';
import { eSeriesOptions, seriesValueAtOrBelow } from '../e-series';
import type { ESeriesName } from '../e-series';
import { powerRatingLabel } from '../power-rating';
import { failure, runCalculator, success } from '../run';
import { currentUnits, voltageUnits } from '../units';

export interface ZenerRegulator {
  /** Ω, exact series resistor */
  readonly resistance: number;
  /** Ω, E-series value at or below */
  readonly standardResistance: number;
  /** W, in the standard resistor */
  readonly resistorPower: number;
  /** W, in the zener with no load (all current through it) */
  readonly zenerPowerNoLoad: number;
  /** A, zener current at full load with the standard resistor */
  readonly zenerCurrentFullLoad: number;
}

/** Series resistor (Ω) and worst-case dissipations (W) of a zener regulator from Vin, Vz (V), load and minimum zener current (A). */
export function zenerRegulator(
  inputVoltage: number,
  zenerVoltage: number,
  loadCurrent: number,
  minimumZenerCurrent: number,
  series: ESeriesName = 'E24',
): ZenerRegulator {
  const drop = inputVoltage - zenerVoltage;
  const resistance = drop / (loadCurrent + minimumZenerCurrent);
  const standardResistance = seriesValueAtOrBelow(resistance, series);
  const seriesCurrent = drop / standardResistance;
  return {
    resistance,
    standardResistance,
    resistorPower: drop * seriesCurrent,
    zenerPowerNoLoad: zenerVoltage * seriesCurrent,
    zenerCurrentFullLoad: seriesCurrent - loadCurrent,
  };
}

const inputs = [
  {
    kind: 'number',
    key: 'inputVoltage',
    label: 'Input voltage (minimum)',
    unit: 'V',
    units: voltageUnits,
    defaultValue: 12,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'zenerVoltage',
    label: 'Zener voltage',
    unit: 'V',
    units: voltageUnits,
    defaultValue: 5.1,
    min: 0,
    minExclusive: true,
  },
  {
    kind: 'number',
    key: 'loadCurrent',
    label: 'Load current (maximum)',
    unit: 'A',
    units: currentUnits,
    defaultUnit: 'mA',
    defaultValue: 20,
    min: 0,
  },
  {
    kind: 'number',
    key: 'zenerCurrent',
    label: 'Minimum zener current',
    unit: 'A',
    units: currentUnits,
    defaultUnit: 'mA',
    defaultValue: 5,
    min: 0,
    minExclusive: true,
    help: 'Keeps the zener in regulation; see Izk or the test current in the datasheet.',
  },
  { kind: 'select', key: 'series', label: 'Resistor series', options: eSeriesOptions, defaultValue: 'E24' },
] as const;

export const zenerRegulatorCalculator: CalculatorDescriptor = {
  id: 'zener-regulator',
  slug: 'zener-regulator',
  title: 'Zener shunt regulator',
  category: 'Power',
  summary: 'Series resistor and power ratings for a zener diode voltage regulator.',
  inputs,
  outputs: [
    { key: 'resistance', label: 'Series resistor (exact)', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'standardResistance', label: 'Standard resistor (at or below)', unit: 'Ω', format: 'si', decimals: 3 },
    { key: 'resistorPower', label: 'Resistor dissipation', unit: 'W', format: 'si', decimals: 3 },
    { key: 'resistorRating', label: 'Resistor rating to choose (2× margin)', unit: '' },
    { key: 'zenerPowerNoLoad', label: 'Zener dissipation with no load', unit: 'W', format: 'si', decimals: 3 },
    { key: 'zenerCurrentFullLoad', label: 'Zener current at full load', unit: 'A', format: 'si', decimals: 3 },
  ],
  formula: 'R = (Vin − Vz) / (IL + Iz)\nPR = (Vin − Vz)² / R\nPz (no load) = Vz × (Vin − Vz) / R',
  source: {
    title: 'ON Semiconductor, Zener Theory and Design Considerations (HBD854/D)',
    citation: 'zener shunt regulator design: series resistor and worst-case dissipation',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ inputVoltage, zenerVoltage, loadCurrent, zenerCurrent, series }) => {
      if (zenerVoltage >= inputVoltage) return failure('zenerVoltage', 'Zener voltage must be below the input voltage');
      const regulator = zenerRegulator(inputVoltage, zenerVoltage, loadCurrent, zenerCurrent, series);
      return success({ ...regulator, resistorRating: powerRatingLabel(regulator.resistorPower * 2) });
    }),
};
