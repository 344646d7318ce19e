// The contract between a calculator and whatever renders it: pages, forms and library users
// read these descriptors, so every field is plain data except `run`.

/** Categories the /tools index groups calculators by. */
export const calculatorCategories = [
  'Passive components',
  'Basic circuits',
  'Power',
  'PCB design',
  'RF & signals',
  'ICs & timing',
  'Conversions',
] as const;

export type CalculatorCategory = (typeof calculatorCategories)[number];

/** One unit a number input accepts; `factor` converts a value in this unit to the base unit. */
export interface UnitChoice {
  /** URL-safe id used in query strings (`kohm`, `uF`). */
  readonly id: string;
  /** Display symbol (`kΩ`, `µF`). */
  readonly symbol: string;
  /** base value = entered value × factor. */
  readonly factor: number;
}

/** Shows an input only while another (select) input holds one of the listed values. */
export interface InputVisibility {
  readonly key: string;
  readonly values: readonly string[];
}

interface InputBase {
  /** Form field name and query-string key. */
  readonly key: string;
  readonly label: string;
  /** A blank optional input is passed to the calculator as `undefined`. @default false */
  readonly optional?: boolean;
  /** One line of help under the field. */
  readonly help?: string;
  readonly visibleWhen?: InputVisibility;
}

/** A numeric field. Its unit choice travels as `${key}Unit` in the raw inputs. */
export interface NumberInput extends InputBase {
  readonly kind: 'number';
  /** Symbol of the base unit the calculator works in (`Ω`, `m`); '' for plain numbers. */
  readonly unit: string;
  /** Units the visitor may type in; omitted when only the base unit makes sense. */
  readonly units?: readonly UnitChoice[];
  /** Id of the unit preselected in the form. @default the base unit */
  readonly defaultUnit?: string;
  /** Value preselected, in `defaultUnit`; omitted for a field that starts blank. */
  readonly defaultValue?: number;
  /** Smallest allowed value, in the base unit. */
  readonly min?: number;
  /** When true the value must be strictly greater than `min`. @default false */
  readonly minExclusive?: boolean;
  /** Largest allowed value, in the base unit. */
  readonly max?: number;
  /** Step hint for the form control, in the entered unit. */
  readonly step?: number;
  /** Only whole numbers are accepted. @default false */
  readonly integer?: boolean;
}

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** A choice from a fixed list (band colours, E-series, mode). */
export interface SelectInput extends InputBase {
  readonly kind: 'select';
  readonly options: readonly SelectOption[];
  readonly defaultValue: string;
}

/** Free text the calculator parses itself (marking codes such as `4R7`, fractions such as `1 3/8`). */
export interface TextInput extends InputBase {
  readonly kind: 'text';
  readonly defaultValue: string;
  readonly placeholder?: string;
  /** Longest text accepted. @default 40 */
  readonly maxLength?: number;
}

export type CalculatorInput = NumberInput | SelectInput | TextInput;

/** How a page shows an output number; `formatOutput` applies it. */
export type OutputFormat = 'fixed' | 'si' | 'significant';

export interface CalculatorOutput {
  readonly key: string;
  readonly label: string;
  /** Unit symbol shown after the number; '' for ratios and text. */
  readonly unit: string;
  /** Digits after the point ('fixed', 'si') or significant digits ('significant'). @default 2 (docs/product.md §9) */
  readonly decimals?: number;
  /** 'fixed' = plain decimals, 'si' = SI prefix (4.7 kΩ), 'significant' = significant digits. @default 'fixed' */
  readonly format?: OutputFormat;
}

/** The published reference a calculator's formula and tests come from. */
export interface CalculatorSource {
  /** Short name: a standard, book or application note (`IPC-2221A`). */
  readonly title: string;
  /** Section, edition or equation that holds the formula. */
  readonly citation: string;
}

/** Form values as they arrive from a query string or a form: strings, or numbers from code. */
export type RawInputs = Readonly<Record<string, string | number | undefined>>;

/** How `run` reads typed text. */
export interface RunOptions {
  /** BCP 47 locale of the person typing (`de-DE`): decides what '1,000' and '1,5' mean. English rules when absent. */
  readonly locale?: string;
}

/** Key of `errors` for a problem that belongs to no single field. */
export const FORM_ERROR_KEY = '_form';

export type CalculatorResult =
  | {
      readonly ok: true;
      /** Unrounded numbers in the output's unit, or text (colours, fractions). */
      readonly values: Readonly<Record<string, number | string>>;
      readonly notes?: readonly string[];
    }
  | {
      readonly ok: false;
      /** Human messages keyed by input key, or `_form`. */
      readonly errors: Readonly<Record<string, string>>;
    };

/** The kind of part a calculator's result is, or 'none'. */
export type ResultPart = 'resistor' | 'capacitor' | 'inductor' | 'none';

export interface CalculatorDescriptor {
  /** Stable identifier, never shown (`ohms-law`). */
  readonly id: string;
  /** Kebab-case, URL-safe, unique: the last path segment of the page. */
  readonly slug: string;
  readonly title: string;
  readonly category: CalculatorCategory;
  /** One sentence for the /tools index. */
  readonly summary: string;
  readonly inputs: readonly CalculatorInput[];
  readonly outputs: readonly CalculatorOutput[];
  /** The formula in plain text, one equation per line. */
  readonly formula: string;
  readonly source: CalculatorSource;
  /**
   * What kind of part the result names, so a shop can link to matching parts: 'none' when the
   * result is not a part (a ratio, a voltage drop, a via or trace geometry). Absent: not stated.
   */
  readonly resultPart?: ResultPart;
  /** Parses (in `options.locale`), validates and converts raw form values, then computes; never returns NaN or Infinity. */
  readonly run: (inputs: RawInputs, options?: RunOptions) => CalculatorResult;
}
