// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { stockSplit } from '@ferrite/contract/buying';
import {
  assertOrderable,
  canBackOrder,
  lineAmountCents,
  parseQuantity,
  quantityRuleProblem,
  unitPriceFor,
  weightTenthMilligrams,
} from './pricing';

const breaks = [
  { qty: 1, unitPriceMicros: 104_000 },
  { qty: 10, unitPriceMicros: 31_200 },
  { qty: 100, unitPriceMicros: 7_800 },
];
const part = {
  id: 1,
  mpn: 'LM358DR',
  stock: 5_000,
  moq: 2_500,
  order_multiple: 2_500,
  price_breaks: breaks,
  lifecycle: 'Active',
  lead_time_weeks: 0,
};

describe('unitPriceFor', () => {
  it.each([
    [1, 104_000],
    [9, 104_000],
    [10, 31_200],
    [99, 31_200],
    [100, 7_800],
    [10_000_000, 7_800],
  ])('qty %i pays %i micros', (qty, price) => expect(unitPriceFor(breaks, qty)).toBe(price));
  it('pays the first break below it and sorts unsorted breaks', () => {
    expect(
      unitPriceFor(
        [
          { qty: 10, unitPriceMicros: 5 },
          { qty: 5, unitPriceMicros: 9 },
        ],
        1,
      ),
    ).toBe(9);
  });
  it('has no price without breaks', () => expect(unitPriceFor([], 5)).toBeUndefined());
});

describe('lineAmountCents', () => {
  it('rounds half up to the cent', () => {
    expect(lineAmountCents(1, 5_000)).toBe(1); // half a cent
    expect(lineAmountCents(1, 4_999)).toBe(0);
    expect(lineAmountCents(200, 7_800)).toBe(156);
  });
  it('stays exact beyond 2^53 micros', () => {
    expect(lineAmountCents(10_000_000, 9_999_999_999)).toBe(9_999_999_999_000);
  });
});

describe('parseQuantity', () => {
  const message = (raw: unknown) => {
    const verdict = parseQuantity(raw);
    return verdict.ok ? verdict.qty : verdict.error.message;
  };
  it.each([
    [undefined, 'Quantity is required'],
    ['', 'Quantity is required'],
    [0, 'Quantity is required'],
    ['0', 'Quantity is required'],
    [-5, 'Quantity must be a whole number of at least 1'],
    [2.5, 'Quantity must be a whole number of at least 1'],
    ['abc', 'Quantity must be a whole number of at least 1'],
    [{}, 'Quantity must be a whole number of at least 1'],
    [10_000_001, 'Quantity can be at most 10,000,000'],
    ['1,000', 1000],
    [' 25 ', 25],
  ])('%j → %j', (raw, expected) => expect(message(raw)).toBe(expected));
  it("carries the spec's message code 1 for a missing quantity", () => {
    const verdict = parseQuantity('');
    expect(!verdict.ok && verdict.error.data).toEqual({ MessageCode: '1' });
  });
});

describe('quantity rules', () => {
  it('explains MOQ and multiples', () => {
    expect(quantityRuleProblem(part, 100)).toBe('The minimum order quantity of LM358DR is 2,500.');
    expect(quantityRuleProblem(part, 3_000)).toBe('LM358DR is sold in multiples of 2,500: order 2,500 or 5,000.');
    expect(quantityRuleProblem(part, 5_000)).toBeUndefined();
  });
  it('refuses more than the stock with 409, and a part without stock as not available', () => {
    expect(() => assertOrderable(part, 7_500)).toThrow('Only 5,000 of LM358DR in stock.');
    try {
      assertOrderable({ ...part, stock: 0 }, 2_500);
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe('This product is not available');
      expect((error as ApiError).status).toBe(409);
    }
  });
});

describe('back-orders', () => {
  it('lets a part with a lead time be ordered beyond its stock, even at none, while its maker takes orders', () => {
    const made = { ...part, lead_time_weeks: 6 };
    expect(() => assertOrderable(made, 7_500)).not.toThrow();
    expect(() => assertOrderable({ ...made, stock: 0 }, 2_500)).not.toThrow();
    expect(canBackOrder(made)).toBe(true);
  });
  it('keeps the refusal for a part without a lead time, or at the end of its life', () => {
    for (const ended of [
      part,
      { ...part, lead_time_weeks: 6, lifecycle: 'Obsolete' },
      { ...part, lead_time_weeks: 6, lifecycle: 'Last Time Buy' },
    ]) {
      expect(canBackOrder(ended)).toBe(false);
      expect(() => assertOrderable(ended, 7_500)).toThrow('Only 5,000 of LM358DR in stock.');
    }
  });
  it('splits a quantity against stock', () => {
    expect(stockSplit(7_500, 5_000)).toEqual({ now: 5_000, later: 2_500 });
    expect(stockSplit(2_500, 5_000)).toEqual({ now: 2_500, later: 0 });
    expect(stockSplit(2_500, 0)).toEqual({ now: 0, later: 2_500 });
  });
});

describe('weights', () => {
  it('multiplies numeric(12,4) grams exactly', () => {
    expect(weightTenthMilligrams('0.0020', 1_000)).toBe(20_000n);
    expect(weightTenthMilligrams('12.5', 3)).toBe(375_000n);
    expect(weightTenthMilligrams('3', 2)).toBe(60_000n);
  });
});
