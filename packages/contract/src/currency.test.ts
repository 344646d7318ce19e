// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  baseCentsOf,
  centsIn,
  convertAmountCents,
  crossRate,
  decimalText,
  exchangeRateQueryInput,
  hasCents,
  lineAmountIn,
  microsIn,
  normaliseRate,
  scaledRate,
  unitsIn,
} from './currency';

/** The dollar line amount as the buying code has always worked it out: half up to the cent. */
const dollarLine = (qty: number, micros: number) => Number((BigInt(qty) * BigInt(micros) + 5_000n) / 10_000n);

describe('exchange-rate text', () => {
  it('reads decimal rates exactly and normalises them', () => {
    expect(scaledRate('0.8532')).toBe(8_532_000_000n);
    expect(scaledRate('1')).toBe(10_000_000_000n);
    expect(normaliseRate('0.8532000000')).toBe('0.8532');
    expect(normaliseRate('25450.5')).toBe('25450.5');
    expect(decimalText(5n, 2)).toBe('0.05');
    expect(decimalText(-1234n, 2)).toBe('-12.34');
  });
  it('refuses what is not a plain decimal or has too many places', () => {
    expect(() => scaledRate('1e-3')).toThrow(RangeError);
    expect(() => scaledRate('-0.9')).toThrow(RangeError);
    expect(() => scaledRate('0.12345678901')).toThrow(/10 decimal places/);
  });
});

describe('conversion', () => {
  it('prices a line at rate 1 exactly as dollars always were (random lines)', () => {
    let seed = 7;
    const next = (max: number) => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed % max;
    };
    for (let i = 0; i < 2_000; i++) {
      const qty = 1 + next(10_000_000);
      const micros = next(50_000_000);
      expect(lineAmountIn(qty, micros, '1')).toBe(dollarLine(qty, micros));
    }
  });

  it('converts a line once, rounding half up at the cent', () => {
    // 150 × $1.234567 = $185.18505; × 0.8532 = €157.99988… → €158.00
    expect(lineAmountIn(150, 1_234_567, '0.8532')).toBe(15_800);
    // exactly half a cent rounds up, just under stays down
    expect(lineAmountIn(1, 10_000, '0.5')).toBe(1);
    expect(lineAmountIn(1, 9_999, '0.5')).toBe(0);
    // one rounding, not two: $1.005 × 1.5 = 1.5075 → 1.51, where rounding the dollars first ($1.01 × 1.5 = 1.515) gives 1.52
    expect(lineAmountIn(1, 1_005_000, '1.5')).toBe(151);
    expect(centsIn(dollarLine(1, 1_005_000), '1.5')).toBe(152);
  });

  it('converts cents half up, and keeps them at rate 1', () => {
    expect(centsIn(899, '1')).toBe(899);
    expect(centsIn(899, '0.8532')).toBe(767); // 767.0268
    expect(centsIn(1, '0.5')).toBe(1); // 0.5 → 1
    expect(centsIn(-899, '0.8532')).toBe(-767);
  });

  it('takes cents of a currency back to US cents half up', () => {
    expect(baseCentsOf(25_000, '1')).toBe(25_000);
    expect(baseCentsOf(21_330, '0.8532')).toBe(25_000); // 25000.0
    expect(baseCentsOf(21_329, '0.8532')).toBe(24_999); // 24998.83
    expect(baseCentsOf(-21_330, '0.8532')).toBe(-25_000);
  });

  it('converts unit prices to millionths of a currency half up, and keeps them at rate 1', () => {
    expect(microsIn(12_345, '1')).toBe(12_345);
    expect(microsIn(12_345, '0.8532')).toBe(10_533); // 10532.754
    expect(microsIn(1, '0.5')).toBe(1); // 0.5 → 1
    expect(microsIn(-12_345, '0.8532')).toBe(-10_533);
  });

  it('works across two currencies with the cross rate', () => {
    expect(crossRate('1', '0.8532')).toBe('0.8532');
    expect(crossRate('0.8532', '1')).toBe('1.1720581341');
    expect(convertAmountCents('12.50', '1', '0.8532')).toBe(1_067); // 10.665 → 10.67
    expect(convertAmountCents('10.665', '0.8532', '1')).toBe(1_250); // 12.4999... → 12.50
    expect(convertAmountCents('0', '1', '0.8532')).toBe(0);
  });

  it('gives display units as a number', () => {
    expect(unitsIn(2_500_000, '0.8532')).toBeCloseTo(2.133, 10);
  });

  it('knows which currencies count in cents', () => {
    expect(hasCents('EUR')).toBe(true);
    expect(hasCents('JPY')).toBe(false);
    expect(hasCents('BHD')).toBe(false);
  });
});

describe('CalcExchangeRate query', () => {
  it('accepts nothing, or an amount with codes in any case', () => {
    expect(exchangeRateQueryInput.parse({})).toEqual({});
    expect(exchangeRateQueryInput.parse({ amount: '12.5', from: 'usd', to: ' eur ' })).toEqual({ amount: '12.5', from: 'USD', to: 'EUR' });
  });
  it.each([
    [{ amount: '-1' }, 'amount'],
    [{ amount: '1.1234567' }, 'amount'],
    [{ amount: 'abc' }, 'amount'],
    [{ amount: '9999999999999' }, '1,000,000,000,000'],
    [{ amount: '1', to: 'EURO' }, 'three-letter'],
    [{ date: '2025-02-30' }, 'YYYY-MM-DD'],
  ])('refuses %o', (query, words) => {
    const parsed = exchangeRateQueryInput.safeParse(query);
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain(words);
  });
});
