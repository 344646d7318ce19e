import { globalStyle } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@ferrite/tokens';
import { visuallyHidden } from './visually-hidden';

// The app's page styles, on the theme contract only (`vars` of @ferrite/tokens): no colour or size
// literal, so a kit theme (BRAND_THEME) or a consumer's theme over the `--fe-` variables re-colours
// every page (docs/decisions/2026-11-28-theme-everywhere.md). Rules are global and keyed by the
// class names the pages already use, so no page changed; kit components replace them page by page.
// Page-level styles shared by the app's pages; the shell itself comes from the UI kit.
globalStyle('*', {
  boxSizing: 'border-box',
});
globalStyle('html', {
  fontSize: vars.font.size.standard,
});
globalStyle('body', {
  margin: '0',
  fontFamily: vars.font.family.body,
  color: vars.color.text,
  background: vars.color.surface,
  lineHeight: vars.font.lineHeight.standard,
});
globalStyle('a', {
  color: vars.color.link,
});
globalStyle('.fe-table', {
  width: '100%',
  borderCollapse: 'collapse',
});
globalStyle('.fe-table th, .fe-table td', {
  textAlign: 'start',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});
globalStyle('.fe-error', {
  textAlign: 'center',
  padding: `${vars.space.xxxlarge} ${vars.space.large}`,
});
globalStyle('.fe-error__code', {
  fontSize: vars.font.size.hero,
  fontWeight: '800',
  color: vars.color.brandText,
  margin: '0',
});
globalStyle('.fe-error__code--large', {
  fontSize: `calc(${vars.font.size.hero} * 2.5)`,
});
globalStyle('.fe-visually-hidden', visuallyHidden);
globalStyle('.fe-empty', {
  padding: vars.space.xlarge,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.standard,
});
// Range fields sit above the facet lists, a from–to pair to a row.
globalStyle('.fe-ranges', {
  display: 'grid',
  gap: vars.space.medium,
  marginBottom: vars.space.large,
});
globalStyle('.fe-ranges fieldset', {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.small,
  border: 'none',
  padding: 0,
  margin: 0,
  minWidth: 0,
});
globalStyle('.fe-ranges legend', {
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.font.weight.strong,
});
globalStyle('.fe-controls', {
  display: 'flex',
  gap: vars.space.large,
  alignItems: 'center',
  flexWrap: 'wrap',
  marginBottom: vars.space.medium,
});
// The box is the containing block of what it holds: visually hidden headings (position: absolute)
// otherwise took the page as theirs and a 390 px cart scrolled sideways to 718 px.
globalStyle('.fe-table-wrap', {
  overflowX: 'auto',
  position: 'relative',
});
globalStyle('.fe-parts td', {
  verticalAlign: 'top',
});
// Column widths come from the header, not the rows: a long listing is painted before all its rows
// are parsed, and automatic layout widened columns as rows arrived (a layout shift of 0.02).
// Part number, description, stock, price and add to cart fit the results column of a 1280 px
// laptop (888 px), the description taking what is left (at least 200 px). Parameter columns of a
// leaf category follow them and scroll; the part number stays pinned so a row keeps its name.
globalStyle('.fe-parts', {
  tableLayout: 'fixed',
  minWidth: `calc(2 * ${vars.size.xxlarge} + var(--fe-parameter-columns, 0) * ${vars.size.xsmall})`,
});
globalStyle('.fe-parts td', {
  overflowWrap: 'break-word',
});
globalStyle('.fe-parts th.fe-col-part', {
  width: vars.size.medium,
});
globalStyle('.fe-parts th.fe-col-stock', {
  width: vars.size.small,
});
globalStyle('.fe-parts th.fe-col-price', {
  width: vars.size.small,
});
globalStyle('.fe-parts th.fe-col-actions', {
  width: vars.size.small,
});
globalStyle('.fe-parts th.fe-col-param', {
  width: vars.size.xsmall,
});
globalStyle('.fe-parts .fe-col-part', {
  position: 'sticky',
  insetInlineStart: '0',
  zIndex: '1',
  background: vars.color.surface,
});
// A phone shows each part as a card: name, description, stock, prices, add to cart, then its
// parameters as "name: value" lines; no sideways scrolling to reach the price.
globalStyle('.fe-parts, .fe-parts tbody, .fe-parts tr, .fe-parts td', {
  '@media': {
    [mediaQueries.xsOnly]: {
      display: 'block',
      minWidth: '0',
      width: 'auto',
    },
  },
});
globalStyle('.fe-parts thead', {
  '@media': {
    [mediaQueries.xsOnly]: visuallyHidden,
  },
});
globalStyle('.fe-parts tr', {
  '@media': {
    [mediaQueries.xsOnly]: {
      border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
      borderRadius: vars.radius.standard,
      padding: `${vars.space.small} ${vars.space.medium}`,
      marginBottom: vars.space.medium,
      background: vars.color.surface,
    },
  },
});
globalStyle('.fe-parts td', {
  '@media': {
    [mediaQueries.xsOnly]: {
      border: '0',
      padding: `${vars.space.xsmall} 0`,
    },
  },
});
globalStyle('.fe-parts .fe-col-part', {
  '@media': {
    [mediaQueries.xsOnly]: {
      position: 'static',
      background: 'none',
    },
  },
});
globalStyle('.fe-parts .fe-breaks', {
  '@media': {
    [mediaQueries.xsOnly]: {
      maxWidth: vars.size.large,
    },
  },
});
globalStyle('.fe-parts td.fe-col-param', {
  '@media': {
    [mediaQueries.xsOnly]: {
      display: 'flex',
      gap: vars.space.small,
      fontSize: vars.font.size.small,
    },
  },
});
globalStyle('.fe-parts td.fe-col-param::before', {
  '@media': {
    [mediaQueries.xsOnly]: {
      content: 'attr(data-label)',
      color: vars.color.textMuted,
      minWidth: '40%',
    },
  },
});
globalStyle('.fe-partno', {
  fontWeight: '700',
});
globalStyle('.fe-variants', {
  fontSize: vars.font.size.xsmall,
});
globalStyle('.fe-breaks', {
  listStyle: 'none',
  padding: '0',
  margin: '0',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
globalStyle('.fe-breaks li', {
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});
globalStyle('.fe-linecard ul', {
  columns: `4 ${vars.size.medium}`,
  listStyle: 'none',
  padding: '0',
});
globalStyle('.fe-index-list', {
  columns: `4 ${vars.size.medium}`,
  listStyle: 'none',
  padding: '0',
});
globalStyle('.fe-profile', {
  display: 'flex',
  gap: vars.space.xlarge,
  alignItems: 'center',
});
globalStyle('.fe-product__top', {
  display: 'grid',
  gridTemplateColumns: `${vars.size.medium} 1fr ${vars.size.xlarge}`,
  gap: vars.space.xlarge,
  alignItems: 'start',
});
globalStyle('.fe-product__image', {
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  padding: vars.space.large,
  background: vars.color.surface,
});
globalStyle('.fe-facts', {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
});
globalStyle('.fe-facts dt', {
  color: vars.color.textMuted,
});
globalStyle('.fe-facts dd', {
  margin: '0',
});
globalStyle('.fe-product__buy', {
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  padding: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});
globalStyle('.fe-attributes th', {
  width: '40%',
  color: vars.color.textMuted,
  fontWeight: '500',
});
globalStyle('.fe-compare .fe-differs', {
  background: vars.color.warningSoft,
});
globalStyle('.fe-form-message', {
  color: vars.color.errorText,
});
// On phones the picture, a category's representative icon rather than a photo of the part, is a
// thumbnail beside the part number: at full width it was the page's largest element, so the
// page's largest paint was a placeholder instead of what the visitor came for (Lighthouse LCP).
globalStyle('.fe-product__top', {
  '@media': {
    [mediaQueries.belowMd]: {
      gridTemplateColumns: `${vars.size.xxsmall} 1fr`,
      gap: vars.space.large,
    },
  },
});
globalStyle('.fe-product__image', {
  '@media': {
    [mediaQueries.belowMd]: {
      width: '100%',
      height: 'auto',
      padding: vars.space.small,
    },
  },
});
globalStyle('.fe-product__buy', {
  '@media': {
    [mediaQueries.belowMd]: {
      gridColumn: '1 / -1',
    },
  },
});
