import type { ReactNode } from 'react';
import { emptyState } from './EmptyState.css';

export const emptyStateElements = ['div', 'p'] as const;

export type EmptyStateProps = {
  /** What is missing and, often, a link to where to find it. */
  children: ReactNode;
  /** Element to render: `p` for a sentence, `div` when it holds blocks. @default 'div' */
  as?: (typeof emptyStateElements)[number];
  /** ARIA role, e.g. `status` when the emptiness follows a visitor's action. @default undefined */
  role?: 'status';
};

/** A framed, centred note where a list or a result has nothing to show yet. */
export function EmptyState({ children, as: Element = 'div', role }: EmptyStateProps) {
  return (
    <Element className={emptyState} role={role}>
      {children}
    </Element>
  );
}
