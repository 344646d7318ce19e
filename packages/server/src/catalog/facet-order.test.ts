// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareFacetValues, quantityOf } from './facet-order';

describe('quantityOf', () => {
  it.each([
    ['4.7 kΩ', 4700],
    ['100 nF', 1e-7],
    ['10 µF', 1e-5],
    ['±1%', 1],
    ['16 V', 16],
    ['0603 (1608 Metric)', 603],
  ])('%s → %d', (value, quantity) => {
    expect(quantityOf(value)).toBeCloseTo(quantity, 15);
  });
  it('is undefined for words', () => {
    expect(quantityOf('X7R')).toBeUndefined();
  });
});

describe('compareFacetValues', () => {
  it('orders resistances by value, not by text', () => {
    expect(['1 MΩ', '10 Ω', '4.7 kΩ', '100 Ω'].sort(compareFacetValues)).toEqual(['10 Ω', '100 Ω', '4.7 kΩ', '1 MΩ']);
  });
  it('orders words alphabetically', () => {
    expect(['X7R', 'C0G', 'X5R'].sort(compareFacetValues)).toEqual(['C0G', 'X5R', 'X7R']);
  });
});
