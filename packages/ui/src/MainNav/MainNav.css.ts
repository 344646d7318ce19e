import { mediaQueries, vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { focusRingInset } from '../private/styles';

const mobile = mediaQueries.shellMobile;
const focusVisible = focusRingInset;
const categoryColumnWidth = '260px';

export const nav = style({
  position: 'relative',
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  color: vars.color.text,
  '@media': {
    [mobile]: {
      position: 'fixed',
      insetBlock: 0,
      insetInlineStart: 0,
      zIndex: vars.zIndex.dialog,
      width: 'min(320px, 85vw)',
      overflowY: 'auto',
      borderBottom: 0,
      boxShadow: vars.shadow.large,
      visibility: 'hidden',
      transform: 'translateX(-100%)',
      transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}, visibility 0s linear ${vars.motion.duration.slow}`,
      selectors: {
        '[dir="rtl"] &': { transform: 'translateX(100%)' },
        '&[data-mobile-open], [dir="rtl"] &[data-mobile-open]': {
          visibility: 'visible',
          transform: 'none',
          transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
        },
      },
    },
  },
});

export const backdrop = style({
  display: 'none',
  '@media': {
    [mobile]: {
      selectors: {
        '&[data-open]': {
          display: 'block',
          position: 'fixed',
          inset: 0,
          zIndex: `calc(${vars.zIndex.dialog} - 1)`,
          background: vars.color.overlay,
        },
      },
    },
  },
});

export const drawerHeader = style({
  display: 'none',
  '@media': {
    [mobile]: {
      display: 'flex',
      justifyContent: 'flex-end',
      padding: vars.space.small,
      borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    },
  },
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.standard,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusVisible,
  },
});

export const list = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  boxSizing: 'border-box',
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
  paddingBlock: 0,
  paddingInline: vars.space.small,
  listStyle: 'none',
  // A language with long names (Russian at 768 px) wraps the last entries to a second row instead of
  // pushing the page past the screen's edge.
  flexWrap: 'wrap',
  '@media': { [mobile]: { flexDirection: 'column', paddingInline: 0 } },
});

export const item = style({ display: 'flex', flexDirection: 'column' });

export const accountItem = style([item, { marginInlineStart: 'auto', '@media': { [mobile]: { marginInlineStart: 0 } } }]);

export const logOutItem = style({ display: 'none', '@media': { [mobile]: { display: 'flex' } } });

const topEntry = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  boxSizing: 'border-box',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  '@media': {
    [mobile]: {
      minHeight: '48px',
      paddingInline: vars.space.large,
      borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    },
  },
} as const;

export const topLink = style({
  ...topEntry,
  position: 'relative',
  selectors: {
    '&:hover, &[data-open]': { color: vars.color.brandText },
    '&[aria-current="page"]': { color: vars.color.brandText },
    '&[aria-current="page"]::after, &[data-open]::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.medium,
      bottom: 0,
      height: '3px',
      background: vars.color.brand,
    },
    '&:focus-visible': focusVisible,
  },
});

export const logOutButton = style({
  ...topEntry,
  width: '100%',
  margin: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brandText }, '&:focus-visible': focusVisible },
});

/* ---- panels ---- */

export const panel = style({
  position: 'absolute',
  top: '100%',
  insetInlineStart: vars.space.small,
  zIndex: vars.zIndex.dropdown,
  boxSizing: 'border-box',
  maxWidth: `calc(100vw - 2 * ${vars.space.small})`,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: `0 0 ${vars.radius.standard} ${vars.radius.standard}`,
  boxShadow: vars.shadow.large,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [mobile]: {
      position: 'static',
      maxWidth: 'none',
      border: 0,
      borderRadius: 0,
      boxShadow: 'none',
      background: vars.color.surfaceSunken,
    },
  },
});

export const panelMessage = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.large,
  minWidth: '240px',
  color: vars.color.textMuted,
});

/** Left column; its end margin reserves the 750px sub-panel, so the panel sizes itself. */
export const categoryList = style({
  boxSizing: 'border-box',
  width: categoryColumnWidth,
  minHeight: '360px',
  marginBlock: 0,
  marginInlineStart: 0,
  marginInlineEnd: vars.layout.megaMenuWidth,
  paddingBlock: vars.space.small,
  paddingInline: 0,
  listStyle: 'none',
  '@media': { [mobile]: { width: 'auto', minHeight: 0, marginInlineEnd: 0 } },
});

export const categoryEntry = style({});

export const categoryLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.large}`,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-active]': { background: vars.color.brandSoft, color: vars.color.brandText },
    '&:hover': { color: vars.color.brandText },
    '&:focus-visible': focusVisible,
  },
});

export const categoryIcon = style({ width: '20px', height: '20px', objectFit: 'contain', flexShrink: 0 });

/** The hovered category's children: exactly 750px wide (docs/product.md §2), beside the left column. */
export const subPanel = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  insetInlineStart: categoryColumnWidth,
  boxSizing: 'border-box',
  width: vars.layout.megaMenuWidth,
  overflowY: 'auto',
  padding: vars.space.large,
  borderInlineStart: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [mobile]: { position: 'static', width: 'auto', borderInlineStart: 0, padding: `${vars.space.small} ${vars.space.large}` },
  },
});

export const subPanelHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  marginBottom: vars.space.medium,
  paddingBottom: vars.space.small,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const subPanelTitle = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong });

export const showAll = style({
  flexShrink: 0,
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.linkHover, textDecoration: 'underline' },
    '&:focus-visible': { ...focusVisible, outlineOffset: vars.borderWidth.strong },
  },
});

export const childGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: `${vars.space.large} ${vars.space.xlarge}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.medium } },
});

export const childGroup = style({ minWidth: 0 });

const smallLink = {
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.brandText, textDecoration: 'underline' },
    '&:focus-visible': { ...focusVisible, outlineOffset: vars.borderWidth.standard },
  },
} as const;

export const childLink = style({ ...smallLink, fontWeight: vars.font.weight.strong });

export const grandchildList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: `${vars.space.small} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const grandchildLink = style({ ...smallLink, color: vars.color.textMuted, fontSize: vars.font.size.small });

/* ---- manufacturers ---- */

export const brandPanel = style({
  boxSizing: 'border-box',
  width: `calc(${categoryColumnWidth} + ${vars.layout.megaMenuWidth})`,
  maxWidth: '100%',
  padding: vars.space.large,
  '@media': { [mobile]: { width: 'auto', padding: `${vars.space.small} ${vars.space.large}` } },
});

export const brandGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.medium } },
});

export const brand = style({ minWidth: 0 });

export const brandLink = style({
  ...smallLink,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.font.weight.strong,
});

export const brandLogo = style({
  width: '48px',
  height: '24px',
  objectFit: 'contain',
  flexShrink: 0,
});

export const brandCategories = style([grandchildList, {}]);

export const brandFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: vars.space.large,
  paddingTop: vars.space.small,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});
