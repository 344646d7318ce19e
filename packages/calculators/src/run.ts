// The shared half of every descriptor's `run`: turn raw form values (query-string text) into
// typed numbers in base units, with one human message per bad field, then guard the result
// so NaN or Infinity never reaches a page.
import type { CalculatorDescriptor, CalculatorInput, CalculatorResult, NumberInput, RawInputs } from './descriptor';
import { FORM_ERROR_KEY } from './descriptor';
import { formatSi, formatSignificant } from './format';

type OptionValue<I> = I extends { readonly options: readonly (infer O)[] } ? (O extends { readonly value: infer V } ? V : string) : string;
type ValueOf<I> = I extends { readonly kind: 'number' } ? number : I extends { readonly kind: 'select' } ? OptionValue<I> : string;
type MaybeBlank<I, V> = I extends { readonly optional: true }
  ? V | undefined
  : I extends { readonly visibleWhen: object }
    ? V | undefined
    : V;

/** Parsed values of a calculator's inputs: numbers in base units, select values as their literal union. */
export type InputValues<I extends readonly CalculatorInput[]> = {
  [K in I[number] as K['key']]: MaybeBlank<K, ValueOf<K>>;
};

const NUMBER_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Reads a typed number: '' → undefined, '4,7' (decimal comma) → 4.7, '1e3' → 1000, junk → NaN. */
function readNumber(raw: string | number | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw === 'number') return raw;
  let text = raw.trim().replace(/[\s_]/g, '');
  if (text === '') return undefined;
  if (/^[+-]?\d*,\d+$/.test(text)) text = text.replace(',', '.');
  return NUMBER_PATTERN.test(text) ? Number(text) : Number.NaN;
}

/** The unit a number input starts in: its `defaultUnit`, else the base unit (factor 1), else the first. */
export function defaultUnitOf(input: NumberInput): string | undefined {
  const units = input.units;
  if (!units) return undefined;
  return input.defaultUnit ?? (units.find((unit) => unit.factor === 1) ?? units[0])?.id;
}

function describeLimit(input: NumberInput, value: number): string {
  if (value === 0) return '0';
  if (input.units && input.unit) return formatSi(value, input.unit, 6);
  const number = formatSignificant(value, 6);
  return input.unit ? `${number} ${input.unit}` : number;
}

function checkNumber(input: NumberInput, raw: RawInputs): { value?: number; error?: string } {
  // An absent required field (short URL, library call) takes its default; a blank one stays blank.
  const fallback = raw[input.key] === undefined && !input.optional ? input.defaultValue : undefined;
  const entered = readNumber(raw[input.key] ?? fallback);
  if (entered === undefined) return input.optional ? {} : { error: `${input.label} is required` };
  if (!Number.isFinite(entered)) return { error: 'Enter a number' };
  // A default value is written in the default unit, whatever unit the raw inputs name.
  const unitId = fallback === undefined ? raw[`${input.key}Unit`] : undefined;
  let factor = 1;
  if (input.units) {
    const wanted = unitId === undefined || unitId === '' ? defaultUnitOf(input) : String(unitId);
    const choice = input.units.find((unit) => unit.id === wanted || unit.symbol === wanted);
    if (!choice) return { error: `Choose a unit for ${input.label.toLowerCase()}` };
    factor = choice.factor;
  }
  const value = entered * factor;
  if (input.integer && !Number.isInteger(value)) return { error: `${input.label} must be a whole number` };
  if (input.min !== undefined) {
    if (input.minExclusive && value <= input.min) {
      return { error: `${input.label} must be greater than ${describeLimit(input, input.min)}` };
    }
    if (!input.minExclusive && value < input.min) {
      return {
        error: input.min === 0 ? `${input.label} cannot be negative` : `${input.label} must be at least ${describeLimit(input, input.min)}`,
      };
    }
  }
  if (input.max !== undefined && value > input.max) {
    return { error: `${input.label} must be at most ${describeLimit(input, input.max)}` };
  }
  return { value };
}

function isVisible(input: CalculatorInput, raw: RawInputs, inputs: readonly CalculatorInput[]): boolean {
  if (!input.visibleWhen) return true;
  const { key, values } = input.visibleWhen;
  const controller = inputs.find((candidate) => candidate.key === key);
  const current = raw[key] ?? (controller && controller.kind !== 'number' ? controller.defaultValue : undefined);
  return values.includes(String(current));
}

/** Parses every input of a calculator; returns typed values or one message per bad field. */
export function parseInputs<const I extends readonly CalculatorInput[]>(
  inputs: I,
  raw: RawInputs,
): { ok: true; values: InputValues<I> } | { ok: false; errors: Record<string, string> } {
  const values: Record<string, number | string | undefined> = {};
  const errors: Record<string, string> = {};
  for (const input of inputs) {
    if (!isVisible(input, raw, inputs)) continue;
    if (input.kind === 'number') {
      const { value, error } = checkNumber(input, raw);
      if (error) errors[input.key] = error;
      else values[input.key] = value;
      continue;
    }
    let text = String(raw[input.key] ?? '').trim();
    // A select always holds a value in a form, so a missing one (short URL, library call) means its default.
    if (text === '' && input.kind === 'select') text = input.defaultValue;
    if (text === '') {
      if (!input.optional) errors[input.key] = `${input.label} is required`;
    } else if (input.kind === 'select' && !input.options.some((option) => option.value === text)) {
      errors[input.key] = 'Choose an option from the list';
    } else if (input.kind === 'text' && text.length > (input.maxLength ?? 40)) {
      errors[input.key] = `${input.label} is too long`;
    } else {
      values[input.key] = text;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // The loop above filled exactly the keys InputValues<I> names, with the types it names.
  return { ok: true, values: values as InputValues<I> };
}

/** A successful result; `notes` carry caveats such as 'outside the standard's range'. */
export function success(values: Record<string, number | string>, notes: readonly string[] = []): CalculatorResult {
  return notes.length > 0 ? { ok: true, values, notes } : { ok: true, values };
}

/** A failed result with one message for one field (or `_form`). */
export function failure(key: string, message: string): CalculatorResult {
  return { ok: false, errors: { [key]: message } };
}

/** Parses raw inputs, runs `solve` on typed base-unit values and refuses any non-finite output. */
export function runCalculator<const I extends readonly CalculatorInput[]>(
  inputs: I,
  raw: RawInputs,
  solve: (values: InputValues<I>) => CalculatorResult,
): CalculatorResult {
  const parsed = parseInputs(inputs, raw);
  if (!parsed.ok) return parsed;
  const result = solve(parsed.values);
  if (result.ok && Object.values(result.values).some((value) => typeof value === 'number' && !Number.isFinite(value))) {
    return failure(FORM_ERROR_KEY, 'These inputs give no finite result: check for zero or extreme values');
  }
  return result;
}

/** The raw inputs a form starts with: each default value and default unit, as query-string text. */
export function defaultInputs(descriptor: Pick<CalculatorDescriptor, 'inputs'>): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const input of descriptor.inputs) {
    if (input.kind !== 'number') {
      raw[input.key] = input.defaultValue;
      continue;
    }
    if (input.defaultValue !== undefined) raw[input.key] = String(input.defaultValue);
    const unit = defaultUnitOf(input);
    if (unit) raw[`${input.key}Unit`] = unit;
  }
  return raw;
}
