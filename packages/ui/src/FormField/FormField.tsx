import { useId } from 'react';
import type { ReactNode } from 'react';
import { FieldError, FieldHint } from '../private/FieldMessages';
import {
  bareControl,
  field,
  label as labelClass,
  monospace as monospaceClass,
  optional as optionalClass,
  required as requiredClass,
} from '../private/field.css';
import { fieldset as fieldsetClass, framed as framedClass, legend as legendClass } from './FormField.css';

/** What FormField hands its control: spread it on the input, textarea or select. */
export type FormFieldControlProps = {
  id: string;
  className: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FormFieldProps = {
  /** Visible label, tied to the control (`for`/`id`). */
  label: ReactNode;
  /** Renders the control with the props that tie it to the label, hint and error. */
  children: (control: FormFieldControlProps) => ReactNode;
  /** Id of the control. @default a generated id */
  id?: string;
  /** Help under the control, read with it (aria-describedby). @default undefined */
  hint?: ReactNode;
  /** Id of the hint, for a hint that changes as the user types. @default `${id}-hint` */
  hintId?: string;
  /** Error message; marks the control invalid and is read with it. @default undefined */
  error?: ReactNode;
  /** Shows the required mark (`*`, hidden from screen readers, which hear `required`). @default false */
  required?: boolean;
  /** Monospaced text in the control (pasted part lists, codes). @default false */
  monospace?: boolean;
  /** Says after the label that the field may stay blank (`optionalLabel`); ignored when `required`. @default false */
  optional?: boolean;
  /** The text `optional` shows, part of the label and so of the control's name. @default '(optional)' */
  optionalLabel?: string;
};

/**
 * A label, a control of the page's choosing, a hint and an error, wired together: the control gets
 * the id, `aria-describedby` (hint and error), `aria-invalid` and the kit's field chrome. For inputs
 * the kit has no component for (a textarea, a file input).
 */
export function FormField({
  label,
  children,
  id,
  hint,
  hintId,
  error,
  required = false,
  monospace = false,
  optional = false,
  optionalLabel = '(optional)',
}: FormFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintElementId = hint ? (hintId ?? `${controlId}-hint`) : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintElementId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={field}>
      <label className={labelClass} htmlFor={controlId}>
        {label}
        {required ? (
          <span className={requiredClass} aria-hidden="true">
            *
          </span>
        ) : optional ? (
          <>
            {' '}
            <span className={optionalClass}>{optionalLabel}</span>
          </>
        ) : null}
      </label>
      {children({
        id: controlId,
        className: monospace ? `${bareControl} ${monospaceClass}` : bareControl,
        required: required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      <FieldHint id={hintElementId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

export type FieldsetProps = {
  /** The group's name, read before each control in it. */
  legend: ReactNode;
  /** The controls. */
  children: ReactNode;
  /** Help under the legend, read with the group. @default undefined */
  hint?: ReactNode;
  /** Error for the group as a whole (no option chosen); read with it. @default undefined */
  error?: ReactNode;
  /** Shows the required mark after the legend. @default false */
  required?: boolean;
  /** A bordered panel (a checkout step) rather than a bare group. @default false */
  framed?: boolean;
  /** Id of the fieldset; the hint and error ids derive from it. @default a generated id */
  id?: string;
};

/** A group of related controls under a legend (radio choices, an address), with a hint and an error. */
export function Fieldset({ legend, children, hint, error, required = false, framed = false, id }: FieldsetProps) {
  const autoId = useId();
  const groupId = id ?? autoId;
  const hintId = hint ? `${groupId}-hint` : undefined;
  const errorId = error ? `${groupId}-error` : undefined;
  return (
    <fieldset
      id={groupId}
      className={framed ? `${fieldsetClass} ${framedClass}` : fieldsetClass}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={legendClass}>
        {legend}
        {required ? (
          <span className={requiredClass} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      {children}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
