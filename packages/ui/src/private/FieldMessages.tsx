import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { description as descriptionClass, errorMessage } from './field.css';

/** A field's hint and error message, under ids its control names in aria-describedby; either is left out when absent. */
export function FieldHint({ id, children }: { id: string | undefined; children?: ReactNode }) {
  return children ? (
    <span id={id} className={descriptionClass}>
      {children}
    </span>
  ) : null;
}

/** The error message of a field, with the error icon. */
export function FieldError({ id, children }: { id: string | undefined; children?: ReactNode }) {
  return children ? (
    <span id={id} className={errorMessage}>
      <Icon name="error" size="small" />
      {children}
    </span>
  ) : null;
}
