import { vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  color: vars.color.text,
});

/** The values, as long as they are: the side column scrolls, not the list. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
