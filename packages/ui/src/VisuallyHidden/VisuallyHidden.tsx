import type { ReactNode } from 'react';
import { root } from './VisuallyHidden.css';

export const visuallyHiddenElements = ['span', 'div', 'h1', 'h2', 'h3', 'label'] as const;

export type VisuallyHiddenProps = {
  /** Text for assistive technology only. */
  children: ReactNode;
  /** Element to render. @default 'span' */
  as?: (typeof visuallyHiddenElements)[number];
  /** id, to reference it with aria-labelledby/aria-describedby. @default undefined */
  id?: string;
};

/** Content read by screen readers but not shown. */
export function VisuallyHidden({ as: Element = 'span', children, id }: VisuallyHiddenProps) {
  return (
    <Element className={root} id={id}>
      {children}
    </Element>
  );
}
