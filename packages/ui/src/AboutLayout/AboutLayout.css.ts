import { mediaQueries, vars } from '@ferrite/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, focusRingInset } from '../private/styles';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  top: vars.space.small,
  zIndex: vars.zIndex.loadingBar,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.standard,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      ...focusRing,
    },
  },
});

/** The header row: exactly 70px (docs/product.md §2), sticky above the anchor nav. */
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  height: vars.layout.headerHeight,
});

/** The header component inside fills the 70px row without its own stickiness. */
globalStyle(`${header} > header`, { position: 'static', height: '100%' });

export const nav = style({
  position: 'sticky',
  top: vars.layout.headerHeight,
  zIndex: `calc(${vars.zIndex.header} - 1)`,
  background: vars.color.surfaceSunken,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  transitionProperty: 'background-color, box-shadow',
  transitionDuration: vars.motion.duration.standard,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-scrolled]': { background: vars.color.surface, boxShadow: vars.shadow.medium },
  },
});

export const list = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  boxSizing: 'border-box',
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.large}`,
  listStyle: 'none',
  overflowX: 'auto',
  '@media': { [mediaQueries.shellMobile]: { justifyContent: 'flex-start' } },
});

export const anchor = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: '56px',
  padding: `0 ${vars.space.large}`,
  color: vars.color.text,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  transitionProperty: 'min-height, font-size',
  transitionDuration: vars.motion.duration.standard,
  selectors: {
    [`${nav}[data-scrolled] &`]: { minHeight: vars.size.touchTarget, fontSize: vars.font.size.standard },
    '&:hover, &[aria-current="location"]': { color: vars.color.brandText },
    '&[aria-current="location"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.large,
      bottom: 0,
      height: '3px',
      background: vars.color.brand,
    },
    '&:focus-visible': focusRingInset,
  },
});

export const main = style({
  flex: '1 0 auto',
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.layout.contentMaxWidth,
  marginInline: 'auto',
  padding: `${vars.space.large} ${vars.space.large} ${vars.space.xxlarge}`,
  outline: 'none',
});

/** Anchored sections stop below the sticky header and nav. */
globalStyle(`${main} [id]`, { scrollMarginTop: `calc(${vars.layout.headerHeight} + 56px)` });
