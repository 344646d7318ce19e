import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { aside as asideClass, body, card, description as descriptionClass, input, title } from './RadioCard.css';

export type RadioCardProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'type' | 'children' | 'title'> & {
  /** The choice's name (the radio's label). */
  label: ReactNode;
  /** A line under the label: a delivery time, or why the choice is not open. @default undefined */
  description?: ReactNode;
  /** Shown at the inline end: a price, a fee. @default undefined */
  aside?: ReactNode;
  /** Ref to the radio. @default undefined */
  ref?: Ref<HTMLInputElement>;
};

/**
 * One choice of a radio group drawn as a framed card, the whole card clickable: a native radio, so
 * a group of them (same `name`) works in a plain HTML form and with the arrow keys.
 */
export function RadioCard({ label, description, aside, disabled, ref, ...rest }: RadioCardProps) {
  return (
    <label className={card} data-disabled={Boolean(disabled)}>
      <input {...rest} ref={ref} type="radio" className={input} disabled={disabled} />
      <span className={body}>
        <span className={title}>{label}</span>
        {description !== undefined ? <span className={descriptionClass}>{description}</span> : null}
      </span>
      {aside !== undefined ? <span className={asideClass}>{aside}</span> : <span />}
    </label>
  );
}
