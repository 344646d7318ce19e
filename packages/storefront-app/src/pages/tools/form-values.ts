// A calculator form's state: one string per input key and per `${key}Unit`, the same strings the
// query string carries, so the server and the browser run the calculator on identical raw inputs.
import { defaultUnitOf, type CalculatorDescriptor, type CalculatorInput } from '@ferrite/calculators';

export type FormValues = Readonly<Record<string, string>>;

/** Longest value read from the query for one field; longer text is cut, never echoed whole. */
const MAX_FIELD_LENGTH = 100;

export const unitKey = (key: string) => `${key}Unit`;

/**
 * The form values for a query: each field as given (an empty one stays blank, except a select),
 * and for a field the query leaves out, its default value and default unit ('' when it has none).
 */
export function formValuesFrom(descriptor: Pick<CalculatorDescriptor, 'inputs'>, params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const input of descriptor.inputs) {
    const given = params.get(input.key);
    if (input.kind !== 'number') {
      // A select always holds a choice, so an empty one means its default (as `run` reads it).
      const absent = given === null || (input.kind === 'select' && given === '');
      values[input.key] = absent ? input.defaultValue : given.slice(0, MAX_FIELD_LENGTH);
      continue;
    }
    values[input.key] =
      given === null ? (input.defaultValue === undefined ? '' : String(input.defaultValue)) : given.slice(0, MAX_FIELD_LENGTH);
    const unit = defaultUnitOf(input);
    const givenUnit = params.get(unitKey(input.key));
    if (unit !== undefined) {
      values[unitKey(input.key)] = given === null || givenUnit === null ? unit : givenUnit.slice(0, MAX_FIELD_LENGTH);
    } else if (given !== null && givenUnit !== null) {
      // A unit for a field with no unit list is kept, so that run refuses it rather than the page dropping it.
      values[unitKey(input.key)] = givenUnit.slice(0, MAX_FIELD_LENGTH);
    }
  }
  return values;
}

/** Whether a field shows: its `visibleWhen` select holds one of the listed values. */
export function isInputVisible(input: CalculatorInput, values: FormValues): boolean {
  if (!input.visibleWhen) return true;
  return input.visibleWhen.values.includes(values[input.visibleWhen.key] ?? '');
}

/** The query for some form values: the visible fields and their units, in descriptor order. */
export function formSearchParams(descriptor: Pick<CalculatorDescriptor, 'inputs'>, values: FormValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const input of descriptor.inputs) {
    if (!isInputVisible(input, values)) continue;
    params.set(input.key, values[input.key] ?? '');
    if (input.kind !== 'number') continue;
    const unit = values[unitKey(input.key)] ?? defaultUnitOf(input);
    if (unit !== undefined) params.set(unitKey(input.key), unit);
  }
  return params;
}
