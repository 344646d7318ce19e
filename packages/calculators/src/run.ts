// The shared half of every descriptor's `run`: turn raw form values (query-string text) into
// typed numbers in base units, with one human message per bad field, then guard the result
// so NaN or Infinity never reaches a page.
import type { CalculatorDescriptor, CalculatorInput, CalculatorResult, NumberInput, RawInputs, RunOptions, UnitChoice } from './descriptor';
import { FORM_ERROR_KEY } from './descriptor';
import { formatSi, formatSignificant } from './format';
import { readNumberText } from './number-text';
import { baseUnitRanges, PREFIXABLE_UNITS } from './ranges';

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

/** The units a number input takes: its list, else its base unit alone, else none (a plain number). */
export function unitChoicesOf(input: NumberInput): readonly UnitChoice[] {
  if (input.units) return input.units;
  return input.unit ? [{ id: input.unit, symbol: input.unit, factor: 1 }] : [];
}

/** The unit a number input starts in: its `defaultUnit`, else the base unit (factor 1), else the first. */
export function defaultUnitOf(input: NumberInput): string | undefined {
  const units = input.units;
  if (!units) return undefined;
  return input.defaultUnit ?? (units.find((unit) => unit.factor === 1) ?? units[0])?.id;
}

/** The limits `run` holds a number input to, in its base unit: its own, else its base unit's (ranges.ts). */
export function limitsOf(input: NumberInput): { min: number; minExclusive: boolean; max: number; smallest: number } {
  const range = baseUnitRanges[input.unit];
  const largest = range?.largest ?? Number.POSITIVE_INFINITY;
  return {
    min: input.min ?? -largest,
    minExclusive: input.minExclusive ?? false,
    max: input.max ?? largest,
    smallest: range?.smallest ?? 0,
  };
}

function describeLimit(input: NumberInput, value: number): string {
  if (value === 0) return '0';
  // Lengths read best with a prefix too (200 µm, not 0.0002 m), though one is never typed with the number.
  if (PREFIXABLE_UNITS.has(input.unit) || input.unit === 'm') return formatSi(value, input.unit, 6);
  const number = formatSignificant(value, 6);
  return input.unit ? `${number} ${input.unit}` : number;
}

function unitFor(input: NumberInput, given: string | number | undefined): { unit?: UnitChoice; error?: string } {
  const choices = unitChoicesOf(input);
  const wanted = given === undefined ? '' : String(given).trim();
  if (wanted === '') {
    const id = defaultUnitOf(input);
    return { unit: choices.find((unit) => unit.id === id) ?? choices[0] };
  }
  const unit = choices.find((choice) => choice.id === wanted || choice.symbol === wanted);
  if (unit) return { unit };
  // A unit the input does not take is refused, never dropped: 50 with 'mA' is not 50 A.
  if (choices.length === 0) return { error: `${input.label} is a plain number and takes no unit` };
  return { error: `Choose a unit for ${input.label.toLowerCase()}: ${choices.map((choice) => choice.symbol).join(', ')}` };
}

function tooLarge(input: NumberInput, max: number): string {
  return `${input.label} must be at most ${describeLimit(input, max)}`;
}

function checkNumber(input: NumberInput, raw: RawInputs, options: RunOptions | undefined): { value?: number; error?: string } {
  // An absent required field (short URL, library call) takes its default; a blank one stays blank.
  const fallback = raw[input.key] === undefined && !input.optional ? input.defaultValue : undefined;
  const source = raw[input.key] ?? fallback;
  // A default value is written in the default unit, whatever unit the raw inputs name.
  const { unit, error: unitError } = unitFor(input, fallback === undefined ? raw[`${input.key}Unit`] : undefined);
  if (unitError) return { error: unitError };
  let factor = unit?.factor ?? 1;
  let entered: number | undefined;
  if (typeof source === 'number') {
    entered = source;
  } else if (source !== undefined) {
    const read = readNumberText(source, { locale: options?.locale, prefixes: PREFIXABLE_UNITS.has(input.unit), rkm: input.unit === 'Ω' });
    if (read && !read.ok) return { error: read.error };
    if (read?.prefixExponent !== undefined) {
      // '4k7' already says kΩ: it agrees with Ω or kΩ in the list; with MΩ it is refused, not multiplied.
      if (factor !== 1 && Math.abs(factor / 10 ** read.prefixExponent - 1) > 1e-9) {
        return {
          error: `“${source.trim()}” has its own prefix but the unit list says ${unit?.symbol ?? ''}: choose ${input.unit} or drop the prefix`,
        };
      }
      factor = 1;
    }
    entered = read?.value;
  }
  if (entered === undefined) return input.optional ? {} : { error: `${input.label} is required` };
  const { min, minExclusive, max, smallest } = limitsOf(input);
  if (Number.isNaN(entered)) return { error: 'Enter a number' };
  if (entered === Number.POSITIVE_INFINITY) return { error: tooLarge(input, max) };
  if (entered === Number.NEGATIVE_INFINITY) return { error: `${input.label} must be at least ${describeLimit(input, min)}` };
  const value = entered * factor;
  if (input.integer && !Number.isInteger(value)) return { error: `${input.label} must be a whole number` };
  if (minExclusive && value <= min) return { error: `${input.label} must be greater than ${describeLimit(input, min)}` };
  if (!minExclusive && value < min) {
    return { error: min === 0 ? `${input.label} cannot be negative` : `${input.label} must be at least ${describeLimit(input, min)}` };
  }
  if (value > max) return { error: tooLarge(input, max) };
  if (value !== 0 && Math.abs(value) < smallest) {
    const floor = describeLimit(input, smallest);
    return { error: min >= 0 ? `${input.label} must be at least ${floor}` : `${input.label} must be 0 or at least ${floor} in size` };
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
  options?: RunOptions,
): { ok: true; values: InputValues<I> } | { ok: false; errors: Record<string, string> } {
  const values: Record<string, number | string | undefined> = {};
  const errors: Record<string, string> = {};
  for (const input of inputs) {
    if (!isVisible(input, raw, inputs)) continue;
    if (input.kind === 'number') {
      const { value, error } = checkNumber(input, raw, options);
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
  options: RunOptions | undefined,
  solve: (values: InputValues<I>) => CalculatorResult,
): CalculatorResult {
  const parsed = parseInputs(inputs, raw, options);
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
