import { globalStyle } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@ferrite/tokens';

// Global rules on the pages' own class names, on the theme contract only: see styles/global.css.ts.
// Quick order, BOM tool and RFQ pages: layout around the kit's fields and the shared table style.
globalStyle('.fe-sourcing', {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});
globalStyle('.fe-sourcing h1', {
  margin: '0',
});
globalStyle('.fe-sourcing form', {
  margin: '0',
});
globalStyle('.fe-src-panel', {
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  padding: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});
globalStyle('.fe-src-panel > h2', {
  margin: '0',
  fontSize: vars.font.size.large,
});
globalStyle('.fe-src-row', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  alignItems: 'flex-end',
});
globalStyle('.fe-src-stats', {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.xsmall}, 1fr))`,
  gap: vars.space.small,
  listStyle: 'none',
  padding: '0',
  margin: '0',
});
globalStyle('.fe-src-stats li', {
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  padding: `${vars.space.small} ${vars.space.medium}`,
});
globalStyle('.fe-src-stats strong', {
  display: 'block',
  fontSize: vars.font.size.xlarge,
});
globalStyle('.fe-src-stats span', {
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});
// Positioned, so visually hidden (absolute) cells inside a wide table stay in its scroll box, not widen the page.
globalStyle('.fe-src-table-wrap', {
  overflowX: 'auto',
  position: 'relative',
});
globalStyle('.fe-src-table', {
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.font.size.small,
});
globalStyle('.fe-src-table th, .fe-src-table td', {
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle('.fe-src-table th', {
  background: vars.color.surfaceSunken,
  whiteSpace: 'nowrap',
});
globalStyle('.fe-src-table td.fe-num, .fe-src-table th.fe-num', {
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle('.fe-src-table tr.fe-src-dnp td', {
  color: vars.color.textMuted,
  textDecoration: 'line-through',
});
globalStyle('.fe-src-table tr.fe-src-dnp td.fe-src-keep', {
  textDecoration: 'none',
});
globalStyle('.fe-src-conf', {
  display: 'inline-block',
  padding: `${vars.space.none} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xsmall,
  fontWeight: '600',
  whiteSpace: 'nowrap',
});
globalStyle('.fe-src-conf--exact', {
  background: vars.color.successSoft,
  color: vars.color.successText,
});
globalStyle('.fe-src-conf--partial', {
  background: vars.color.warningSoft,
  color: vars.color.warningText,
});
globalStyle('.fe-src-conf--none', {
  background: vars.color.errorSoft,
  color: vars.color.errorText,
});
globalStyle('.fe-src-conf--dnp', {
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});
globalStyle('.fe-src-choose', {
  display: 'flex',
  gap: vars.space.xsmall,
  alignItems: 'center',
  marginTop: vars.space.xsmall,
});
globalStyle('.fe-src-choose select', {
  maxWidth: vars.measure.small,
  padding: vars.space.xsmall,
  font: 'inherit',
  fontSize: vars.font.size.small,
});
globalStyle('.fe-src-saving', {
  color: vars.color.successText,
  fontSize: vars.font.size.small,
  display: 'block',
});
globalStyle('.fe-src-short', {
  color: vars.color.errorText,
  fontSize: vars.font.size.small,
  display: 'block',
});
globalStyle('.fe-src-mapping', {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.medium}, 1fr))`,
  gap: vars.space.small,
});
globalStyle('.fe-src-mapping small', {
  display: 'block',
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
globalStyle('.fe-src-preview td', {
  whiteSpace: 'nowrap',
  maxWidth: vars.measure.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
globalStyle('.fe-src-preview tr.fe-src-header-row td', {
  fontWeight: '700',
  background: vars.color.warningSoft,
});
globalStyle('.fe-src-filter', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  padding: '0',
  margin: '0',
});
globalStyle(".fe-src-filter a[aria-current='true']", {
  fontWeight: '700',
});
globalStyle('.fe-src-share', {
  fontFamily: vars.font.family.mono,
  wordBreak: 'break-all',
});
globalStyle('.fe-src-rfq-lines td input', {
  width: '100%',
  minWidth: vars.measure.xsmall,
  padding: vars.space.xsmall,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  font: 'inherit',
  boxSizing: 'border-box',
});
globalStyle('.fe-src-grid2', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
});
globalStyle('.fe-src-grid2', {
  '@media': {
    [mediaQueries.shellMobile]: {
      gridTemplateColumns: '1fr',
    },
  },
});
globalStyle('.fe-src-history', {
  listStyle: 'none',
  padding: '0',
  margin: '0',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});
