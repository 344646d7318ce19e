import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
});

export const main = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    flex: '1 0 auto',
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: vars.layout.contentMaxWidth,
    marginInline: 'auto',
    padding: vars.space.large,
    outline: 'none',
  },
  variants: {
    align: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center', alignItems: 'center' },
    },
  },
  defaultVariants: { align: 'center' },
});

export type EmptyLayoutVariants = NonNullable<RecipeVariants<typeof main>>;
