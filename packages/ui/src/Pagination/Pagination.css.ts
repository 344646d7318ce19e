import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';

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
    '&:focus-visible': { outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.strong },
  },
});

export const ellipsis = style({ minWidth: '24px', textAlign: 'center', color: vars.color.textMuted });

// On phones the Previous/Next words are hidden visually but stay the links' accessible names.
export const stepLabel = style({
  '@media': {
    'screen and (max-width: 599.98px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
