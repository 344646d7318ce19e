import { vars } from '@ferrite/tokens';
import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../private/styles';

export const wrapper = style({
  position: 'relative',
  overflowX: 'auto',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  color: vars.color.text,
});

export const caption = style({
  padding: `${vars.space.medium} ${vars.space.medium} ${vars.space.small}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.large,
});

export const headerCell = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const cell = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
  selectors: { 'tr:last-child > &': { borderBottom: 0 } },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});

export const message = style({
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const errorText = style({ color: vars.color.errorText });
