import { vars } from '@ferrite/tokens';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../private/styles';

export const link = recipe({
  base: {
    borderRadius: vars.radius.small,
    textUnderlineOffset: '2px',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:focus-visible': focusRing,
    },
  },
  variants: {
    tone: {
      link: { color: vars.color.link, selectors: { '&:hover': { color: vars.color.linkHover } } },
      neutral: { color: vars.color.text, selectors: { '&:hover': { color: vars.color.brandText } } },
      muted: { color: vars.color.textMuted, selectors: { '&:hover': { color: vars.color.text } } },
      brand: { color: vars.color.brandText, selectors: { '&:hover': { color: vars.color.brandHover } } },
      inverse: { color: vars.color.textInverse, selectors: { '&:hover': { color: vars.color.textInverseMuted } } },
      inherit: { color: 'inherit' },
    },
    underline: {
      hover: { textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } },
      always: { textDecoration: 'underline' },
      none: { textDecoration: 'none' },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      strong: { fontWeight: vars.font.weight.strong },
      inherit: { fontWeight: 'inherit' },
    },
  },
  defaultVariants: { tone: 'link', underline: 'hover', weight: 'inherit' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
