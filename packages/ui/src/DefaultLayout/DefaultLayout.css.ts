import { mediaQueries, vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/styles';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  '@media': {
    /* Leaves room for the fixed sidebar rail where it is shown in full. */
    [mediaQueries.helpersDesktop]: { selectors: { '&[data-sidebar]': { paddingInlineEnd: vars.layout.sidebarWidth } } },
  },
});

/** Off-screen until focused, then shown at the top start corner. */
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

export const main = style({
  flex: '1 0 auto',
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.layout.contentMaxWidth,
  marginInline: 'auto',
  padding: `${vars.space.large} ${vars.space.large} ${vars.space.xxlarge}`,
  outline: 'none',
});
