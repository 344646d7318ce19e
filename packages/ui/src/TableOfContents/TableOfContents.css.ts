import { style } from '@vanilla-extract/css';
import { vars } from '@ferrite/tokens';
import { focusRing } from '../private/styles';

export const box = style({
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  padding: `${vars.space.medium} ${vars.space.large}`,
  marginBottom: vars.space.large,
  fontSize: vars.font.size.standard,
  background: vars.color.surface,
});

export const title = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  textTransform: 'uppercase',
  letterSpacing: vars.font.letterSpacing.wide,
  color: vars.color.textMuted,
  margin: `0 0 ${vars.space.small}`,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const subItem = style({
  paddingInlineStart: vars.space.medium,
  fontSize: vars.font.size.small,
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    "&:hover, &[aria-current='page']": { color: vars.color.brandText },
    "&[aria-current='page']": { fontWeight: vars.font.weight.strong },
    '&:focus-visible': focusRing,
  },
});
