import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/styles';

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space.small,
  alignItems: 'center',
  boxSizing: 'border-box',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  cursor: 'pointer',
  selectors: {
    // The chosen card: a brand frame twice as strong, so it shows without relying on the dot alone.
    '&:has(input:checked)': { borderColor: vars.color.brand, boxShadow: `0 0 0 ${vars.borderWidth.standard} ${vars.color.brand}` },
    '&:has(input:focus-visible)': focusRing,
    '&[data-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textDisabled, background: vars.color.surfaceSunken },
  },
});

export const input = style({
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'inherit',
  outline: 'none',
});

export const body = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });
export const title = style({ fontWeight: vars.font.weight.strong });
export const description = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted });
export const aside = style({ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
