// @vitest-environment node
// AWG ↔ diameter ↔ area against the ASTM B258-18 table (diameters in inches to 4 decimals,
// areas in kcmil and mm²).
import { describe, expect, it } from 'vitest';
import { errorsOf, expectClose, valuesOf } from '../test-helpers';
import {
  areaMm2ToDiameter,
  awgToDiameterMm,
  diameterMmToAwg,
  diameterToAreaMm2,
  formatAwg,
  parseAwg,
  wireSizeConverter,
} from './wire-size';

describe('ASTM B258 diameters', () => {
  it.each([
    [-3, 0.46], // 4/0
    [-2, 0.4096], // 3/0
    [-1, 0.3648], // 2/0
    [0, 0.3249],
    [2, 0.2576],
    [4, 0.2043],
    [8, 0.1285],
    [10, 0.1019],
    [12, 0.0808],
    [14, 0.0641],
    [16, 0.0508],
    [18, 0.0403],
    [20, 0.032],
    [22, 0.0253],
    [24, 0.0201],
    [26, 0.0159],
    [28, 0.0126],
    [30, 0.01],
    [36, 0.005],
    [40, 0.0031],
  ])('AWG %s = %s in', (gauge, inches) => {
    // The table rounds to 0.0001 in.
    expect(Math.abs(awgToDiameterMm(gauge) / 25.4 - inches)).toBeLessThanOrEqual(0.00005);
  });

  it.each([
    ['4/0', 211.6, 107.2],
    ['10', 10.38, 5.261],
    ['12', 6.53, 3.309],
    ['14', 4.107, 2.081],
    ['18', 1.624, 0.8231],
    ['22', 0.6424, 0.3255],
  ])('AWG %s = %s kcmil = %s mm²', (gauge, kcmil, mm2) => {
    const values = valuesOf(wireSizeConverter.run({ value: gauge, from: 'awg' }));
    expectClose(values.areaKcmil, kcmil, 1e-3);
    expectClose(values.areaMm2, mm2, 1e-3);
  });
});

describe('wire size conversions', () => {
  it('reads and writes aught sizes', () => {
    expect(parseAwg('4/0')).toBe(-3);
    expect(parseAwg('0000')).toBe(-3);
    expect(parseAwg('00')).toBe(-1);
    expect(parseAwg('0')).toBe(0);
    expect(parseAwg('12')).toBe(12);
    expect(parseAwg('x')).toBeUndefined();
    expect(formatAwg(-3)).toBe('4/0 (0000)');
    expect(formatAwg(7)).toBe('7');
  });

  it('finds the gauge of a metric wire', () => {
    // 2.5 mm² (IEC 60228 size) lies between 14 AWG (2.08) and 12 AWG (3.31): nearest is 13.
    expect(valuesOf(wireSizeConverter.run({ value: '2.5', from: 'mm2' })).awg).toBe('13');
    expect(valuesOf(wireSizeConverter.run({ value: '0.5', from: 'mm' })).awg).toBe('24');
    expect(valuesOf(wireSizeConverter.run({ value: '211.6', from: 'kcmil' })).awg).toBe('4/0 (0000)');
  });

  // Property: AWG → mm → AWG and mm → mm² → mm for gauges 4/0 to 56 in quarter steps.
  it('round-trips every gauge', () => {
    for (let gauge = -3; gauge <= 56; gauge += 0.25) {
      const diameter = awgToDiameterMm(gauge);
      expect(diameterMmToAwg(diameter)).toBeCloseTo(gauge, 9);
      expectClose(areaMm2ToDiameter(diameterToAreaMm2(diameter)), diameter, 1e-12);
    }
  });

  it('refuses junk and sizes outside the gauge range', () => {
    expect(errorsOf(wireSizeConverter.run({ value: 'abc', from: 'awg' }))).toEqual({ value: 'Enter a gauge such as 12, 0, 2/0 or 0000' });
    expect(errorsOf(wireSizeConverter.run({ value: '-1', from: 'mm' }))).toEqual({ value: 'Size must be greater than 0' });
    expect(errorsOf(wireSizeConverter.run({ value: '80', from: 'awg' }))).toEqual({ value: 'Outside the AWG range 4/0 (0000) to 56' });
  });
});
