import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing, focusRingInset } from '../private/styles';

export const root = style({ display: 'flex', flexDirection: 'column', fontFamily: vars.font.family.body, minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const tab = style({
  flexShrink: 0,
  margin: 0,
  // The selected tab's underline covers the list's bottom border rather than sitting above it.
  marginBottom: `calc(-1 * ${vars.borderWidth.standard})`,
  padding: `${vars.space.small} ${vars.space.large}`,
  border: 0,
  borderBottom: `${vars.borderWidth.strong} solid transparent`,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.brandText, borderBottomColor: vars.color.brand },
    '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&:focus-visible': focusRingInset,
  },
});

export const panel = style({
  padding: `${vars.space.large} 0`,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
});
