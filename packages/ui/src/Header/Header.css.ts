import { mediaQueries, vars } from '@ferrite/tokens';
import { createVar, style } from '@vanilla-extract/css';
import { focusRing, visuallyHidden } from '../private/styles';

/** Scroll animation progress, 0 at the top of the page and 1 after 70px (set inline by Header). */
export const progress = createVar();

const focusVisible = focusRing;
const hiddenVisually = visuallyHidden;

export const root = style({
  vars: { [progress]: '0' },
  position: 'sticky',
  top: 0,
  // Above the main navigation that follows it (same layer): the nav scrolls under the sticky
  // header, and the language picker's panel drops over the nav.
  zIndex: `calc(${vars.zIndex.header} + 1)`,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  color: vars.color.text,
});

/* ---- top bar ---- */

export const topBar = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.font.size.small,
});

export const topBarInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.large,
  boxSizing: 'border-box',
  maxWidth: vars.layout.contentMaxWidth,
  minHeight: vars.space.xxlarge,
  marginInline: 'auto',
  paddingInline: vars.space.large,
});

export const topBarContact = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  /* Phones keep only the tools; the footer and the sidebar carry the contact details. */
  '@media': { [mediaQueries.xsOnly]: { display: 'none' } },
});

export const topBarEmail = style({
  '@media': { [mediaQueries.shellMobile]: { display: 'none' } },
});

export const topBarTools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  flexShrink: 0,
  marginInlineStart: 'auto',
});

/* On phones the BOM link is its icon: with the language and region pickers beside it, a longer
   language (Arabic, German) pushed the top bar past a 390 px screen. The name stays for screen readers. */
export const topBarToolLabel = style({
  '@media': { [mediaQueries.xsOnly]: hiddenVisually },
});

export const topBarLink = style({
  display: 'inline-flex',
  whiteSpace: 'nowrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.textInverse,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.textInverseMuted, textDecoration: 'underline' },
    '&:focus-visible': { ...focusVisible, outlineColor: vars.color.textInverse },
  },
  // An icon-only link on phones (topBarToolLabel) still gets a 24 px target.
  '@media': { [mediaQueries.xsOnly]: { minWidth: '24px', minHeight: '24px', justifyContent: 'center' } },
});

/* ---- main bar ---- */

export const bar = style({
  position: 'relative',
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  '::after': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    bottom: 0,
    height: '100%',
    pointerEvents: 'none',
    boxShadow: vars.shadow.medium,
    opacity: progress,
    transition: `opacity ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  },
  selectors: {
    [`${root}[data-flat] &::after`]: { opacity: 0 },
  },
});

/** Phones only: the signed-in state beside the cart (the desktop account menu is hidden there). */
export const phoneAccount = style({
  gridArea: 'phoneAccount',
  justifySelf: 'end',
  display: 'none',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
  boxSizing: 'border-box',
  // As wide as its column allows (a long name's min-content would push it over the logo), at most
  // 112 px: the 120 px width step less the 8 px space, which the 390 px phone header was laid out for.
  width: '100%',
  minWidth: 0,
  maxWidth: `calc(${vars.size.xsmall} - ${vars.space.small})`,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.brandText },
    '&:focus-visible': focusVisible,
  },
  '@media': { [mediaQueries.shellMobile]: { display: 'inline-flex' } },
});

export const phoneAccountName = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const barInner = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
  gridTemplateAreas: '"logo search account cart"',
  alignItems: 'center',
  columnGap: vars.space.xlarge,
  boxSizing: 'border-box',
  height: vars.layout.headerHeight,
  maxWidth: vars.layout.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.large,
  '@media': {
    [mediaQueries.shellMobile]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"menu logo cart" "search search search"',
      columnGap: vars.space.small,
      rowGap: vars.space.small,
      height: 'auto',
      paddingBlock: vars.space.small,
      selectors: {
        [`&:has(${phoneAccount})`]: {
          // The name gives way (ellipsis), never the logo.
          gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
          gridTemplateAreas: '"menu logo phoneAccount cart" "search search search search"',
        },
      },
    },
  },
});

export const menuButton = style({
  gridArea: 'menu',
  display: 'none',
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
  '@media': { [mediaQueries.shellMobile]: { display: 'inline-flex' } },
});

export const logo = style({
  gridArea: 'logo',
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
  color: vars.color.brandText,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  transformOrigin: 'left center',
  transform: `scale(calc(1 - 0.15 * ${progress}))`,
  transition: `transform ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusVisible,
    '[dir="rtl"] &': { transformOrigin: 'right center' },
  },
});

export const wordmark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '-0.02em',
  whiteSpace: 'nowrap',
});

export const wordmarkSymbol = style({ width: vars.size.control, height: vars.size.control, flexShrink: 0 });

export const wordmarkTile = style({ fill: vars.color.brand });

export const wordmarkRing = style({ fill: 'none', stroke: vars.color.onBrand, strokeWidth: 4 });

export const search = style({
  gridArea: 'search',
  minWidth: 0,
  maxWidth: '720px',
  width: '100%',
  justifySelf: 'center',
});

export const account = style({
  gridArea: 'account',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.textMuted,
  '@media': { [mediaQueries.shellMobile]: { display: 'none' } },
});

export const accountLinks = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  whiteSpace: 'nowrap',
});

export const accountLink = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.brandText, textDecoration: 'underline' },
    '&:focus-visible': focusVisible,
  },
});

export const accountSeparator = style({ color: vars.color.textMuted });

export const accountTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: 0,
  borderRadius: vars.radius.standard,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusVisible,
  },
});

export const accountText = style({ display: 'flex', flexDirection: 'column', lineHeight: vars.font.lineHeight.tight });

export const greeting = style({
  maxWidth: vars.size.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const accountTitle = style({ fontWeight: vars.font.weight.medium });

export const cart = style({
  gridArea: 'cart',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.brandText },
    '&:focus-visible': focusVisible,
  },
});

export const cartIcon = style({ position: 'relative', display: 'inline-flex' });

export const cartBadge = style({
  position: 'absolute',
  top: '-6px',
  insetInlineEnd: '-8px',
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
});

/** "My Cart": shown from 768px; below, the icon stays and the text is read by screen readers. */
export const cartText = style({
  '@media': { [mediaQueries.shellMobile]: hiddenVisually },
});
