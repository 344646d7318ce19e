import { mediaQueries, vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing, visuallyHidden } from '../private/styles';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  boxSizing: 'border-box',
  minWidth: vars.size.control,
  height: vars.size.control,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    'a&:hover': { borderColor: vars.color.brand, color: vars.color.brandText },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.font.weight.strong,
    },
    '&[aria-disabled="true"]': { color: vars.color.textDisabled, background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
  },
});

export const ellipsis = style({ minWidth: '24px', textAlign: 'center', color: vars.color.textMuted });

// On phones the Previous/Next words are hidden visually but stay the links' accessible names.
export const stepLabel = style({
  '@media': {
    [mediaQueries.xsOnly]: {
      ...visuallyHidden,
    },
  },
});
