import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';

export const track = recipe({
  base: {
    insetInline: 0,
    top: 0,
    height: '3px',
    zIndex: vars.zIndex.loadingBar,
    pointerEvents: 'none',
    transition: `opacity ${vars.motion.duration.slow} ${vars.motion.easing.exit}`,
    selectors: { '&[data-done="true"]': { opacity: 0 } },
  },
  variants: {
    placement: {
      fixed: { position: 'fixed' },
      inline: { position: 'relative' },
    },
  },
  defaultVariants: { placement: 'fixed' },
});

export type LoadingBarVariants = NonNullable<RecipeVariants<typeof track>>;

export const bar = style({
  height: '100%',
  width: '100%',
  background: vars.color.brand,
  transformOrigin: 'left center',
  transition: `transform ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  boxShadow: `0 0 6px ${vars.color.brand}`,
  selectors: { '[dir="rtl"] &': { transformOrigin: 'right center' } },
});
