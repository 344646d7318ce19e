// @vitest-environment node
// Unit conversions: reference rows from NIST SP 811 (2008) Appendix B.8/B.9 and a round-trip
// property over every pair of units of every measure.
import { describe, expect, it } from 'vitest';
import { errorsOf, expectClose, valuesOf } from '../test-helpers';
import { capacitanceMeasure, convertCapacitance } from './capacitance';
import { convertEnergy, energyMeasure } from './energy';
import { convertForce, forceMeasure } from './force';
import { convertInductance, inductanceMeasure } from './inductance';
import { convertLength, lengthConverter, lengthMeasure } from './length';
import type { Measure } from './measure';
import { convertMeasure, unitsOf } from './measure';
import { convertPressure, pressureMeasure } from './pressure';
import { convertTemperature, temperatureConverter, temperatureMeasure } from './temperature';
import { convertVolume, volumeMeasure } from './volume';
import { convertWeight, weightMeasure } from './weight';

describe('NIST SP 811 Appendix B.8 reference factors', () => {
  it.each([
    ['1 in = 25.4 mm', convertLength(1, 'in', 'mm'), 25.4],
    ['1 ft = 0.3048 m', convertLength(1, 'ft', 'm'), 0.3048],
    ['1 mi = 1.609344 km', convertLength(1, 'mi', 'km'), 1.609344],
    ['1 mil = 25.4 µm', convertLength(1, 'mil', 'um'), 25.4],
    ['1 nmi = 1852 m', convertLength(1, 'nmi', 'm'), 1852],
    ['1 lb = 0.45359237 kg', convertWeight(1, 'lb', 'kg'), 0.45359237],
    ['1 oz = 28.349523125 g', convertWeight(1, 'oz', 'g'), 28.349523125],
    ['1 short ton = 2000 lb', convertWeight(1, 'ton_us', 'lb'), 2000],
    ['1 gr = 64.79891 mg', convertWeight(1, 'gr', 'mg'), 64.79891],
    ['1 US gal = 3.785412 L', convertVolume(1, 'gal_us', 'L'), 3.785411784],
    ['1 US gal = 231 in³', convertVolume(1, 'gal_us', 'in3'), 231],
    ['1 UK gal = 4.54609 L', convertVolume(1, 'gal_uk', 'L'), 4.54609],
    ['1 US fl oz = 29.57353 mL', convertVolume(1, 'floz_us', 'mL'), 29.5735295625],
    ['1 psi = 6.894757 kPa', convertPressure(1, 'psi', 'kPa'), 6.894757],
    ['1 atm = 1.01325 bar', convertPressure(1, 'atm', 'bar'), 1.01325],
    ['1 atm = 760 Torr', convertPressure(1, 'atm', 'torr'), 760],
    ['1 atm = 14.69595 psi', convertPressure(1, 'atm', 'psi'), 14.69595],
    ['1 mmHg = 133.3224 Pa', convertPressure(1, 'mmHg', 'Pa'), 133.3224],
    ['1 inHg = 3.386389 kPa', convertPressure(1, 'inHg', 'kPa'), 3.386389],
    ['1 kgf/cm² = 98.0665 kPa', convertPressure(1, 'kgfcm2', 'kPa'), 98.0665],
    ['1 lbf = 4.448222 N', convertForce(1, 'lbf', 'N'), 4.448222],
    ['1 kgf = 9.80665 N', convertForce(1, 'kgf', 'N'), 9.80665],
    ['1 dyn = 10⁻⁵ N', convertForce(1, 'dyn', 'N'), 1e-5],
    ['1 pdl = 0.1382550 N', convertForce(1, 'pdl', 'N'), 0.138255],
    ['1 kWh = 3.6 MJ', convertEnergy(1, 'kWh', 'MJ'), 3.6],
    ['1 cal_th = 4.184 J', convertEnergy(1, 'cal', 'J'), 4.184],
    ['1 Btu_IT = 1055.056 J', convertEnergy(1, 'Btu', 'J'), 1055.056],
    ['1 eV = 1.602177 × 10⁻¹⁹ J', convertEnergy(1, 'eV', 'J'), 1.602177e-19],
    ['1 ft·lbf = 1.355818 J', convertEnergy(1, 'ftlbf', 'J'), 1.355818],
    ['1 Wh = 3.412142 Btu', convertEnergy(1, 'Wh', 'Btu'), 3.412142],
    ['100 nF = 0.1 µF', convertCapacitance(100, 'nF', 'uF'), 0.1],
    ['4.7 µF = 4 700 000 pF', convertCapacitance(4.7, 'uF', 'pF'), 4.7e6],
    ['1 F = 10¹⁵ fF', convertCapacitance(1, 'F', 'fF'), 1e15],
    ['100 µH = 0.1 mH', convertInductance(100, 'uH', 'mH'), 0.1],
    ['1 nH = 1000 pH', convertInductance(1, 'nH', 'pH'), 1000],
  ])('%s', (_, actual, expected) => {
    // NIST prints 7 significant digits for inexact factors.
    expectClose(actual, expected, 1e-6);
  });
});

