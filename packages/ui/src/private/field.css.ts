import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { focusRingTight } from './styles';

// The field chrome every form control of the kit shares (TextField, NativeSelect, Select, FormField,
// Fieldset): label, required mark, help, message and the bordered control box, declared once.

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

/** The "(optional)" after a label: part of the name, quieter than the label. */
export const optional = style({ fontWeight: vars.font.weight.regular, color: vars.color.textMuted });

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
    '&:focus-within': focusRingTight,
    '&[data-invalid="true"]': { borderColor: vars.color.error },
    '&[data-disabled="true"]': { background: vars.color.surfaceSunken, color: vars.color.textDisabled },
  },
});

/** A bare input or textarea in the same chrome as `control` (FormField hands it to its control). */
export const bareControl = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  selectors: {
    '&:focus-visible': focusRingTight,
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.textDisabled },
    'textarea&': { minHeight: vars.size.small, resize: 'vertical' },
  },
});

/** Monospaced text in a bare control (pasted part lists, codes). */
export const monospace = style({ fontFamily: vars.font.family.mono });
