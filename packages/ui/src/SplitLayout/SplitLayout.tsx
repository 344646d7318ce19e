import type { ReactNode } from 'react';
import { aside as asideStyle, layout, main } from './SplitLayout.css';
import type { SplitAsideVariants, SplitLayoutVariants } from './SplitLayout.css';
import { variantOptions } from '../private/variant-options';

export const splitAsideWidths = variantOptions<NonNullable<SplitLayoutVariants['asideWidth']>>()(['medium', 'large', 'xlarge']);
export const splitAsideSides = variantOptions<NonNullable<SplitLayoutVariants['asideSide']>>()(['start', 'end']);
export const splitStackBreakpoints = variantOptions<NonNullable<SplitLayoutVariants['stackBelow']>>()(['md', 'phone']);

export type SplitLayoutProps = {
  /** The page's main column. */
  children: ReactNode;
  /** The side column: a table of contents, a side menu, a summary box. */
  aside: ReactNode;
  /** Width of the side column (size scale: 200, 260 or 320 px); the main column takes the rest. @default 'large' */
  asideWidth?: SplitLayoutVariants['asideWidth'];
  /** Side of the side column, in reading direction (start is the left in English, the right in Arabic); it also comes first in the document there. @default 'end' */
  asideSide?: SplitLayoutVariants['asideSide'];
  /** Below which width the columns stack: `md` (tablets and phones) or `phone` (the shell's mobile width only). @default 'md' */
  stackBelow?: SplitLayoutVariants['stackBelow'];
  /** Keeps the side column in view while the main column scrolls (two columns only). @default false */
  stickyAside?: SplitAsideVariants['sticky'];
  /** Stacked, shows the side column above the main one. @default false */
  asideFirstWhenStacked?: SplitAsideVariants['stackedFirst'];
};

/** A page of a main column and a side column that stack into one on narrow screens. */
export function SplitLayout({
  children,
  aside,
  asideWidth,
  asideSide = 'end',
  stackBelow = 'md',
  stickyAside,
  asideFirstWhenStacked,
}: SplitLayoutProps) {
  const side = <div className={asideStyle({ sticky: stickyAside, stackedFirst: asideFirstWhenStacked, stackBelow })}>{aside}</div>;
  return (
    <div className={layout({ asideWidth, asideSide, stackBelow })}>
      {asideSide === 'start' && side}
      <div className={main}>{children}</div>
      {asideSide === 'end' && side}
    </div>
  );
}
