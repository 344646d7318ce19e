import { useEffect, useId, useRef } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { count as countClass, box, description as descriptionClass, input, mark, root, text } from './Checkbox.css';

export type CheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'style' | 'type' | 'onChange' | 'checked' | 'defaultChecked' | 'children'
> & {
  /** Label text. */
  label: ReactNode;
  /** Controlled state. @default undefined */
  checked?: boolean;
  /** Initial state when uncontrolled. @default false */
  defaultChecked?: boolean;
  /** Mixed state ("some selected"), shown as a dash; aria-checked="mixed". @default false */
  indeterminate?: boolean;
  /** Called with the new state. @default undefined */
  onChange?: (checked: boolean) => void;
  /** Smaller text under the label. @default undefined */
  description?: string;
  /** A count shown after the label, e.g. facet results. @default undefined */
  count?: number;
  /** Marks it invalid. @default false */
  invalid?: boolean;
  /** Ref to the input. @default undefined */
  ref?: Ref<HTMLInputElement>;
};

/** A native checkbox with a styled box, so forms and keyboard behave as the platform does. */
export function Checkbox({
  label,
  indeterminate = false,
  onChange,
  description,
  count,
  invalid = false,
  disabled,
  id,
  ref,
  ...rest
}: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const innerRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (innerRef.current) innerRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const setRefs = (element: HTMLInputElement | null) => {
    innerRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <label className={root} htmlFor={inputId} data-disabled={Boolean(disabled)}>
      <span className={box}>
        <input
          {...rest}
          ref={setRefs}
          id={inputId}
          type="checkbox"
          className={input}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={description ? `${inputId}-description` : undefined}
          onChange={(event) => onChange?.(event.currentTarget.checked)}
        />
        <svg
          className={mark}
          viewBox="0 0 16 16"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        >
          {indeterminate ? <path d="M4 8h8" /> : <path d="M3.5 8.5l3 3 6-7" />}
        </svg>
      </span>
      <span className={text}>
        <span>
          {label}
          {count !== undefined ? (
            <>
              {' '}
              <span className={countClass}>({count.toLocaleString('en-US')})</span>
            </>
          ) : null}
        </span>
        {description ? (
          <span id={`${inputId}-description`} className={descriptionClass}>
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}
