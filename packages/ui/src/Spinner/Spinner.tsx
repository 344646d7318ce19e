import { VisuallyHidden } from '../VisuallyHidden';
import { spinner, wrapper } from './Spinner.css';

export const spinnerSizes = ['small', 'standard', 'large'] as const;
export const spinnerTones = ['inherit', 'brand', 'muted'] as const;

export type SpinnerProps = {
  /** Size: small 14, standard 20, large 32px. @default 'standard' */
  size?: (typeof spinnerSizes)[number];
  /** Colour. @default 'inherit' */
  tone?: (typeof spinnerTones)[number];
  /** Text read by screen readers; empty makes it decorative (e.g. inside a busy button). @default 'Loading' */
  label?: string;
};

/** An indeterminate activity indicator. */
export function Spinner({ size, tone, label = 'Loading' }: SpinnerProps) {
  return (
    <span className={wrapper} {...(label ? { role: 'status' } : { 'aria-hidden': true })}>
      <span className={spinner({ size, tone })} />
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </span>
  );
}
