// @vitest-environment node
// Decimal ↔ fraction. Best approximations follow Hardy & Wright, An Introduction to the Theory
// of Numbers, ch. 10 (convergents of continued fractions); the π rows are the classic ones.
import { describe, expect, it } from 'vitest';
import { errorsOf, valuesOf } from '../test-helpers';
import {
  decimalFractionConverter,
  decimalToFraction,
  formatFraction,
  fractionToDecimal,
  parseFractionOrDecimal,
  roundToFraction,
} from './decimal-fraction';

describe('decimal → fraction', () => {
  it.each([
    [0.375, 1000, 3, 8],
    [0.5, 10, 1, 2],
    [-1.25, 100, -5, 4],
    [2, 10, 2, 1],
    [0.1, 1000, 1, 10],
    [1 / 3, 1000, 1, 3],
    [Math.PI, 10, 22, 7], // convergent 22/7
    [Math.PI, 1000, 355, 113], // Zu Chongzhi's 355/113
    [Math.PI, 100, 311, 99], // best semiconvergent with q ≤ 100
    [Math.SQRT2, 100, 140, 99],
    [0.333, 10, 1, 3],
  ])('%s with denominator ≤ %s → %s/%s', (value, limit, numerator, denominator) => {
    expect(decimalToFraction(value, limit)).toEqual({ numerator, denominator });
  });

  it.each([
    [0.38, 16, 3, 8], // 0.38 × 16 = 6.08 → 6/16
    [0.3, 64, 19, 64],
    [1.99, 8, 2, 1],
  ])('%s to the nearest 1/%s → %s/%s', (value, step, numerator, denominator) => {
    expect(roundToFraction(value, step)).toEqual({ numerator, denominator });
  });
});

describe('fraction → decimal', () => {
  it.each([
    ['3/8', 0.375],
    ['1 3/8', 1.375],
    ['1-3/8', 1.375],
    ['-2 1/2', -2.5],
    [' 7 / 16 ', 0.4375],
    ['0.625', 0.625],
    ['0,5', 0.5],
  ])('%j = %s', (text, expected) => {
    expect(parseFractionOrDecimal(text)).toBe(expected);
  });

  it('formats proper, improper and mixed fractions', () => {
    expect(formatFraction({ numerator: 11, denominator: 8 })).toBe('11/8');
    expect(formatFraction({ numerator: 11, denominator: 8 }, true)).toBe('1 3/8');
    expect(formatFraction({ numerator: -11, denominator: 8 }, true)).toBe('-1 3/8');
    expect(formatFraction({ numerator: 4, denominator: 1 }, true)).toBe('4');
  });

  it('refuses junk and a zero denominator', () => {
    expect(() => parseFractionOrDecimal('1/0')).toThrow('The denominator cannot be 0');
    expect(errorsOf(decimalFractionConverter.run({ value: 'half' })).value).toMatch(/Enter a decimal/);
  });
});

describe('round trips (property)', () => {
  it('p/q → decimal → fraction gives p/q back for every reduced q ≤ 1000 sample', () => {
    let seed = 7;
    for (let index = 0; index < 5000; index += 1) {
      seed = (seed * 48271) % 2147483647;
      const denominator = 1 + (seed % 1000);
      seed = (seed * 48271) % 2147483647;
      const numerator = (seed % 20001) - 10000;
      const expected = decimalToFraction(numerator / denominator, 1_000_000); // reduced form of p/q
      const fraction = decimalToFraction(numerator / denominator, 1000);
      expect(fraction).toEqual(expected);
      expect(fraction.numerator * denominator).toBe(numerator * fraction.denominator);
    }
  });

  // Independent check: an exhaustive search over every denominator q ≤ 1000 finds no closer fraction.
  it('decimal → fraction → decimal is the closest fraction with q ≤ 1000', () => {
    for (let value = -5; value <= 5; value += 0.0137) {
      const fraction = decimalToFraction(value, 1000);
      expect(fraction.denominator).toBeLessThanOrEqual(1000);
      let bestError = Number.POSITIVE_INFINITY;
      for (let denominator = 1; denominator <= 1000; denominator += 1) {
        bestError = Math.min(bestError, Math.abs(Math.round(value * denominator) / denominator - value));
      }
      expect(Math.abs(fractionToDecimal(fraction) - value)).toBeLessThanOrEqual(bestError + 1e-15);
    }
  });

  it('descriptor: text fraction → decimal and back', () => {
    expect(valuesOf(decimalFractionConverter.run({ value: '1 3/8', precision: 'step-64' }))).toEqual({
      decimal: 1.375,
      fraction: '11/8',
      mixed: '1 3/8',
      error: 0,
    });
  });
});
