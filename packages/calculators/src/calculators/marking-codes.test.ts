// @vitest-environment node
// SMD resistor and capacitor marking codes. Reference rows: IEC 60062:2016 (3- and 4-character
// codes, RKM letter code, EIA-96 table of E96 values and multiplier letters), decoded by hand.
import { describe, expect, it } from 'vitest';
import { errorsOf, valuesOf } from '../test-helpers';
import { capacitorCodeCalculator, decodeCapacitorCode } from './capacitor-code';
import { decodeSmdResistorCode, smdResistorCodeCalculator } from './smd-resistor-code';

describe('SMD resistor codes (IEC 60062:2016)', () => {
  it.each([
    ['472', 4700, '3-digit'], // 47 × 10²
    ['103', 10e3, '3-digit'], // 10 × 10³
    ['100', 10, '3-digit'], // 10 × 10⁰
    ['4702', 47e3, '4-digit'], // 470 × 10²
    ['1002', 10e3, '4-digit'], // 100 × 10²
    ['4R7', 4.7, 'letter code'], // R marks the decimal point
    ['R47', 0.47, 'letter code'],
    ['10R0', 10, 'letter code'],
    ['4K7', 4.7e3, 'letter code'], // K: kilo-ohm decimal point
    ['2M2', 2.2e6, 'letter code'],
    ['01C', 10e3, 'EIA-96'], // E96 no. 01 = 100, C = ×100
    ['68X', 49.9, 'EIA-96'], // E96 no. 68 = 499, X = ×0.1
    ['24Y', 1.74, 'EIA-96'], // E96 no. 24 = 174, Y = ×0.01
    ['96F', 97.6e6, 'EIA-96'], // E96 no. 96 = 976, F = ×10⁵
    ['30A', 200, 'EIA-96'], // E96 no. 30 = 200, A = ×1
    ['000', 0, 'zero-ohm jumper'],
  ] as const)('%s → %s Ω (%s)', (code, resistance, scheme) => {
    expect(decodeSmdResistorCode(code)).toEqual({ resistance, scheme });
  });

  it('rejects codes that are not markings', () => {
    for (const code of ['ABC', '97A', '00Q', '12345', '']) expect(() => decodeSmdResistorCode(code)).toThrow(RangeError);
    expect(errorsOf(smdResistorCodeCalculator.run({ code: 'xyz' }))).toEqual({ code: 'Enter a code such as 472, 4702, 4R7, 4K7 or 01C' });
    expect(errorsOf(smdResistorCodeCalculator.run({ code: '' }))).toEqual({ code: 'Marking code is required' });
  });

  it('descriptor names the series of the decoded value', () => {
    expect(valuesOf(smdResistorCodeCalculator.run({ code: '01C' }))).toEqual({ resistance: 10e3, scheme: 'EIA-96', series: 'E6' });
  });
});

describe('capacitor codes (IEC 60062:2016)', () => {
  it.each([
    ['104', 100_000, undefined], // 10 × 10⁴ pF = 100 nF
    ['473', 47_000, undefined], // 47 nF
    ['102', 1000, undefined], // 1 nF
    ['105', 1_000_000, undefined], // 1 µF
    ['229', 2.2, undefined], // third digit 9 = ×0.1 → 2.2 pF
    ['158', 0.15, undefined], // third digit 8 = ×0.01 → 0.15 pF
    ['47', 47, undefined], // two digits: picofarads as written
    ['104K', 100_000, '±10 %'],
    ['223J', 22_000, '±5 %'],
    ['474M', 470_000, '±20 %'],
    ['105Z', 1_000_000, '+80 / −20 %'],
    ['4n7', 4700, undefined], // n marks the decimal point in nanofarads
    ['4R7', 4.7, undefined], // R marks the decimal point in picofarads
    ['p47', 0.47, undefined],
    ['µ22', 220_000, undefined],
    ['u22', 220_000, undefined],
    ['1n0', 1000, undefined],
    ['8p2', 8.2, undefined],
  ] as const)('%s → %s pF %s', (code, picofarads, tolerance) => {
    const marking = decodeCapacitorCode(code);
    expect(marking.picofarads).toBeCloseTo(picofarads, 9);
    expect(marking.capacitance).toBeCloseTo(picofarads * 1e-12, 20);
    expect(marking.tolerance).toBe(tolerance);
  });

  it('descriptor shows 104 as 100 nF', () => {
    expect(valuesOf(capacitorCodeCalculator.run({ code: '104' }))).toEqual({
      capacitance: 1e-7,
      picofarads: 100_000,
      nanofarads: 100,
      microfarads: 0.1,
      tolerance: 'not marked',
    });
    expect(errorsOf(capacitorCodeCalculator.run({ code: '1x4' }))).toEqual({ code: 'Enter a code such as 104, 104K, 4n7 or 4R7' });
  });
});
