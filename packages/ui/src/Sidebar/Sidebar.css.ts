import { mediaQueries, vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { focusRing, visuallyHidden } from '../private/styles';

const mobile = mediaQueries.helpersMobile;
const hidden = visuallyHidden;

export const root = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.sidebar,
  display: 'flex',
  alignItems: 'center',
  pointerEvents: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  '@media': {
    // Where the page is narrower than content plus rail, a fixed rail would float over prices,
    // totals and fields: the rail becomes a bar at the page's end instead (its panel is still a sheet).
    [mobile]: {
      position: 'static',
      justifyContent: 'center',
      padding: `${vars.space.medium} ${vars.space.small}`,
      pointerEvents: 'auto',
    },
  },
});

export const rail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: `${vars.space.small} 0`,
  listStyle: 'none',
  width: vars.layout.sidebarWidth,
  boxSizing: 'border-box',
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  borderStartStartRadius: vars.radius.large,
  borderEndStartRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
  pointerEvents: 'auto',
  '@media': {
    [mobile]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      justifyContent: 'center',
      width: 'auto',
      padding: `0 ${vars.space.small}`,
      borderRadius: vars.radius.large,
      boxShadow: 'none',
    },
  },
});

export const desktopOnly = style({ '@media': { [mobile]: { display: 'none' } } });

export const backToTopItem = style({});

export const railButton = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: vars.size.touchTarget,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  // A button does not inherit the page's font: its written-out name would be in the browser's.
  font: 'inherit',
  '@media': { [mobile]: { width: 'auto', gap: vars.space.xsmall, paddingInline: vars.space.small } },
  selectors: {
    '&:hover, &[data-active]': { background: vars.color.brand, color: vars.color.onBrand },
    '&:focus-visible': { outline: `${vars.borderWidth.strong} solid ${vars.color.textInverse}`, outlineOffset: '-4px' },
  },
});

/** The entry's name: read by screen readers, shown as a tip beside the rail on hover and focus. */
export const railLabel = style({
  ...hidden,
  '@media': {
    // In the bar at the page's end the names are written out: there is room, and no hover on touch.
    [mobile]: { position: 'static', width: 'auto', height: 'auto', margin: 0, overflow: 'visible', clip: 'auto' },
    [mediaQueries.helpersDesktop]: {
      selectors: {
        [`${railButton}:hover &, ${railButton}:focus-visible &`]: {
          width: 'auto',
          height: 'auto',
          clip: 'auto',
          insetInlineEnd: `calc(100% + ${vars.space.small})`,
          padding: `${vars.space.xsmall} ${vars.space.small}`,
          borderRadius: vars.radius.standard,
          background: vars.color.surfaceInverse,
          color: vars.color.textInverse,
          fontSize: vars.font.size.small,
          boxShadow: vars.shadow.small,
          pointerEvents: 'none',
        },
      },
    },
  },
});

export const badge = style({
  position: 'absolute',
  top: '2px',
  insetInlineEnd: '6px',
  minWidth: '18px',
  height: '18px',
  paddingInline: vars.space.xsmall,
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  lineHeight: '18px',
  textAlign: 'center',
  selectors: { [`${railButton}:hover &, ${railButton}[data-active] &`]: { background: vars.color.onBrand, color: vars.color.brandText } },
});

export const clock = style({
  width: '20px',
  height: '20px',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

/* ---- panel ---- */

export const panel = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: vars.layout.sidebarWidth,
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  width: vars.layout.sidebarPanelWidth,
  maxWidth: `calc(100vw - ${vars.layout.sidebarWidth})`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderInlineStart: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  boxShadow: vars.shadow.large,
  pointerEvents: 'auto',
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [mobile]: { insetInlineEnd: 0, width: `min(100vw, ${vars.layout.sidebarPanelWidth})`, maxWidth: '100vw' } },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
});

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  padding: `${vars.space.small} ${vars.space.large}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.small,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-pressed="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brand, color: vars.color.brandText },
    '&:focus-visible': focusRing,
  },
});

export const tabCount = style({ fontWeight: vars.font.weight.strong });

export const body = style({ flex: '1 1 auto', overflowY: 'auto', padding: `${vars.space.small} ${vars.space.large}` });

export const rows = style({ margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  selectors: { '& + &': { borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}` } },
});

export const picture = style({
  flexShrink: 0,
  width: '48px',
  height: '48px',
  objectFit: 'contain',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
});

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, flex: '1 1 auto', minWidth: 0 });

export const partNo = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.linkHover, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small, overflowWrap: 'anywhere' });

export const description = style([muted, { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }]);

export const amount = style({ flexShrink: 0, fontWeight: vars.font.weight.strong, fontVariantNumeric: 'tabular-nums' });

export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  paddingBlock: vars.space.xlarge,
  justifyContent: 'center',
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const errorMessage = style({
  margin: `${vars.space.large} 0`,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.errorSoft,
  color: vars.color.errorText,
});

export const note = style({ margin: `${vars.space.small} 0`, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  selectors: { '&:empty': { display: 'none' } },
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });
