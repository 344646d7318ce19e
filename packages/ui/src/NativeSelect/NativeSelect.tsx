import { useId } from 'react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { Icon } from '../Icon';
import { FieldError, FieldHint } from '../private/FieldMessages';
import { SelectOptions } from '../private/SelectOptions';
import { control, field, label as labelClass, required as requiredClass } from '../private/field.css';
import { box, chevron, inline as inlineClass, select } from './NativeSelect.css';

export type NativeSelectOption = {
  /** Submitted value. */
  value: string;
  /** Text shown. */
  label: string;
  /** Not selectable. */
  disabled?: boolean;
};

export type NativeSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'multiple' | 'size' | 'children'
> & {
  /** Visible label (also the accessible name). */
  label: string;
  /** Keep the label for screen readers only (a unit beside a number field). @default false */
  hideLabel?: boolean;
  /** The choices. */
  options: readonly NativeSelectOption[];
  /** A first choice with the empty value ("Choose a country"); a required select refuses it. @default undefined */
  placeholder?: string;
  /** Controlled value. @default undefined */
  value?: string;
  /** Initial value when uncontrolled. @default undefined */
  defaultValue?: string;
  /** Called with the chosen value. @default undefined */
  onChange?: (value: string) => void;
  /** Help text under the field. @default undefined */
  description?: string;
  /** Error message; marks the field invalid. @default undefined */
  error?: string;
  /** Label beside the box, sized to its options, to sit in a line of other controls. @default false */
  inline?: boolean;
  /** Ref to the select. @default undefined */
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A labelled native `<select>` in the kit's field chrome: it works in a plain HTML form before (or
 * without) JavaScript and uses the platform's picker on phones. `Select` is the scripted listbox.
 */
export function NativeSelect({
  label,
  hideLabel = false,
  options,
  placeholder,
  value,
  defaultValue,
  onChange,
  description,
  error,
  inline = false,
  required,
  disabled,
  id,
  ref,
  'aria-describedby': describedByProp,
  'aria-invalid': invalidProp,
  ...rest
}: NativeSelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const descriptionId = description ? `${selectId}-description` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  const describedBy = [describedByProp, descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error) || invalidProp === true || invalidProp === 'true';
  return (
    <div className={inline ? `${field} ${inlineClass}` : field}>
      {hideLabel ? null : (
        <label className={labelClass} htmlFor={selectId}>
          {label}
          {required ? (
            <span className={requiredClass} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
      )}
      <div className={`${control} ${box}`} data-invalid={invalid} data-disabled={Boolean(disabled)}>
        <select
          {...rest}
          ref={ref}
          id={selectId}
          className={select}
          value={value}
          defaultValue={defaultValue}
          required={required}
          disabled={disabled}
          aria-label={hideLabel ? label : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange?.(event.currentTarget.value)}
        >
          <SelectOptions options={options} placeholder={placeholder} />
        </select>
        <span className={chevron} aria-hidden="true">
          <Icon name="chevron-down" size="small" />
        </span>
      </div>
      <FieldHint id={descriptionId}>{description}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
