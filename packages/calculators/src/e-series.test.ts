// @vitest-environment node
// IEC 60063:2015 preferred number series: the tables, their construction and snapping.
import { describe, expect, it } from 'vitest';
import {
  coarsestSeriesContaining,
  E12,
  E192,
  E24,
  E48,
  E6,
  E96,
  eSeriesNames,
  nearestSeriesValue,
  seriesValueAtOrAbove,
  seriesValueAtOrBelow,
} from './e-series';

describe('IEC 60063 tables', () => {
  it('have n values per decade, ascending', () => {
    for (const [table, size] of [
      [E6, 6],
      [E12, 12],
      [E24, 24],
      [E48, 48],
      [E96, 96],
      [E192, 192],
    ] as const) {
      expect(table).toHaveLength(size);
      expect([...table].sort((a, b) => a - b)).toEqual([...table]);
    }
  });

  it('nest: E6 ⊂ E12 ⊂ E24 and E48 ⊂ E96 ⊂ E192 (every other value)', () => {
    expect(E12.filter((_, index) => index % 2 === 0)).toEqual([...E6]);
    expect(E24.filter((_, index) => index % 2 === 0)).toEqual([...E12]);
    expect(E192.filter((_, index) => index % 2 === 0)).toEqual([...E96]);
    expect(E96.filter((_, index) => index % 2 === 0)).toEqual([...E48]);
  });

  // IEC 60063 §3: E48–E192 values are 10^(i/n) rounded to 3 digits, except E192 no. 186 (920, not 919).
  it('E48, E96 and E192 follow round(100 × 10^(i/n)) except the published 920', () => {
    for (const table of [E48, E96, E192]) {
      table.forEach((value, index) => {
        const computed = Math.round(100 * 10 ** (index / table.length));
        expect(value === computed || (table === E192 && value === 920 && computed === 919)).toBe(true);
      });
    }
  });

  // IEC 60063 Table 1: E24 keeps the historical 2.7…4.7 and 8.2 values instead of the rounded formula.
  it('E24 differs from round(10 × 10^(i/24)) only at the historical values', () => {
    const deviating = E24.filter((value, index) => value !== Math.round(10 * 10 ** (index / 24)));
    expect(deviating).toEqual([27, 30, 33, 36, 39, 43, 47, 82]);
  });
});

describe('snapping to a series', () => {
  // Reference rows worked from the IEC 60063 tables.
  it.each([
    [137, 'E12', 150, 120, 150],
    [4650, 'E24', 4700, 4300, 4700],
    [1000, 'E6', 1000, 1000, 1000],
    [99, 'E12', 100, 82, 100], // crosses into the next decade
    [0.0105, 'E24', 0.011, 0.01, 0.011],
    [3.793e3, 'E96', 3.83e3, 3.74e3, 3.83e3],
    [9.9e6, 'E192', 9.88e6, 9.88e6, 1e7],
  ] as const)('%s in %s: nearest %s, below %s, above %s', (value, series, nearest, below, above) => {
    expect(nearestSeriesValue(value, series)).toBeCloseTo(nearest, 12);
    expect(seriesValueAtOrBelow(value, series)).toBeCloseTo(below, 12);
    expect(seriesValueAtOrAbove(value, series)).toBeCloseTo(above, 12);
  });

  it('keeps a value already in the series, in every decade (property)', () => {
    for (const series of eSeriesNames) {
      for (let exponent = -2; exponent <= 7; exponent += 1) {
        const table = { E6, E12, E24, E48, E96, E192 }[series];
        for (const entry of table) {
          const value = Number(`${entry}e${exponent - (entry < 100 ? 1 : 2)}`);
          expect(nearestSeriesValue(value, series)).toBe(value);
          expect(seriesValueAtOrAbove(value, series)).toBe(value);
          expect(seriesValueAtOrBelow(value, series)).toBe(value);
        }
      }
    }
  });

  it('names the coarsest series holding a value', () => {
    expect(coarsestSeriesContaining(4700)).toBe('E6');
    expect(coarsestSeriesContaining(1200)).toBe('E12');
    expect(coarsestSeriesContaining(5.1)).toBe('E24');
    expect(coarsestSeriesContaining(137)).toBe('E96');
    expect(coarsestSeriesContaining(1.01e3)).toBe('E192');
    expect(coarsestSeriesContaining(1234)).toBeUndefined();
  });
});
