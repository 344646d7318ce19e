import type { Ref } from 'react';
import { Form } from 'react-router-dom';
import {
  FORM_ERROR_KEY,
  type CalculatorDescriptor,
  type CalculatorInput,
  type NumberInput,
  type SelectInput,
  type TextInput,
  unitChoicesOf,
} from '@ferrite/calculators';
import { Button, FormField, NativeSelect, UnitInput } from '@ferrite/ui';
import { formatNumber, useI18n, useT } from '../../i18n';
import { isInputVisible, unitKey, type FormValues } from './form-values';
import { useCalculatorText } from './calculator-texts';

interface FieldProps<I extends CalculatorInput> {
  input: I;
  values: FormValues;
  error: string | undefined;
  onChange: (name: string, value: string) => void;
}

const fieldId = (key: string) => `calc-${key}`;

/** What every generated field shares: its id, label, optional note, help line and message, from the kit. */
function useFieldFrame(input: CalculatorInput, error: string | undefined) {
  const t = useT();
  const { say } = useCalculatorText();
  return {
    id: fieldId(input.key),
    label: say(input.label),
    optional: input.optional,
    optionalLabel: t('tools.optional'),
    hint: input.help ? say(input.help) : undefined,
    error: error ? say(error) : undefined,
  };
}

function NumberField({ input, values, error, onChange }: FieldProps<NumberInput>) {
  const unitName = unitKey(input.key);
  const unitValue = values[unitName] ?? '';
  // A field without a unit list still gets a list when the query named a unit, so that a refused unit can be corrected.
  const t = useT();
  const { text } = useCalculatorText();
  const units =
    input.units ??
    (values[unitName] === undefined
      ? undefined
      : unitChoicesOf(input).length > 0
        ? unitChoicesOf(input)
        : [{ id: '', symbol: t('tools.noUnit') }]);
  const knownUnit = units?.some((unit) => unit.id === unitValue) ?? true;
  return (
    <UnitInput
      {...useFieldFrame(input, error)}
      name={input.key}
      // Negative values need a minus key, which a decimal keyboard lacks.
      inputMode={input.min !== undefined && input.min >= 0 ? 'decimal' : 'text'}
      value={values[input.key] ?? ''}
      onChange={(value) => onChange(input.key, value)}
      unit={input.unit || undefined}
      unitOptions={
        units && [
          ...(knownUnit ? [] : [{ value: unitValue, label: t('tools.choose') }]),
          ...units.map((unit) => ({ value: unit.id, label: unit.symbol })),
        ]
      }
      unitLabel={t('tools.unitOf', { label: text(input.label) })}
      unitName={unitName}
      unitValue={unitValue}
      onUnitChange={(value) => onChange(unitName, value)}
    />
  );
}

function SelectField({ input, values, error, onChange }: FieldProps<SelectInput>) {
  const value = values[input.key] ?? input.defaultValue;
  const known = input.options.some((option) => option.value === value);
  const t = useT();
  const { text } = useCalculatorText();
  return (
    <FormField {...useFieldFrame(input, error)}>
      {(control) => (
        <NativeSelect
          id={control.id}
          hideLabel
          label={text(input.label)}
          name={input.key}
          value={value}
          onChange={(next) => onChange(input.key, next)}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          options={[
            ...(known ? [] : [{ value, label: t('tools.choose') }]),
            ...input.options.map((option) => ({ value: option.value, label: text(option.label) })),
          ]}
        />
      )}
    </FormField>
  );
}

function TextInputField({ input, values, error, onChange }: FieldProps<TextInput>) {
  return (
    <UnitInput
      {...useFieldFrame(input, error)}
      name={input.key}
      inputMode="text"
      placeholder={input.placeholder}
      maxLength={input.maxLength ?? 40}
      value={values[input.key] ?? ''}
      onChange={(value) => onChange(input.key, value)}
    />
  );
}

export interface CalculatorFormProps {
  calculator: CalculatorDescriptor;
  /** The page's own path: the form is a GET form to it, so the inputs land in the query. */
  action: string;
  values: FormValues;
  /** Messages by input key, and `_form` for the whole form. */
  errors: Readonly<Record<string, string>>;
  onChange: (values: FormValues) => void;
  /** The form element, for reading what was typed before the page hydrated. */
  formRef?: Ref<HTMLFormElement>;
}

/** The form generated from a descriptor: one field per visible input, in descriptor order. */
export function CalculatorForm({ calculator, action, values, errors, onChange, formRef }: CalculatorFormProps) {
  const visible = calculator.inputs.filter((input) => isInputVisible(input, values));
  const change = (name: string, value: string) => onChange({ ...values, [name]: value });
  const { t, lang, term } = useI18n();
  const { say } = useCalculatorText();
  // A message for no field on the form (or for `_form`) shows above the fields.
  const formErrors = Object.entries(errors)
    .filter(([key]) => key === FORM_ERROR_KEY || !visible.some((input) => input.key === key))
    .map(([, message]) => message);

  return (
    <Form
      ref={formRef}
      method="get"
      action={action}
      className="fe-calc__form"
      replace
      preventScrollReset
      noValidate
      aria-label={t('tools.inputsOf', { title: term(calculator.title) })}
    >
      <div className="fe-calc__form-message" aria-live="polite">
        {formErrors.map((message) => (
          <p key={message}>{say(message)}</p>
        ))}
      </div>
      <p className="fe-calc__number-hint">{t('tools.numberFormat', { example: formatNumber(1234.5, lang, 1) })}</p>
      {visible.map((input) => {
        const props = { values, error: errors[input.key], onChange: change };
        if (input.kind === 'number') return <NumberField key={input.key} input={input} {...props} />;
        if (input.kind === 'select') return <SelectField key={input.key} input={input} {...props} />;
        return <TextInputField key={input.key} input={input} {...props} />;
      })}
      <div className="fe-calc__actions">
        <Button type="submit">{t('tools.calculate')}</Button>
      </div>
    </Form>
  );
}
