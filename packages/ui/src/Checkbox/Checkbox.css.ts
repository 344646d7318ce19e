import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/styles';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  cursor: 'pointer',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  color: vars.color.text,
  selectors: { '&[data-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textDisabled } },
});

export const box = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: '18px',
  height: '18px',
  marginTop: '1px',
});

export const input = style({
  appearance: 'none',
  margin: 0,
  width: '18px',
  height: '18px',
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  cursor: 'inherit',
  outline: 'none',
  selectors: {
    '&:checked, &:indeterminate': { background: vars.color.brand, borderColor: vars.color.brand },
    '&:focus-visible': focusRing,
    '&:disabled': { background: vars.color.surfaceSunken, borderColor: vars.color.border },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
  },
});

export const mark = style({
  position: 'absolute',
  // The tick fills the box inside its border.
  inset: vars.borderWidth.standard,
  color: vars.color.onBrand,
  pointerEvents: 'none',
  display: 'none',
  selectors: {
    [`${input}:checked + &, ${input}:indeterminate + &`]: { display: 'block' },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
export const description = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });
export const count = style({ color: vars.color.textMuted });
