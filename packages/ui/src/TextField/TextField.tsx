import { useId } from 'react';
import type { FocusEvent, InputHTMLAttributes, Ref } from 'react';
import { Icon } from '../Icon';
import { FieldError, FieldHint } from '../private/FieldMessages';
import type { IconName } from '../Icon';
import { control, field, label as labelClass, required as requiredClass } from '../private/field.css';
import { adornment, input } from './TextField.css';

export const textFieldTypes = ['text', 'email', 'password', 'search', 'tel', 'url'] as const;

export type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'style' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'size'
> & {
  /** Visible label (also the accessible name). */
  label: string;
  /** Keep the label for screen readers only (search boxes). @default false */
  hideLabel?: boolean;
  /** Input type. @default 'text' */
  type?: (typeof textFieldTypes)[number];
  /** Controlled value. @default undefined */
  value?: string;
  /** Initial value when uncontrolled. @default undefined */
  defaultValue?: string;
  /** Called with the new value on input, and with the trimmed value on blur when trimming changed it. @default undefined */
  onChange?: (value: string) => void;
  /** Help text under the field. @default undefined */
  description?: string;
  /** Error message; marks the field invalid. @default undefined */
  error?: string;
  /** Trim leading/trailing spaces when the field loses focus. @default true */
  trimOnBlur?: boolean;
  /** Icon inside the field, before the text. @default undefined */
  icon?: IconName;
  /** Ref to the input. @default undefined */
  ref?: Ref<HTMLInputElement>;
};

/** A labelled single-line text input that trims its value on blur. */
export function TextField({
  label,
  hideLabel = false,
  type = 'text',
  value,
  defaultValue,
  onChange,
  onBlur,
  description,
  error,
  trimOnBlur = true,
  icon,
  required,
  disabled,
  id,
  ref,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (trimOnBlur && type !== 'password') {
      const element = event.currentTarget;
      const trimmed = element.value.trim();
      if (trimmed !== element.value) {
        if (value === undefined) element.value = trimmed;
        onChange?.(trimmed);
      }
    }
    onBlur?.(event);
  };

  return (
    <div className={field}>
      {hideLabel ? null : (
        <label className={labelClass} htmlFor={inputId}>
          {label}
          {required ? (
            <span className={requiredClass} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
      )}
      <div className={control} data-invalid={Boolean(error)} data-disabled={Boolean(disabled)}>
        {icon ? (
          <span className={adornment}>
            <Icon name={icon} size="small" />
          </span>
        ) : null}
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type={type}
          className={input}
          value={value}
          defaultValue={defaultValue}
          required={required}
          disabled={disabled}
          aria-label={hideLabel ? label : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange?.(event.currentTarget.value)}
          onBlur={handleBlur}
        />
      </div>
      <FieldHint id={descriptionId}>{description}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
