import { globalStyle } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@ferrite/tokens';

// Global rules on the pages' own class names, on the theme contract only: see styles/global.css.ts.
// Account pages: layout around the UI kit's fields and buttons.
globalStyle('.fe-account-frame', {
  display: 'grid',
  gridTemplateColumns: `${vars.size.medium} 1fr`,
  gap: vars.space.xxlarge,
  alignItems: 'start',
});
// One column on phones, no wider than the screen: a long work email breaks, and a long button label
// (Russian 'move guest data') wraps instead of widening the column past a 390 px screen.
globalStyle('.fe-account-frame', {
  '@media': {
    [mediaQueries.shellMobile]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
    },
  },
});
globalStyle('.fe-account-content', {
  '@media': {
    [mediaQueries.shellMobile]: {
      overflowWrap: 'break-word',
    },
  },
});
globalStyle('.fe-account-content button', {
  '@media': {
    [mediaQueries.shellMobile]: {
      whiteSpace: 'normal',
    },
  },
});
globalStyle('.fe-account-nav ul', {
  listStyle: 'none',
  margin: '0',
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});
globalStyle('.fe-account-nav a', {
  textDecoration: 'none',
});
globalStyle('.fe-account-nav a.active', {
  fontWeight: '700',
});
globalStyle('.fe-account-content h1', {
  marginTop: '0',
});
globalStyle('.fe-account-content section', {
  marginBottom: vars.space.xxlarge,
});
globalStyle('.fe-account-tiles', {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.medium}, 1fr))`,
  gap: vars.space.medium,
  listStyle: 'none',
  padding: '0',
});
globalStyle('.fe-account-tiles a', {
  display: 'block',
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  textDecoration: 'none',
  color: 'inherit',
});
globalStyle('.fe-account-tiles a strong', {
  display: 'block',
  color: vars.color.link,
});
globalStyle('.fe-account-grid', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
});
globalStyle('.fe-account-grid', {
  '@media': {
    [mediaQueries.shellMobile]: {
      gridTemplateColumns: '1fr',
    },
  },
});
globalStyle('.fe-native-field', {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});
globalStyle('.fe-native-field label', {
  fontWeight: '600',
});
globalStyle('.fe-native-field select', {
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  font: 'inherit',
});
globalStyle('.fe-address-list', {
  listStyle: 'none',
  padding: '0',
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.large}, 1fr))`,
  gap: vars.space.medium,
});
globalStyle('.fe-address-list > li', {
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  padding: vars.space.medium,
});
globalStyle('.fe-address-list address', {
  fontStyle: 'normal',
  whiteSpace: 'pre-line',
});
globalStyle('.fe-logoff', {
  display: 'inline',
  margin: '0',
});
globalStyle('.fe-empty', {
  padding: vars.space.xlarge,
  border: `${vars.borderWidth.standard} dashed ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  textAlign: 'center',
  color: vars.color.textMuted,
});
globalStyle('.fe-badge', {
  display: 'inline-block',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.font.size.xsmall,
});
