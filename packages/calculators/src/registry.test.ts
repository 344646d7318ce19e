// @vitest-environment node
// Every descriptor is complete, routable and safe: defaults compute, and no input — however
// wrong — makes a result carry NaN or Infinity.
import { describe, expect, it } from 'vitest';
import { calculatorCategories } from './descriptor';
import type { CalculatorDescriptor, CalculatorResult } from './descriptor';
import { calculatorBySlug, calculators, calculatorsInCategory } from './registry';
import { defaultInputs } from './run';

function expectFinite(result: CalculatorResult, calculator: CalculatorDescriptor): void {
  if (!result.ok) {
    for (const message of Object.values(result.errors)) expect(message.length).toBeGreaterThan(3);
    return;
  }
  const declared = new Set(calculator.outputs.map((output) => output.key));
  for (const [key, value] of Object.entries(result.values)) {
    expect(declared.has(key), `${calculator.slug} returned undeclared output ${key}`).toBe(true);
    if (typeof value === 'number') expect(Number.isFinite(value), `${calculator.slug}.${key} = ${value}`).toBe(true);
    else expect(value).not.toMatch(/NaN|Infinity/);
  }
}

describe('registry', () => {
  it('holds at least 38 calculators with unique kebab-case slugs and ids', () => {
    expect(calculators.length).toBeGreaterThanOrEqual(38);
    const slugs = calculators.map((calculator) => calculator.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(calculators.map((calculator) => calculator.id)).size).toBe(calculators.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('finds calculators by slug and category', () => {
    expect(calculatorBySlug('ohms-law')?.title).toBe("Ohm's law");
    expect(calculatorBySlug('no-such-tool')).toBeUndefined();
    const total = calculatorCategories.reduce((sum, category) => sum + calculatorsInCategory(category).length, 0);
    expect(total).toBe(calculators.length);
  });

  it.each(calculators.map((calculator) => [calculator.slug, calculator] as const))('%s is fully described', (_, calculator) => {
    expect(calculator.title.length).toBeGreaterThan(2);
    expect(calculator.summary.length).toBeGreaterThan(10);
    expect(calculator.formula.length).toBeGreaterThan(3);
    expect(calculator.source.title.length).toBeGreaterThan(3);
    expect(calculator.source.citation.length).toBeGreaterThan(3);
    expect(calculatorCategories).toContain(calculator.category);
    expect(calculator.outputs.length).toBeGreaterThan(0);
    const keys = calculator.inputs.map((input) => input.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const input of calculator.inputs) {
      if (input.kind === 'select') expect(input.options.map((option) => option.value)).toContain(input.defaultValue);
      if (input.kind === 'number' && input.units) {
        expect(input.units.map((unit) => unit.id)).toContain(input.defaultUnit ?? input.units.find((unit) => unit.factor === 1)?.id);
      }
    }
  });

  it.each(calculators.map((calculator) => [calculator.slug, calculator] as const))('%s computes its defaults', (_, calculator) => {
    const result = calculator.run(defaultInputs(calculator));
    expect(result.ok, JSON.stringify(result)).toBe(true);
    expectFinite(result, calculator);
  });

  // Property: random junk, extremes, zeros and negatives in every field give errors or finite values.
  it('never returns NaN or Infinity for hostile inputs', () => {
    const hostile = ['', '0', '-0', '-1', '1e308', '-1e308', '1e-308', 'abc', '  ', '1/0', '4/0', '999999999', '0.5', '3', 'NaN'];
    let seed = 42;
    const pick = <T>(items: readonly T[]): T => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return items[seed % items.length] as T;
    };
    for (const calculator of calculators) {
      for (let round = 0; round < 200; round += 1) {
        const raw: Record<string, string> = { ...defaultInputs(calculator) };
        for (const input of calculator.inputs) {
          if (pick([true, false])) continue;
          raw[input.key] = input.kind === 'select' ? pick(input.options).value : pick(hostile);
        }
        expectFinite(calculator.run(raw), calculator);
      }
    }
  });
});
