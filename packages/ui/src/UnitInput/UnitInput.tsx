import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField } from '../FormField';
import { Icon } from '../Icon';
import type { NativeSelectOption } from '../NativeSelect';
import { control } from '../private/field.css';
import { SelectOptions } from '../private/SelectOptions';
import { box, chevron, input as inputClass, suffix, unitBox, unitSelect } from './UnitInput.css';

/** The keyboards a phone may show: `decimal` (digits and a separator) or `text` (for a minus sign, `4k7`, `1e3`). */
export const unitInputModes = ['decimal', 'text'] as const;

export type UnitInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'style' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'size' | 'inputMode' | 'aria-describedby' | 'aria-invalid'
> & {
  /** Visible label (the accessible name of the number); may hold marked-up text. */
  label: ReactNode;
  /** Controlled text of the number, as typed. @default undefined */
  value?: string;
  /** Initial text when uncontrolled. @default undefined */
  defaultValue?: string;
  /** Called with the text as typed: the field never parses, so `4,7`, `1e3` and `4k7` reach the page as they are. @default undefined */
  onChange?: (value: string) => void;
  /** Phone keyboard (`unitInputModes`): `text` where the value may be negative or carry a prefix letter. @default 'decimal' */
  inputMode?: (typeof unitInputModes)[number];
  /** Fixed unit symbol after the number (`V`, `°C`), read with the field; ignored when `unitOptions` is given. @default undefined */
  unit?: string;
  /** Units to choose from: a select after the number instead of a fixed symbol. @default undefined */
  unitOptions?: readonly NativeSelectOption[];
  /** Accessible name of the unit select (it has no visible label). @default 'Unit' */
  unitLabel?: string;
  /** Form name of the unit select. @default undefined */
  unitName?: string;
  /** Controlled unit. @default undefined */
  unitValue?: string;
  /** Initial unit when uncontrolled. @default undefined */
  unitDefaultValue?: string;
  /** Called with the chosen unit. @default undefined */
  onUnitChange?: (value: string) => void;
  /** Help under the field, read with the number. @default undefined */
  hint?: ReactNode;
  /** Error message; marks the number invalid and is read with it. @default undefined */
  error?: ReactNode;
  /** Says after the label that the field may stay blank. @default false */
  optional?: boolean;
  /** The text `optional` shows, part of the label. @default '(optional)' */
  optionalLabel?: string;
  /** Ref to the number's input. @default undefined */
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled number with its unit in one box: a fixed symbol or a unit select at the inline end.
 * The number is a text input (a number input refuses `4,7`, `1e3` and `4k7`), written left to right.
 */
export function UnitInput({
  label,
  value,
  defaultValue,
  onChange,
  inputMode = 'decimal',
  unit,
  unitOptions,
  unitLabel = 'Unit',
  unitName,
  unitValue,
  unitDefaultValue,
  onUnitChange,
  hint,
  error,
  optional = false,
  optionalLabel = '(optional)',
  required,
  disabled,
  id,
  ref,
  ...rest
}: UnitInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const suffixId = unitOptions || !unit ? undefined : `${inputId}-unit`;
  return (
    <FormField id={inputId} label={label} hint={hint} error={error} required={required} optional={optional} optionalLabel={optionalLabel}>
      {(field) => (
        <div className={`${control} ${box}`} data-invalid={Boolean(error)} data-disabled={Boolean(disabled)}>
          <input
            autoComplete="off"
            spellCheck={false}
            {...rest}
            ref={ref}
            id={field.id}
            type="text"
            dir="ltr"
            inputMode={inputMode}
            className={inputClass}
            value={value}
            defaultValue={defaultValue}
            required={field.required}
            disabled={disabled}
            aria-invalid={field['aria-invalid']}
            aria-describedby={[suffixId, field['aria-describedby']].filter(Boolean).join(' ') || undefined}
            onChange={(event) => onChange?.(event.currentTarget.value)}
          />
          {unitOptions ? (
            <span className={unitBox}>
              <select
                id={`${inputId}-unit`}
                className={unitSelect}
                name={unitName}
                value={unitValue}
                defaultValue={unitDefaultValue}
                disabled={disabled}
                aria-label={unitLabel}
                onChange={(event) => onUnitChange?.(event.currentTarget.value)}
              >
                <SelectOptions options={unitOptions} />
              </select>
              <span className={chevron} aria-hidden="true">
                <Icon name="chevron-down" size="small" />
              </span>
            </span>
          ) : unit ? (
            <span id={suffixId} className={suffix}>
              {unit}
            </span>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
