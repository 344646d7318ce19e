import { mediaQueries, vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';

const stacked = { gridTemplateColumns: 'minmax(0, 1fr)' };

export const layout = recipe({
  base: {
    display: 'grid',
    gap: vars.space.xxlarge,
    alignItems: 'start',
  },
  variants: {
    asideWidth: { medium: {}, large: {}, xlarge: {} },
    asideSide: { start: {}, end: {} },
    // Where the two columns become one: below the desktop layout (md), or only on phones (the shell's mobile width).
    stackBelow: {
      md: { '@media': { [mediaQueries.belowMd]: stacked } },
      phone: { '@media': { [mediaQueries.shellMobile]: stacked } },
    },
  },
  compoundVariants: (['medium', 'large', 'xlarge'] as const).flatMap((width) => [
    { variants: { asideWidth: width, asideSide: 'end' as const }, style: { gridTemplateColumns: `minmax(0, 1fr) ${vars.size[width]}` } },
    { variants: { asideWidth: width, asideSide: 'start' as const }, style: { gridTemplateColumns: `${vars.size[width]} minmax(0, 1fr)` } },
  ]),
  defaultVariants: { asideWidth: 'large', asideSide: 'end', stackBelow: 'md' },
});

export const main = style({ minWidth: 0 });

export const aside = recipe({
  base: { minWidth: 0 },
  variants: {
    sticky: { true: { position: 'sticky', top: vars.space.large }, false: {} },
    // Stacked, a side menu (the topics of a help page) comes before the text it leads to.
    stackedFirst: { true: {}, false: {} },
    stackBelow: { md: {}, phone: {} },
  },
  compoundVariants: [
    { variants: { stackBelow: 'md', sticky: true }, style: { '@media': { [mediaQueries.belowMd]: { position: 'static' } } } },
    { variants: { stackBelow: 'phone', sticky: true }, style: { '@media': { [mediaQueries.shellMobile]: { position: 'static' } } } },
    { variants: { stackBelow: 'md', stackedFirst: true }, style: { '@media': { [mediaQueries.belowMd]: { order: -1 } } } },
    { variants: { stackBelow: 'phone', stackedFirst: true }, style: { '@media': { [mediaQueries.shellMobile]: { order: -1 } } } },
  ],
  defaultVariants: { sticky: false, stackedFirst: false, stackBelow: 'md' },
});

export type SplitLayoutVariants = NonNullable<RecipeVariants<typeof layout>>;
export type SplitAsideVariants = NonNullable<RecipeVariants<typeof aside>>;
