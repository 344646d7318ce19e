// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compressDesignators, expandDesignators, parseDesignators } from './designators';

describe('compressDesignators', () => {
  it.each([
    [['C3', 'C4', 'C5', 'C6', 'C9'], 'C3-6,9'],
    [['R1', 'R2'], 'R1-2'],
    [['R10', 'R2', 'R1', 'R3'], 'R1-3,10'],
    [['R1', 'C2', 'C1', 'U5'], 'C1-2,R1,U5'],
    [['c1', 'C2'], 'C1-2'],
    [['C1', 'C1', 'C2'], 'C1-2'],
    [['U1A', 'U1B', 'R1'], 'U1A,U1B,R1'],
    [[], ''],
  ])('%j → %s', (input, expected) => {
    expect(compressDesignators(input)).toBe(expected);
  });
});

describe('expandDesignators', () => {
  it('is the inverse of compressDesignators', () => {
    expect(expandDesignators('C3-6,9')).toEqual(['C3', 'C4', 'C5', 'C6', 'C9']);
    expect(expandDesignators('C1-2,R1,U5')).toEqual(['C1', 'C2', 'R1', 'U5']);
    expect(expandDesignators('7,C1')).toEqual(['7', 'C1']);
  });

  it('round-trips random sets', () => {
    for (let trial = 0; trial < 200; trial++) {
      const set = new Set<string>();
      const count = 1 + (trial % 40);
      for (let i = 0; i < count; i++) set.add(`${'CRLU'[(i * 7 + trial) % 4]}${1 + ((i * 13 + trial * 5) % 60)}`);
      const sorted = (xs: string[]) => [...xs].sort();
      expect(sorted(expandDesignators(compressDesignators([...set])))).toEqual(sorted([...set]));
    }
  });
});

describe('parseDesignators', () => {
  it('splits on commas, spaces and semicolons and expands ranges', () => {
    expect(parseDesignators('C1, C2 C3;C4')).toEqual(['C1', 'C2', 'C3', 'C4']);
    expect(parseDesignators('R1-R4')).toEqual(['R1', 'R2', 'R3', 'R4']);
    expect(parseDesignators('R1-4,R9')).toEqual(['R1', 'R2', 'R3', 'R4', 'R9']);
    expect(parseDesignators('R1,R1')).toEqual(['R1']);
    expect(parseDesignators('C3-6,9')).toEqual(['C3', 'C4', 'C5', 'C6', 'C9']);
    expect(parseDesignators('C1-2,R1,U5')).toEqual(['C1', 'C2', 'R1', 'U5']);
    expect(parseDesignators('')).toEqual([]);
  });
});
