import { globalStyle } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@ferrite/tokens';

// Global rules on the pages' own class names, on the theme contract only: see styles/global.css.ts.
// What is left are the checkout's and the payment page's two-column page grids (a main column and a
// summary beside it, stacked below md); everything else on these pages is kit components.
globalStyle('.fe-checkout__columns', {
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) minmax(${vars.size.xlarge}, ${vars.size.xxlarge})`,
  gap: vars.space.xxlarge,
  alignItems: 'start',
});
globalStyle('.fe-checkout__summary', {
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  padding: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  position: 'sticky',
  top: vars.space.small,
});
globalStyle('.fe-payment__columns', {
  display: 'grid',
  gridTemplateColumns: `minmax(${vars.size.large}, ${vars.size.xxlarge}) minmax(0, 1fr)`,
  gap: vars.space.xxlarge,
  alignItems: 'start',
});
globalStyle('.fe-checkout__columns, .fe-payment__columns', {
  '@media': {
    [mediaQueries.belowMd]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
    },
  },
});
globalStyle('.fe-checkout__summary', {
  '@media': {
    [mediaQueries.belowMd]: {
      position: 'static',
    },
  },
});
