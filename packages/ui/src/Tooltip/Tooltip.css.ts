import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const bubble = recipe({
  base: {
    position: 'absolute',
    zIndex: vars.zIndex.tooltip,
    boxSizing: 'border-box',
    width: 'max-content',
    maxWidth: '280px',
    padding: `${vars.space.xsmall} ${vars.space.small}`,
    borderRadius: vars.radius.standard,
    background: vars.color.surfaceInverse,
    color: vars.color.textInverse,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.regular,
    lineHeight: vars.font.lineHeight.standard,
    textAlign: 'start',
    whiteSpace: 'normal',
    pointerEvents: 'none',
    selectors: { '&[data-state="closed"]': { display: 'none' } },
  },
  variants: {
    placement: {
      top: { bottom: 'calc(100% + 6px)', left: '50%', transform: 'translateX(-50%)' },
      bottom: { top: 'calc(100% + 6px)', left: '50%', transform: 'translateX(-50%)' },
      start: { insetInlineEnd: 'calc(100% + 6px)', top: '50%', transform: 'translateY(-50%)' },
      end: { insetInlineStart: 'calc(100% + 6px)', top: '50%', transform: 'translateY(-50%)' },
    },
  },
  defaultVariants: { placement: 'top' },
});

export type TooltipVariants = NonNullable<RecipeVariants<typeof bubble>>;