describe('NIST SP 811 Appendix B.9 temperature', () => {
  it.each([
    [0, 'C', 'F', 32],
    [100, 'C', 'F', 212],
    [-40, 'C', 'F', -40],
    [0, 'C', 'K', 273.15],
    [0, 'K', 'F', -459.67],
    [0, 'K', 'C', -273.15],
    [98.6, 'F', 'C', 37],
    [491.67, 'R', 'C', 0],
    [300, 'K', 'R', 540],
    [77, 'F', 'K', 298.15],
  ] as const)('%s %s = %s %s', (value, from, to, expected) => {
    expect(convertTemperature(value, from, to)).toBeCloseTo(expected, 9);
  });

  it('refuses temperatures below absolute zero', () => {
    expect(errorsOf(temperatureConverter.run({ value: '-460', from: 'F' })).value).toMatch(/absolute zero/);
    expect(valuesOf(temperatureConverter.run({ value: '-459.67', from: 'F' })).K).toBeCloseTo(0, 9);
  });
});

const measures: Array<[string, Measure<string>]> = [
  ['length', lengthMeasure],
  ['weight', weightMeasure],
  ['volume', volumeMeasure],
  ['pressure', pressureMeasure],
  ['force', forceMeasure],
  ['energy', energyMeasure],
  ['capacitance', capacitanceMeasure],
  ['inductance', inductanceMeasure],
  ['temperature', temperatureMeasure],
];

describe('round trip A → B → A for every pair of units (property)', () => {
  const samples = [0, 1, 0.001, 3.7, 42, 1234.5678, 9.99e6, 1.5e-9];
  it.each(measures)('%s', (_, measure) => {
    const units = unitsOf(measure);
    let pairs = 0;
    for (const from of units) {
      for (const to of units) {
        pairs += 1;
        for (const sample of samples) {
          const there = convertMeasure(measure, sample, from, to);
          const back = convertMeasure(measure, there, to, from);
          // Offsets (temperature) lose absolute, not relative, precision near zero: allow 1e-9 °.
          const slack = measure === temperatureMeasure ? 1e-9 : 0;
          expect(Math.abs(back - sample)).toBeLessThanOrEqual(1e-12 * Math.abs(sample) + slack);
          // Cross-check against going through the base unit by hand.
          const base = (sample + (measure.units[from]?.offset ?? 0)) * (measure.units[from]?.factor ?? Number.NaN);
          const expected = base / (measure.units[to]?.factor ?? Number.NaN) - (measure.units[to]?.offset ?? 0);
          expect(Math.abs(there - expected)).toBeLessThanOrEqual(1e-12 * Math.abs(expected) + slack);
        }
      }
    }
    expect(pairs).toBe(units.length ** 2);
  });
});

describe('conversion descriptors', () => {
  it('give the value in every unit of the measure', () => {
    const values = valuesOf(lengthConverter.run({ value: '1', from: 'in' }));
    expect(Object.keys(values)).toEqual(unitsOf(lengthMeasure));
    expectClose(values.mm, 25.4);
    expectClose(values.mil, 1000);
  });
});
