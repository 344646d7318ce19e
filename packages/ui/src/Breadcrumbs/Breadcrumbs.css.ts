import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/styles';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: `${vars.space.small} 0`,
  listStyle: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall, minWidth: 0 });

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  maxWidth: '24em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.brandText, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const current = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  maxWidth: '32em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
