// Decimal ↔ fraction. Best rational approximations come from continued fractions (the
// convergents and semiconvergents are the closest fractions for their denominator size);
// inch work instead wants the nearest 1/2ⁿ.
import type { CalculatorDescriptor } from '../descriptor';
import { readNumberText } from '../number-text';
import { failure, runCalculator, success } from '../run';

const FRACTION_HINT = 'Enter a decimal such as 0.375 or a fraction such as 3/8 or 1 3/8';

export interface Fraction {
  /** Carries the sign. */
  readonly numerator: number;
  /** Always ≥ 1. */
  readonly denominator: number;
}

function greatestCommonDivisor(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y > 0) [x, y] = [y, x % y];
  return x || 1;
}

function reduced(numerator: number, denominator: number): Fraction {
  const divisor = greatestCommonDivisor(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/** Closest fraction to a decimal with a denominator of at most `maxDenominator` (continued fractions). */
export function decimalToFraction(value: number, maxDenominator = 1000): Fraction {
  const sign = value < 0 ? -1 : 1;
  const target = Math.abs(value);
  let [previousNumerator, numerator] = [0, 1];
  let [previousDenominator, denominator] = [1, 0];
  let remainder = target;
  for (let step = 0; step < 64; step += 1) {
    const whole = Math.floor(remainder);
    const nextDenominator = whole * denominator + previousDenominator;
    if (nextDenominator > maxDenominator) {
      // The best semiconvergent may beat the last convergent; compare the two.
      const steps = Math.floor((maxDenominator - previousDenominator) / denominator);
      const semiNumerator = previousNumerator + steps * numerator;
      const semiDenominator = previousDenominator + steps * denominator;
      if (Math.abs(semiNumerator / semiDenominator - target) < Math.abs(numerator / denominator - target)) {
        return reduced(sign * semiNumerator, semiDenominator);
      }
      break;
    }
    [previousNumerator, numerator] = [numerator, whole * numerator + previousNumerator];
    [previousDenominator, denominator] = [denominator, nextDenominator];
    const fractional = remainder - whole;
    if (numerator / denominator === target || fractional === 0) break;
    remainder = 1 / fractional;
  }
  return reduced(sign * numerator, denominator);
}

/** Nearest multiple of 1/`denominator` (e.g. 64 for 1/64 in), reduced: (0.38, 16) → 3/8. */
export function roundToFraction(value: number, denominator: number): Fraction {
  return reduced(Math.round(value * denominator), denominator);
}

/** Decimal value of a fraction. */
export function fractionToDecimal(fraction: Fraction): number {
  return fraction.numerator / fraction.denominator;
}

/** Reads '0.375' (in `locale`, see readNumberText), '3/8', '1 3/8', '-1 1/2' or '1-3/8'; throws RangeError on junk or a zero denominator. */
export function parseFractionOrDecimal(text: string, locale?: string): number {
  const trimmed = text.trim();
  if (!trimmed.includes('/')) {
    const read = readNumberText(trimmed, { locale });
    if (read?.ok && Number.isFinite(read.value)) return read.value;
    throw new RangeError(read && !read.ok && read.error !== 'Enter a number' ? read.error : FRACTION_HINT);
  }
  const match = /^([+-])?(?:(\d+)[\s-]+)?(\d+)\s*\/\s*(\d+)$/.exec(trimmed);
  if (!match) throw new RangeError(FRACTION_HINT);
  const denominator = Number(match[4]);
  if (denominator === 0) throw new RangeError('The denominator cannot be 0');
  const magnitude = Number(match[2] ?? 0) + Number(match[3]) / denominator;
  return match[1] === '-' ? -magnitude : magnitude;
}

/** Writes a fraction as '3/8', '-11/8' or mixed '1 3/8'; whole numbers without a denominator. */
export function formatFraction(fraction: Fraction, mixed = false): string {
  const { numerator, denominator } = fraction;
  if (denominator === 1) return String(numerator);
  if (!mixed || Math.abs(numerator) < denominator) return `${numerator}/${denominator}`;
  const whole = Math.trunc(numerator / denominator);
  return `${whole} ${Math.abs(numerator) % denominator}/${denominator}`;
}

const precisionOptions = [
  { value: 'max-10', label: 'Best, denominator ≤ 10' },
  { value: 'max-100', label: 'Best, denominator ≤ 100' },
  { value: 'max-1000', label: 'Best, denominator ≤ 1000' },
  { value: 'max-1000000', label: 'Best, denominator ≤ 1 000 000' },
  { value: 'step-2', label: 'Nearest 1/2' },
  { value: 'step-4', label: 'Nearest 1/4' },
  { value: 'step-8', label: 'Nearest 1/8' },
  { value: 'step-16', label: 'Nearest 1/16' },
  { value: 'step-32', label: 'Nearest 1/32' },
  { value: 'step-64', label: 'Nearest 1/64' },
  { value: 'step-128', label: 'Nearest 1/128' },
] as const;

const inputs = [
  { kind: 'text', key: 'value', label: 'Decimal or fraction', defaultValue: '0.375', placeholder: '0.375, 3/8, 1 3/8', maxLength: 30 },
  { kind: 'select', key: 'precision', label: 'Fraction precision', options: precisionOptions, defaultValue: 'max-1000' },
] as const;

export const decimalFractionConverter: CalculatorDescriptor = {
  id: 'decimal-fraction-converter',
  slug: 'decimal-to-fraction',
  title: 'Decimal to fraction',
  category: 'Conversions',
  summary: 'Convert a decimal to the closest fraction (or nearest 1/64) and a fraction to a decimal.',
  inputs,
  outputs: [
    { key: 'decimal', label: 'Decimal', unit: '', format: 'significant', decimals: 12 },
    { key: 'fraction', label: 'Fraction', unit: '' },
    { key: 'mixed', label: 'Mixed number', unit: '' },
    { key: 'error', label: 'Fraction − decimal', unit: '', format: 'significant', decimals: 3 },
  ],
  formula: 'continued fraction x = a0 + 1/(a1 + 1/(a2 + …)), truncated at the denominator limit\nnearest 1/N: round(x × N) / N',
  source: {
    title: 'Khinchin, Continued Fractions (1964); Hardy & Wright, An Introduction to the Theory of Numbers, 6th ed.',
    citation: 'best rational approximations are convergents or semiconvergents (Hardy & Wright ch. 10)',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ value, precision }) => {
      let decimal: number;
      try {
        decimal = parseFractionOrDecimal(value, options?.locale);
      } catch (error) {
        return failure('value', error instanceof RangeError ? error.message : 'Enter a number');
      }
      if (Math.abs(decimal) > 1e9) return failure('value', 'Value must be at most 1 000 000 000 in size');
      const [mode, limit] = precision.split('-');
      const fraction = mode === 'step' ? roundToFraction(decimal, Number(limit)) : decimalToFraction(decimal, Number(limit));
      return success({
        decimal,
        fraction: formatFraction(fraction),
        mixed: formatFraction(fraction, true),
        error: fractionToDecimal(fraction) - decimal,
      });
    }),
};
