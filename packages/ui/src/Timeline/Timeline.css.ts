import { style } from '@vanilla-extract/css';
import { vars } from '@ferrite/tokens';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  borderInlineStart: `${vars.borderWidth.strong} solid ${vars.color.border}`,
  marginInlineStart: vars.space.xsmall,
});

export const item = style({
  position: 'relative',
  paddingInlineStart: vars.space.large,
  overflowWrap: 'anywhere',
});

/** The dot on the line, centred on it whatever the writing direction. */
export const dot = style({
  position: 'absolute',
  insetInlineStart: `calc(-1 * (${vars.space.small} + ${vars.borderWidth.strong}) / 2)`,
  top: `calc((${vars.font.lineHeight.standard} * 1em - ${vars.space.small}) / 2)`,
  width: vars.space.small,
  height: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  fontSize: vars.font.size.small,
});

export const time = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({
  fontWeight: vars.font.weight.strong,
});
