// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { microsToCents, priceLine, requiredQuantity, roundToOrderable, unitPriceAt } from './pricing';

const breaks = [
  { qty: 10, unitPriceMicros: 12_000 },
  { qty: 100, unitPriceMicros: 10_000 },
  { qty: 1000, unitPriceMicros: 4_000 },
];
const part = { moq: 10, orderMultiple: 10, priceBreaks: breaks };

describe('requiredQuantity', () => {
  it('multiplies by builds and adds attrition, rounding up', () => {
    expect(requiredQuantity(3, { builds: 10, attritionPercent: 0 })).toBe(30);
    expect(requiredQuantity(3, { builds: 10, attritionPercent: 5 })).toBe(32);
    expect(requiredQuantity(100, { builds: 1, attritionPercent: 10 })).toBe(110);
    expect(requiredQuantity(1, { builds: 1, attritionPercent: 0.1 })).toBe(2);
  });
});

describe('roundToOrderable', () => {
  it('rounds up to the MOQ and to whole order multiples', () => {
    expect(roundToOrderable(3, part)).toBe(10);
    expect(roundToOrderable(11, part)).toBe(20);
    expect(roundToOrderable(7, { moq: 1, orderMultiple: 1 })).toBe(7);
    expect(roundToOrderable(1, { moq: 5000, orderMultiple: 5000 })).toBe(5000);
    expect(roundToOrderable(5001, { moq: 5000, orderMultiple: 5000 })).toBe(10000);
  });
});

describe('unitPriceAt', () => {
  it('takes the largest break not above the quantity', () => {
    expect(unitPriceAt(10, breaks)).toBe(12_000);
    expect(unitPriceAt(99, breaks)).toBe(12_000);
    expect(unitPriceAt(100, breaks)).toBe(10_000);
    expect(unitPriceAt(5000, breaks)).toBe(4_000);
  });
});

describe('priceLine', () => {
  it('keeps the rounded quantity when no higher break is cheaper in total', () => {
    const line = priceLine(30, part);
    expect(line).toMatchObject({
      rounded: 30,
      orderQuantity: 30,
      unitPriceMicros: 12_000,
      totalMicros: 360_000,
      savingMicros: 0,
      raisedToBreak: null,
    });
  });

  it('raises to the next break when that costs less in total, and shows the saving', () => {
    // 90 × $0.012 = $1.08 > 100 × $0.010 = $1.00
    const line = priceLine(90, part);
    expect(line).toMatchObject({
      rounded: 90,
      orderQuantity: 100,
      unitPriceMicros: 10_000,
      totalMicros: 1_000_000,
      savingMicros: 80_000,
      raisedToBreak: 100,
    });
  });

  it('jumps past a break to a later one when that is the cheapest total', () => {
    // 500 × $0.010 = $5.00; 1000 × $0.004 = $4.00
    const line = priceLine(500, part);
    expect(line).toMatchObject({ orderQuantity: 1000, totalMicros: 4_000_000, savingMicros: 1_000_000, raisedToBreak: 1000 });
  });

  it('does not raise on a tie', () => {
    const tie = priceLine(50, {
      moq: 1,
      orderMultiple: 1,
      priceBreaks: [
        { qty: 1, unitPriceMicros: 20_000 },
        { qty: 100, unitPriceMicros: 10_000 },
      ],
    });
    expect(tie.orderQuantity).toBe(50);
  });

  it('rounds a raised break to the order multiple', () => {
    const line = priceLine(2, {
      moq: 1,
      orderMultiple: 3,
      priceBreaks: [
        { qty: 1, unitPriceMicros: 1_000_000 },
        { qty: 10, unitPriceMicros: 100_000 },
      ],
    });
    expect(line.orderQuantity).toBe(12);
  });
});

describe('microsToCents', () => {
  it('rounds half up', () => {
    expect(microsToCents(1_004_999)).toBe(100);
    expect(microsToCents(1_005_000)).toBe(101);
  });
});
