import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';

// Label / description / message styles shared by the form primitives (TextField, Select, QuantityInput).

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  fontFamily: vars.font.family.body,
});

export const label = style({
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const required = style({ color: vars.color.errorText, marginInlineStart: vars.space.xxsmall });

export const description = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const errorMessage = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.color.errorText,
});

/** The bordered box of an input-like control. */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  boxSizing: 'border-box',
  minHeight: vars.size.control,
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  transition: `border-color ${vars.motion.duration.fast}`,
  selectors: {
    '&:focus-within': { outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.standard },
    '&[data-invalid="true"]': { borderColor: vars.color.error },
    '&[data-disabled="true"]': { background: vars.color.surfaceSunken, color: vars.color.textDisabled },
  },
});
