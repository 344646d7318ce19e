import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../private/styles';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    boxSizing: 'border-box',
    margin: 0,
    border: `${vars.borderWidth.standard} solid transparent`,
    borderRadius: vars.radius.standard,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    outline: 'none',
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.brandHover },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brandText,
        borderColor: vars.color.brand,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.brandSoft },
        },
      },
      neutral: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceSunken },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceSunken },
        },
      },
      critical: {
        background: vars.color.error,
        color: vars.color.onError,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { filter: 'brightness(0.9)' },
        },
      },
    },
    size: {
      small: { minHeight: '28px', paddingInline: vars.space.medium, fontSize: vars.font.size.small },
      standard: { minHeight: vars.size.control, paddingInline: vars.space.large, fontSize: vars.font.size.standard },
      large: { minHeight: vars.size.touchTarget, paddingInline: vars.space.xlarge, fontSize: vars.font.size.large },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
    disabled: {
      true: {
        background: vars.color.surfaceSunken,
        color: vars.color.textDisabled,
        borderColor: vars.color.border,
      },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'standard', fullWidth: false, disabled: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
