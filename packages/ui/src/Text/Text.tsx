import type { ReactNode, Ref } from 'react';
import { text } from './Text.css';

export const textElements = ['span', 'p', 'div', 'label', 'strong', 'em', 'small', 'dt', 'dd', 'li'] as const;
export const textSizes = ['xsmall', 'small', 'standard', 'large', 'xlarge', 'inherit'] as const;
export const textTones = ['neutral', 'muted', 'brand', 'critical', 'positive', 'caution', 'info', 'inverse', 'inherit'] as const;
export const textWeights = ['regular', 'medium', 'strong'] as const;
export const textAligns = ['start', 'center', 'end'] as const;

export type TextProps = {
  /** Content. */
  children: ReactNode;
  /** Element to render. @default 'span' */
  as?: (typeof textElements)[number];
  /** Size on the 14px scale. @default 'standard' */
  size?: (typeof textSizes)[number];
  /** Colour by purpose. @default 'neutral' */
  tone?: (typeof textTones)[number];
  /** Font weight. @default 'regular' */
  weight?: (typeof textWeights)[number];
  /** Text alignment (logical, so it follows dir). @default 'start' */
  align?: (typeof textAligns)[number];
  /** Cut to one line with an ellipsis. @default false */
  truncate?: boolean;
  /** Tabular figures for prices and quantities. @default false */
  numeric?: boolean;
  /** id, for aria references. @default undefined */
  id?: string;
  /** `for` of a label element. @default undefined */
  htmlFor?: string;
  /** Ref to the element. @default undefined */
  ref?: Ref<HTMLElement>;
};

/** Body text on the type scale. */
export function Text({ as: Element = 'span', children, size, tone, weight, align, truncate, numeric, id, htmlFor, ref }: TextProps) {
  return (
    <Element
      ref={ref as Ref<never>}
      id={id}
      {...(Element === 'label' ? { htmlFor } : {})}
      className={text({ size, tone, weight, align, truncate, numeric })}
    >
      {children}
    </Element>
  );
}
