import type { ReactNode, Ref } from 'react';
import { text } from './Text.css';
import { variantOptions } from '../private/variant-options';
import type { TextVariants } from './Text.css';

export const textElements = ['span', 'p', 'div', 'label', 'strong', 'em', 'small', 'dt', 'dd', 'li'] as const;
export const textSizes = variantOptions<NonNullable<TextVariants['size']>>()(['xsmall', 'small', 'standard', 'large', 'xlarge', 'inherit']);
export const textTones = variantOptions<NonNullable<TextVariants['tone']>>()([
  'neutral',
  'muted',
  'brand',
  'critical',
  'positive',
  'caution',
  'info',
  'inverse',
  'inherit',
]);
export const textWeights = variantOptions<NonNullable<TextVariants['weight']>>()(['regular', 'medium', 'strong']);
export const textMeasures = variantOptions<NonNullable<TextVariants['measure']>>()(['small', 'medium', 'large']);
export const textAligns = variantOptions<NonNullable<TextVariants['align']>>()(['start', 'center', 'end']);

export type TextProps = {
  /** Content. */
  children: ReactNode;
  /** Element to render. @default 'span' */
  as?: (typeof textElements)[number];
  /** Size on the 14px scale. @default 'standard' */
  size?: TextVariants['size'];
  /** Colour by purpose. @default 'neutral' */
  tone?: TextVariants['tone'];
  /** Font weight. @default 'regular' */
  weight?: TextVariants['weight'];
  /** Text alignment (logical, so it follows dir). @default 'start' */
  align?: TextVariants['align'];
  /** Cut to one line with an ellipsis. @default false */
  truncate?: boolean;
  /** Longest line, on the measure scale (about 20, 36 or 80 characters), for readable paragraphs. @default undefined (the container's width) */
  measure?: TextVariants['measure'];
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
export function Text({
  as: Element = 'span',
  children,
  size,
  tone,
  weight,
  align,
  truncate,
  numeric,
  measure,
  id,
  htmlFor,
  ref,
}: TextProps) {
  return (
    <Element
      ref={ref as Ref<never>}
      id={id}
      {...(Element === 'label' ? { htmlFor } : {})}
      className={text({ size, tone, weight, align, truncate, numeric, measure })}
    >
      {children}
    </Element>
  );
}
