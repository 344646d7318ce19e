import type { ReactNode } from 'react';
import { badge } from './Badge.css';
import { variantOptions } from '../private/variant-options';
import type { BadgeVariants } from './Badge.css';

export const badgeTones = variantOptions<NonNullable<BadgeVariants['tone']>>()(['neutral', 'info', 'success', 'warning', 'error']);
export type BadgeTone = NonNullable<BadgeVariants['tone']>;

export type BadgeProps = {
  /** The label: a word or two, always text (the tone's colour is never the only signal). */
  children: ReactNode;
  /** Purpose, shown by colour. @default 'neutral' */
  tone?: BadgeTone;
  /** id, for aria references. @default undefined */
  id?: string;
};

/** A small coloured pill with a short status word, inline in text or a table cell. */
export function Badge({ children, tone = 'neutral', id }: BadgeProps) {
  return (
    <span className={badge({ tone })} id={id}>
      {children}
    </span>
  );
}
