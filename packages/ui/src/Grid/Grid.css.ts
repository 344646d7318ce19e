import { vars } from '@ferrite/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';

/** `min(100%, …)`: a track never wider than the grid, so a phone narrower than one card shows one full-width column. */
const track = (width: string) => ({ gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${width}), 1fr))` });

export const grid = recipe({
  base: {
    display: 'grid',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    minWidth: 0,
  },
  variants: {
    minItemWidth: {
      xsmall: track(vars.size.xsmall),
      small: track(vars.size.small),
      medium: track(vars.size.medium),
      large: track(vars.size.large),
      xlarge: track(vars.size.xlarge),
    },
    gap: {
      xsmall: { gap: vars.space.xsmall },
      small: { gap: vars.space.small },
      medium: { gap: vars.space.medium },
      large: { gap: vars.space.large },
    },
  },
  defaultVariants: { minItemWidth: 'small', gap: 'medium' },
});

/** A grid item stretches its one child to the row's height, so cards of a row line up. */
export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
globalStyle(`${item} > :only-child`, { flexGrow: 1 });

export type GridVariants = NonNullable<RecipeVariants<typeof grid>>;
