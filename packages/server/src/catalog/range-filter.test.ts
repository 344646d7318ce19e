import { describe, expect, it } from 'vitest';
import { readBound, readRange, unitOfValues, valuesInRange } from './range-filter';

describe('range filters on quantity parameters', () => {
  it('reads bounds as engineers write them', () => {
    expect(readBound('10k', 'Ω')).toBe(10_000);
    expect(readBound('4k7', 'Ω')).toBe(4700);
    expect(readBound('47 kΩ', 'Ω')).toBe(47_000);
    expect(readBound('100R', 'Ω')).toBe(100);
    expect(readBound('100n', 'F')).toBeCloseTo(1e-7, 20);
    expect(readBound('2.2u', 'F')).toBeCloseTo(2.2e-6, 20);
    expect(readBound('2.2 µF', 'F')).toBeCloseTo(2.2e-6, 20);
    expect(readBound('16V', 'V')).toBe(16);
    expect(readBound('100 MHz', 'Hz')).toBe(1e8);
  });

  it('names what it cannot read', () => {
    expect(readBound('ten', 'Ω')).toBe('unreadable');
    expect(readBound('10uF', 'Ω')).toBe('unit');
    expect(readBound('5 V', 'A')).toBe('unit');
    expect(readRange({ key: 'Resistance', from: '47k', to: '10k' }, 'Ω').problem).toBe('order');
    expect(readRange({ key: 'Series', from: '1', to: '2' }, undefined).problem).toBe('unit');
  });

  it('keeps the values inside the range, both ends included', () => {
    const values = ['1 kΩ', '4.7 kΩ', '10 kΩ', '22 kΩ', '47 kΩ', '47.5 kΩ', '100 kΩ'];
    expect(unitOfValues(values)).toBe('Ω');
    expect(unitOfValues(['10 kΩ', '16 V'])).toBeUndefined();
    const range = readRange({ key: 'Resistance', from: '10k', to: '47k' }, 'Ω');
    expect(valuesInRange(values, range)).toEqual(['10 kΩ', '22 kΩ', '47 kΩ']);
    expect(valuesInRange(values, readRange({ key: 'Resistance', from: '4k7', to: '' }, 'Ω'))).toEqual(values.slice(1));
  });
});
