import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../private/styles';

export const iconButton = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    margin: 0,
    padding: 0,
    border: `${vars.borderWidth.standard} solid transparent`,
    borderRadius: vars.radius.standard,
    cursor: 'pointer',
    textDecoration: 'none',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.duration.fast,
    outline: 'none',
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled': { cursor: 'not-allowed', color: vars.color.textDisabled },
    },
  },
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken, color: vars.color.text } },
      },
      outline: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      },
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandHover },
          '&:disabled': { background: vars.color.surfaceSunken },
        },
      },
    },
    size: {
      small: { width: '28px', height: '28px' },
      standard: { width: vars.size.control, height: vars.size.control },
      large: { width: vars.size.touchTarget, height: vars.size.touchTarget },
    },
    shape: {
      square: {},
      round: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'standard', shape: 'square' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

export const badge = style({
  position: 'absolute',
  top: '-4px',
  insetInlineEnd: '-4px',
  minWidth: '18px',
  height: '18px',
  paddingInline: '4px',
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  lineHeight: '18px',
  textAlign: 'center',
  fontFamily: vars.font.family.body,
});
