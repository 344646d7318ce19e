// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatLongDate, readingTime } from './format';

describe('formatLongDate', () => {
  it.each([
    ['2025-03-04', 'March 4, 2025'],
    ['2025-12-31', 'December 31, 2025'],
    ['2026-01-01T23:30:00Z', 'January 1, 2026'],
  ])('%s → %s', (input, expected) => {
    expect(formatLongDate(input)).toBe(expected);
  });

  it('gives back what it cannot read', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});

describe('readingTime', () => {
  it('says minutes', () => expect(readingTime(6)).toBe('6 min read'));
});
