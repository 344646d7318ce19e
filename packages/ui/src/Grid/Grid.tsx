import type { ReactNode } from 'react';
import { grid, item } from './Grid.css';
import type { GridVariants } from './Grid.css';
import { variantOptions } from '../private/variant-options';

export const gridElements = ['ul', 'ol', 'div'] as const;
export const gridItemWidths = variantOptions<NonNullable<GridVariants['minItemWidth']>>()(['xsmall', 'small', 'medium', 'large', 'xlarge']);
export const gridGaps = variantOptions<NonNullable<GridVariants['gap']>>()(['xsmall', 'small', 'medium', 'large']);

export type GridProps = {
  /** The items; in a list grid each becomes a list item. */
  children: ReactNode;
  /** Element to render: a list of cards (`ul`, `ol`) or a plain block. @default 'ul' */
  as?: (typeof gridElements)[number];
  /** Narrowest a column may get (size scale: 120, 160, 200, 260 or 320 px); as many columns as fit, never wider than the grid. @default 'small' */
  minItemWidth?: GridVariants['minItemWidth'];
  /** Space between items (space scale). @default 'medium' */
  gap?: GridVariants['gap'];
  /** id, for aria references. @default undefined */
  id?: string;
  /** Accessible name of the list. @default undefined */
  'aria-label'?: string;
  /** id of the element naming the list. @default undefined */
  'aria-labelledby'?: string;
};

/** Equal-width columns, as many as fit at `minItemWidth` each: card grids of categories, topics and tools. */
export function Grid({ as: Element = 'ul', children, minItemWidth, gap, ...rest }: GridProps) {
  return (
    <Element className={grid({ minItemWidth, gap })} {...rest}>
      {children}
    </Element>
  );
}

export type GridItemProps = {
  /** The item's content, usually one card. */
  children: ReactNode;
};

/** One cell of a list Grid (`li`); its one child fills the row's height. */
export function GridItem({ children }: GridItemProps) {
  return <li className={item}>{children}</li>;
}
