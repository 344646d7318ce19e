import { mediaQueries, vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/styles';

/** Hidden below 1024px by a media query (docs/product.md §4), so the server-rendered page needs no width check. */
export const root = style({
  display: 'none',
  '@media': {
    [mediaQueries.cookieNotice]: {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: vars.zIndex.snackbar,
      display: 'flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      height: vars.layout.cookieNoticeHeight,
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
      boxShadow: vars.shadow.large,
      fontFamily: vars.font.family.body,
      fontSize: vars.font.size.standard,
    },
  },
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xlarge,
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.layout.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.xlarge,
});

export const text = style({ minWidth: 0, maxHeight: `calc(${vars.layout.cookieNoticeHeight} - ${vars.space.large})`, overflowY: 'auto' });

export const title = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong });

export const message = style({
  margin: `${vars.space.xsmall} 0 0`,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.standard,
});

export const link = style({
  color: vars.color.link,
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.linkHover },
    '&:focus-visible': focusRing,
  },
});

export const actions = style({ display: 'flex', flexShrink: 0, gap: vars.space.medium });
