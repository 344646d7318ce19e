import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@ferrite/tokens';
import { focusRing } from '../private/styles';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  boxSizing: 'border-box',
  padding: `${vars.space.medium} ${vars.space.large}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-visible': focusRing,
  },
});

export const media = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 0,
});

// A logo or an icon keeps the box its width and height give it (cards of a row line up) and its
// proportions inside that box; a card narrower than the picture shrinks the box, not the page.
globalStyle(`${media} img`, { objectFit: 'contain', maxWidth: '100%' });

export const title = style({
  color: vars.color.brandText,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});
