// @vitest-environment node
// The bad-input probe of issue 23, over every calculator in the registry and every input it has:
// thousands separators are never misread, a unit the input does not take is refused, values past
// the input's range (±1e300, 0 where 0 means nothing, 'NaN') are refused with a message, and no
// result carries NaN or Infinity or formats as nonsense.
import { describe, expect, it } from 'vitest';
import type {
  CalculatorDescriptor,
  CalculatorInput,
  CalculatorResult,
  NumberInput,
  OutputFormat,
  RawInputs,
  RunOptions,
} from './descriptor';
import { formatOutput } from './format';
import { calculators } from './registry';
import { defaultInputs, defaultUnitOf, limitsOf, unitChoicesOf } from './run';

/**
 * A formatted output nobody could read: NaN, Infinity or '1e+21' anywhere; and where the formatter
 * chose the prefix ('si'), an exponent in front of a prefix, or 0 or 1000 and more with one.
 */
export function isNonsense(text: string, format: OutputFormat | undefined): boolean {
  if (/NaN|Infinity|e\+/.test(text)) return true;
  if (format !== 'si') return false;
  return (
    /\de-?\d+ [yzafpnµmkMGTPEZY]\S/.test(text) ||
    /^-?0(\.0*)? [yzafpnµmkMGTPEZY]\S/.test(text) ||
    /^-?\d{4,}(\.\d*)? [yzafpnµmkMGTPEZY]\S/.test(text)
  );
}

/** Defaults, with every input shown (the select a `visibleWhen` names set to show it) and one field replaced. */
function probeInputs(calculator: CalculatorDescriptor, input: CalculatorInput, change: RawInputs): RawInputs {
  const raw: Record<string, string | number | undefined> = { ...defaultInputs(calculator) };
  if (input.visibleWhen) raw[input.visibleWhen.key] = input.visibleWhen.values[0];
  return { ...raw, ...change };
}

function run(calculator: CalculatorDescriptor, raw: RawInputs, options?: RunOptions): CalculatorResult {
  let result: CalculatorResult | undefined;
  expect(() => (result = calculator.run(raw, options)), `${calculator.slug} threw on ${JSON.stringify(raw)}`).not.toThrow();
  const settled = result as CalculatorResult;
  if (settled.ok) {
    for (const output of calculator.outputs) {
      const value = settled.values[output.key];
      if (value === undefined) continue;
      if (typeof value === 'number') expect(Number.isFinite(value), `${calculator.slug}.${output.key} = ${value}`).toBe(true);
      const text = formatOutput(output, value);
      expect(isNonsense(text, output.format), `${calculator.slug}.${output.key} printed ${text}`).toBe(false);
    }
  } else {
    for (const message of Object.values(settled.errors)) expect(message).toMatch(/^\S.{4,}/);
  }
  return settled;
}

const numberInputs = calculators.flatMap((calculator) =>
  calculator.inputs
    .filter((input): input is NumberInput => input.kind === 'number')
    .map((input) => [calculator.slug, input.key, calculator, input] as const),
);

/** Text inputs that hold a plain number for some choice of the form (the wire-size value in mm, a decimal). */
const numericTextInputs = [
  ['wire-size-converter', { from: 'mm' }],
  ['decimal-to-fraction', {}],
] as const;

