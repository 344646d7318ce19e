// The convert-units model: one measure per file, each unit a factor (and for temperature an
// offset) to one base unit. base = (value + offset) × factor, and back.
import type { CalculatorDescriptor, CalculatorOutput, CalculatorSource, SelectOption } from '../descriptor';
import { failure, runCalculator, success } from '../run';

/** Largest magnitude a converter takes, in the entered unit. */
export const MAX_CONVERTED = 1e15;

export interface UnitDefinition {
  readonly name: string;
  readonly symbol: string;
  /** Base units per unit (after adding `offset`). */
  readonly factor: number;
  /** Added before scaling: 273.15 for °C → K, 459.67 for °F → °R. @default 0 */
  readonly offset?: number;
}

export interface Measure<U extends string> {
  /** Lower-case noun for messages ('length'). */
  readonly name: string;
  readonly base: U;
  readonly units: Readonly<Record<U, UnitDefinition>>;
  /** Smallest value in base units; temperature stops at 0 K. @default 0 */
  readonly minimumBase?: number;
  /** Message when a value is below `minimumBase`. */
  readonly belowMinimumMessage?: string;
}

/** Converts a value between two units of a measure (through its base unit). */
export function convertMeasure<U extends string>(measure: Measure<U>, value: number, from: U, to: U): number {
  const source = measure.units[from];
  const target = measure.units[to];
  if (from === to) return value;
  const base = (value + (source.offset ?? 0)) * source.factor;
  return base / target.factor - (target.offset ?? 0);
}

/** Unit ids of a measure, in the order they were written (smallest first). */
export function unitsOf<U extends string>(measure: Measure<U>): U[] {
  // Object.keys widens to string[]; the keys of `units` are exactly U.
  return Object.keys(measure.units) as U[];
}

export interface ConversionCalculatorMeta<U extends string> {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly source: CalculatorSource;
  readonly defaultUnit: U;
  readonly defaultValue: number;
}

/** Builds the descriptor of a conversion page: one value, its unit, and the value in every unit. */
export function conversionCalculator<U extends string>(measure: Measure<U>, meta: ConversionCalculatorMeta<U>): CalculatorDescriptor {
  const units = unitsOf(measure);
  const options: SelectOption[] = units.map((unit) => ({
    value: unit,
    label: `${measure.units[unit].name} (${measure.units[unit].symbol})`,
  }));
  const inputs = [
    // Any unit of any measure: up to 10¹⁵ of it is past every use a converter has, and keeps results printable.
    { kind: 'number', key: 'value', label: 'Value', unit: '', defaultValue: meta.defaultValue, min: -MAX_CONVERTED, max: MAX_CONVERTED },
    { kind: 'select', key: 'from', label: 'From unit', options, defaultValue: meta.defaultUnit },
  ] as const;
  const outputs: CalculatorOutput[] = units.map((unit) => ({
    key: unit,
    label: measure.units[unit].name,
    unit: measure.units[unit].symbol,
    format: 'significant',
    decimals: 6,
  }));
  const minimumBase = measure.minimumBase ?? 0;
  return {
    id: meta.id,
    slug: meta.slug,
    title: meta.title,
    category: 'Conversions',
    summary: meta.summary,
    inputs,
    outputs,
    formula: `value in ${measure.units[measure.base].symbol} = (value + offset) × factor; then divide by the target unit's factor`,
    source: meta.source,
    run: (raw, options) =>
      runCalculator(inputs, raw, options, ({ value, from }) => {
        // `from` passed the option check, so it is one of the measure's unit ids.
        const fromUnit = from as U;
        if (convertMeasure(measure, value, fromUnit, measure.base) < minimumBase) {
          return failure('value', measure.belowMinimumMessage ?? `${capitalise(measure.name)} cannot be negative`);
        }
        const values: Record<string, number> = {};
        for (const unit of units) values[unit] = convertMeasure(measure, value, fromUnit, unit);
        return success(values);
      }),
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
