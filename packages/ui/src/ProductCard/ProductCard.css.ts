import { vars } from '@ferrite/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../private/styles';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const card = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gap: vars.space.medium,
    boxSizing: 'border-box',
    minWidth: 0,
    padding: vars.space.large,
    background: vars.color.surfaceRaised,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.standard,
    color: vars.color.text,
    transition: `box-shadow ${vars.motion.duration.standard}`,
    selectors: { '&:hover': { boxShadow: vars.shadow.medium } },
  },
  variants: {
    layout: {
      grid: { gridTemplateColumns: '1fr' },
      list: {
        gridTemplateColumns: '96px minmax(0, 1fr)',
        '@media': { 'screen and (min-width: 1008px)': { gridTemplateColumns: '96px minmax(0, 1fr) auto' } },
      },
    },
  },
  defaultVariants: { layout: 'grid' },
});

export type ProductCardVariants = NonNullable<RecipeVariants<typeof card>>;

export const media = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '1',
  maxHeight: '160px',
  background: vars.color.surface,
  borderRadius: vars.radius.standard,
  color: vars.color.textMuted,
  overflow: 'hidden',
});

export const image = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.brandText, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const manufacturer = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const price = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  color: vars.color.brandText,
  fontVariantNumeric: 'tabular-nums',
});
export const priceNote = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted, fontWeight: vars.font.weight.regular });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small, gridColumn: '1 / -1' });

export const skeletonBlock = style({
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.standard,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const skeletonLine = {
  title: style({ height: '20px', width: '60%' }),
  short: style({ height: '14px', width: '40%' }),
  long: style({ height: '14px', width: '90%' }),
};
