import { VisuallyHidden } from '../VisuallyHidden';
import { spinner, wrapper } from './Spinner.css';
import { variantOptions } from '../private/variant-options';
import type { SpinnerVariants } from './Spinner.css';

export const spinnerSizes = variantOptions<NonNullable<SpinnerVariants['size']>>()(['small', 'standard', 'large']);
export const spinnerTones = variantOptions<NonNullable<SpinnerVariants['tone']>>()(['inherit', 'brand', 'muted']);

export type SpinnerProps = {
  /** Size: small 14, standard 20, large 32px. @default 'standard' */
  size?: SpinnerVariants['size'];
  /** Colour. @default 'inherit' */
  tone?: SpinnerVariants['tone'];
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