describe('bad-input probe over every calculator', () => {
  it.each(numberInputs)('%s.%s has a finite range', (_, key, calculator, input) => {
    const { min, max } = limitsOf(input);
    expect(Number.isFinite(min) && Number.isFinite(max), `${calculator.slug}.${key} is unbounded`).toBe(true);
    expect(max).toBeLessThanOrEqual(1e15);
  });

  it.each(numberInputs)('%s.%s reads thousands separators by the locale, never as a decimal by mistake', (_, key, calculator, input) => {
    const plain = run(calculator, probeInputs(calculator, input, { [key]: '1000' }));
    // English: the comma groups thousands.
    expect(run(calculator, probeInputs(calculator, input, { [key]: '1,000' }))).toEqual(plain);
    expect(run(calculator, probeInputs(calculator, input, { [key]: '1,000' }), { locale: 'en-US' })).toEqual(plain);
    // Comma-decimal locales: '1,000' and '1.000' are 1 or 1000, so they are refused, naming both.
    for (const text of ['1,000', '1.000']) {
      const result = run(calculator, probeInputs(calculator, input, { [key]: text }), { locale: 'de-DE' });
      expect(result.ok ? undefined : result.errors[key]).toBe(`“${text}” could be 1 or 1000: type 1000 or 1 without a thousands separator`);
    }
    // What a locale's own rules say without doubt reads the same everywhere.
    expect(run(calculator, probeInputs(calculator, input, { [key]: '1.000,5' }), { locale: 'de-DE' })).toEqual(
      run(calculator, probeInputs(calculator, input, { [key]: '1000.5' })),
    );
    expect(run(calculator, probeInputs(calculator, input, { [key]: '1,5' }), { locale: 'de-DE' })).toEqual(
      run(calculator, probeInputs(calculator, input, { [key]: '1.5' })),
    );
  });

  it.each(numberInputs)('%s.%s refuses a unit it does not take', (_, key, calculator, input) => {
    for (const unit of ['parsec', 'mA', 'kohm', 'µF']) {
      if (input.units?.some((choice) => choice.id === unit || choice.symbol === unit) || input.unit === unit) continue;
      const result = run(calculator, probeInputs(calculator, input, { [key]: '1', [`${key}Unit`]: unit }));
      expect(result.ok ? undefined : result.errors[key], `${unit} accepted`).toMatch(/unit/);
    }
  });

  it.each(numberInputs)('%s.%s refuses values out of its range with a message', (_, key, calculator, input) => {
    const { min, minExclusive } = limitsOf(input);
    const refused = ['1e300', '-1e300', 'NaN', '1e999', 'abc', 1e300, -1e300, Number.NaN, Number.POSITIVE_INFINITY];
    if (min > 0 || (min === 0 && minExclusive)) refused.push('0', 0);
    for (const value of refused) {
      const result = run(calculator, probeInputs(calculator, input, { [key]: value }));
      expect(result.ok ? undefined : result.errors[key], `${String(value)} accepted`).toMatch(/\w{3,}/);
    }
  });

  it.each(numberInputs)('%s.%s takes the edges of its range; results stay finite and readable', (_, key, calculator, input) => {
    const { min, minExclusive, max, smallest } = limitsOf(input);
    const rangeMessage = new RegExp(`^${input.label} (must be (at most|at least|greater than|0 or)|cannot be negative)`);
    // Just inside each edge, typed in the field's default unit.
    const edges = [max * (1 - 1e-9), smallest * (1 + 1e-9), -smallest * (1 + 1e-9), minExclusive ? undefined : min + Math.abs(min) * 1e-9];
    const unit = unitChoicesOf(input).find((choice) => choice.id === defaultUnitOf(input)) ?? { id: '', factor: 1 };
    for (const edge of edges) {
      if (edge === undefined || edge < min || (minExclusive && edge <= min)) continue;
      const result = run(
        calculator,
        probeInputs(calculator, input, { [key]: edge / unit.factor, ...(unit.id ? { [`${key}Unit`]: unit.id } : {}) }),
      );
      // Another field, or the calculator's own physics, may still object; the range check may not.
      expect(result.ok ? '' : (result.errors[key] ?? ''), `${edge} refused`).not.toMatch(rangeMessage);
    }
  });

  it.each(calculators.map((calculator) => [calculator.slug, calculator] as const))(
    '%s computes its defaults in every locale',
    (_, calculator) => {
      for (const locale of ['en-US', 'de-DE', 'fr-FR', 'ru-RU', 'ar-u-nu-latn']) {
        expect(run(calculator, defaultInputs(calculator), { locale })).toEqual(run(calculator, defaultInputs(calculator)));
      }
    },
  );

  it.each(numericTextInputs)('%s reads its number text by the locale', (slug, extra) => {
    const calculator = calculators.find((each) => each.slug === slug) as CalculatorDescriptor;
    const input = calculator.inputs.find((each) => each.kind === 'text') as CalculatorInput;
    const plain = run(calculator, { ...extra, [input.key]: '1000' });
    expect(run(calculator, { ...extra, [input.key]: '1,000' })).toEqual(plain);
    const german = run(calculator, { ...extra, [input.key]: '1,000' }, { locale: 'de-DE' });
    expect(german.ok ? undefined : german.errors[input.key]).toMatch(/could be 1 or 1000/);
    expect(run(calculator, { ...extra, [input.key]: '1.000,5' }, { locale: 'de-DE' })).toEqual(
      run(calculator, { ...extra, [input.key]: '1000.5' }),
    );
  });
});
