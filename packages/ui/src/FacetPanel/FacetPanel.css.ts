import { mediaQueries, vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/styles';

// Wide screens: filters in a side column beside the results. Below `belowMd` (where side columns
// would stack above the content) the column is hidden and a "Filters (N)" link opens it: as a
// Radix dialog sheet once the page is hydrated, as a full-screen `:target` panel without JavaScript.
const narrow = mediaQueries.belowMd;

export const root = style({
  display: 'grid',
  gridTemplateColumns: `minmax(${vars.size.medium}, ${vars.size.large}) minmax(0, 1fr)`,
  gridTemplateAreas: '"filters results"',
  gap: vars.space.xlarge,
  alignItems: 'start',
  fontFamily: vars.font.family.body,
  '@media': {
    [narrow]: { display: 'flex', flexDirection: 'column', gap: vars.space.medium, alignItems: 'stretch' },
  },
});

export const toolbar = style({
  display: 'none',
  '@media': { [narrow]: { display: 'flex', gap: vars.space.small, alignItems: 'center' } },
});

export const filters = style({
  gridArea: 'filters',
  position: 'sticky',
  top: vars.space.small,
  maxHeight: `calc(100vh - ${vars.space.large})`,
  overflow: 'auto',
  outline: 'none',
  '@media': {
    [narrow]: {
      display: 'none',
      position: 'fixed',
      inset: 0,
      zIndex: vars.zIndex.dialog,
      maxHeight: 'none',
      padding: vars.space.large,
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      selectors: { '&:target': { display: 'block' } },
    },
  },
});

/** The no-JavaScript panel's way back to the results; shown only while the panel is the target (the filters bring their own heading). */
export const sheetHeader = style({
  display: 'none',
  '@media': {
    [narrow]: {
      selectors: {
        [`${filters}:target &`]: {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: vars.space.medium,
          marginBottom: vars.space.medium,
        },
      },
    },
  },
});

export const results = style({
  gridArea: 'results',
  minWidth: 0,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const count = style({ fontVariantNumeric: 'tabular-nums' });
