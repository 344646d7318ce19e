import { globalStyle } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@ferrite/tokens';

// Global rules on the pages' own class names, on the theme contract only: see styles/global.css.ts.
// Account pages: the page grid of the account menu beside the content; the rest is kit components.
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
globalStyle('.fe-account-content section', {
  marginBottom: vars.space.xxlarge,
});
// The tools index's empty note (pages/tools) still draws with this rule; it moves with that page.
globalStyle('.fe-empty', {
  padding: vars.space.xlarge,
  border: `${vars.borderWidth.standard} dashed ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  textAlign: 'center',
  color: vars.color.textMuted,
});
