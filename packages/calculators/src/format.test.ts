// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatOutput, formatSi, formatSignificant, formatValue, roundTo } from './format';

describe('formatValue', () => {
  it.each([
    [3.14159, undefined, '3.14'], // docs/product.md §9: default rounding 2 decimals
    [1.005, 2, '1.01'], // half away from zero despite 1.005 being 1.00499… in binary
    [-1.005, 2, '-1.01'],
    [-0.001, 2, '0.00'], // no negative zero
    [1234.5, 0, '1235'],
    [Number.NaN, 2, '—'],
    [Number.POSITIVE_INFINITY, 2, '—'],
  ])('formatValue(%s, %s) = %s', (value, decimals, expected) => {
    expect(formatValue(value, decimals)).toBe(expected);
  });

  it('roundTo rounds half away from zero', () => {
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(-2.5, 0)).toBe(-3);
  });
});

describe('formatSi', () => {
  it.each([
    [4.7e3, 'Ω', undefined, '4.7 kΩ'],
    [1e-7, 'F', undefined, '100 nF'],
    [2.2e-12, 'F', undefined, '2.2 pF'],
    [0.0316, 'A', undefined, '31.6 mA'],
    [999.999, 'Ω', 2, '1 kΩ'], // rounding up moves to the next prefix
    [0, 'V', undefined, '0 V'],
    [-1.5e6, 'Hz', undefined, '-1.5 MHz'],
    [1.23456e3, 'Ω', 3, '1.235 kΩ'],
    [12, '', undefined, '12'],
    [Number.NaN, 'Ω', undefined, '—'],
  ])('formatSi(%s, %s) = %s', (value, unit, decimals, expected) => {
    expect(formatSi(value, unit, decimals)).toBe(expected);
  });
});

describe('formatSignificant', () => {
  it.each([
    [0.0833333333, 6, '0.0833333'],
    [25400000, 6, '25400000'],
    [1.602176634e-19, 6, '1.60218e-19'],
    [2.24694e25, 6, '2.24694e25'],
    [0, 6, '0'],
  ])('formatSignificant(%s, %s) = %s', (value, digits, expected) => {
    expect(formatSignificant(value, digits)).toBe(expected);
  });
});

describe('formatOutput', () => {
  it('applies the output format and unit', () => {
    expect(formatOutput({ key: 'r', label: 'R', unit: 'Ω', format: 'si' }, 4700)).toBe('4.7 kΩ');
    expect(formatOutput({ key: 'w', label: 'W', unit: 'mm' }, 0.30038)).toBe('0.30 mm');
    expect(formatOutput({ key: 'x', label: 'x', unit: 'in', format: 'significant', decimals: 4 }, 0.0833333)).toBe('0.08333 in');
    expect(formatOutput({ key: 'c', label: 'c', unit: '' }, 'yellow violet red gold')).toBe('yellow violet red gold');
    expect(formatOutput({ key: 'n', label: 'n', unit: 'V' }, Number.NaN)).toBe('—');
  });
});

describe('formatSi beyond the prefixes (issue 23)', () => {
  it.each([
    [1.59e282, 'Ω', '1.59e282 Ω'], // was '1.59e+282 YΩ'
    [1e-30, 'Ω', '1e-30 Ω'], // was '0 yΩ'
    [-3.3e-25, 'F', '-3.3e-25 F'],
    [1e27, 'Hz', '1e27 Hz'],
    [999.9e24, 'W', '999.9 YW'],
    [1e-24, 'V', '1 yV'],
  ])('formatSi(%s, %s) = %s', (value, unit, expected) => {
    expect(formatSi(value, unit)).toBe(expected);
  });

  it('never prints a fixed value in exponent form', () => {
    expect(formatValue(1e21)).toBe('1e21');
    expect(formatValue(-2.5e300)).toBe('-2.5e300');
  });
});
