// Shared by the unit tests only (excluded from the published build).
import { expect } from 'vitest';
import type { CalculatorResult } from './descriptor';

/** Asserts |actual − expected| ≤ relative × |expected| (or ≤ relative when expected is 0). */
export function expectClose(actual: number | string | undefined, expected: number, relative = 1e-9): void {
  expect(typeof actual, `expected a number near ${expected}, got ${String(actual)}`).toBe('number');
  const tolerance = expected === 0 ? relative : Math.abs(expected) * relative;
  expect(Math.abs((actual as number) - expected), `${String(actual)} vs ${expected}`).toBeLessThanOrEqual(tolerance);
}

/** The values of a successful result; fails the test with the errors otherwise. */
export function valuesOf(result: CalculatorResult): Readonly<Record<string, number | string>> {
  if (!result.ok) throw new Error(`expected ok, got errors ${JSON.stringify(result.errors)}`);
  return result.values;
}

/** The errors of a failed result; fails the test otherwise. */
export function errorsOf(result: CalculatorResult): Readonly<Record<string, string>> {
  if (result.ok) throw new Error(`expected errors, got values ${JSON.stringify(result.values)}`);
  return result.errors;
}
