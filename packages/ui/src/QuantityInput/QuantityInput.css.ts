import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { focusRingInset, focusRingTight, visuallyHidden } from '../private/styles';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontFamily: vars.font.family.body,
});

export const group = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': focusRingTight,
    '&[data-invalid="true"]': { borderColor: vars.color.error },
  },
});

export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  margin: 0,
  padding: 0,
  border: 0,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.border },
    '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&:focus-visible': focusRingInset,
  },
});

export const input = style({
  width: '72px',
  height: '34px',
  margin: 0,
  padding: `0 ${vars.space.small}`,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.standard,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  selectors: { '&:disabled': { color: vars.color.textDisabled } },
});

export const label = style({ fontSize: vars.font.size.standard, fontWeight: vars.font.weight.medium, color: vars.color.text });
export const hint = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted });
/** What the typed quantity becomes and why: read before anything is ordered, so it stands out from the hint. */
export const adjusted = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  // Empty, it takes no room but stays in the accessibility tree: a live region must exist before it speaks.
  selectors: { '&:empty': visuallyHidden },
});
