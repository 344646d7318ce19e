import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  // A fieldset is as wide as its widest content by default (min-width: min-content): a long option
  // would widen the page on a phone.
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const framed = style({
  padding: vars.space.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
});

export const legend = style({
  padding: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
  selectors: { [`${framed} > &`]: { paddingInline: vars.space.xsmall } },
});
