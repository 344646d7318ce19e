import type { ReactNode, Ref } from 'react';
import { heading } from './Heading.css';
import { variantOptions } from '../private/variant-options';
import type { HeadingVariants } from './Heading.css';

export const headingLevels = variantOptions<NonNullable<HeadingVariants['level']>>()([1, 2, 3, 4]);
export const headingElements = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div'] as const;
export const headingTones = variantOptions<NonNullable<HeadingVariants['tone']>>()(['neutral', 'brand', 'inverse']);

export type HeadingProps = {
  /** Heading text. */
  children: ReactNode;
  /** Visual level: 1 is 32px, 2 24px, 3 20px, 4 16px. @default 2 */
  level?: HeadingVariants['level'];
  /** Element, when the document outline needs another level than the look. @default `h${level}` */
  as?: (typeof headingElements)[number];
  /** Colour by purpose. @default 'neutral' */
  tone?: HeadingVariants['tone'];
  /** Alignment (logical). @default 'start' */
  align?: HeadingVariants['align'];
  /** id, for aria-labelledby and anchors. @default undefined */
  id?: string;
  /** Ref to the element. @default undefined */
  ref?: Ref<HTMLHeadingElement>;
};

/** A section heading on the type scale. */
export function Heading({ level = 2, as, children, tone, align, id, ref }: HeadingProps) {
  const Element = as ?? (`h${level}` as const);
  return (
    <Element ref={ref} id={id} className={heading({ level, tone, align })}>
      {children}
    </Element>
  );
}
