import { mediaQueries, vars } from '@ferrite/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, visuallyHidden } from '../private/styles';

const focusVisible = focusRing;
/** Slide only (no fade), so the panel is visible, and testable, from its first frame. */
const appear = keyframes({ from: { transform: 'translateY(-4px)' }, to: { transform: 'none' } });

export const trigger = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: '28px',
    margin: 0,
    padding: `0 ${vars.space.small}`,
    border: 0,
    borderRadius: vars.radius.standard,
    background: 'transparent',
    font: 'inherit',
    fontSize: vars.font.size.small,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
  },
  variants: {
    tone: {
      neutral: {
        color: vars.color.text,
        selectors: {
          '&:hover, &[data-state="open"], &[aria-expanded="true"]': { background: vars.color.surfaceSunken },
          '&:focus-visible': focusVisible,
        },
      },
      inverse: {
        color: vars.color.textInverse,
        selectors: {
          '&:hover, &[data-state="open"], &[aria-expanded="true"]': { textDecoration: 'underline' },
          '&:focus-visible': { ...focusVisible, outlineColor: vars.color.textInverse },
        },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type RegionPickerVariants = NonNullable<RecipeVariants<typeof trigger>>;

/* ---- region menu ---- */

export const content = style({
  zIndex: vars.zIndex.dropdown,
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  width: '280px',
  height: vars.layout.regionMenuHeight,
  maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: vars.space.small,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
});

export const sectionLabel = style({
  padding: `${vars.space.small} ${vars.space.small} ${vars.space.xsmall}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
});

export const radioItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceSunken },
    '&[data-state="checked"]': { color: vars.color.brandText, fontWeight: vars.font.weight.medium },
  },
});

export const radioMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '16px',
  height: '16px',
  boxSizing: 'border-box',
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  selectors: { [`${radioItem}[data-state="checked"] &`]: { borderColor: vars.color.brand } },
});

export const radioDot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
});

export const symbol = style({ marginInlineStart: 'auto', color: vars.color.textMuted });

export const separator = style({ height: vars.borderWidth.standard, margin: `${vars.space.small} 0`, background: vars.color.border });

export const note = style({
  margin: `auto 0 0`,
  padding: `${vars.space.medium} ${vars.space.small} ${vars.space.small}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
});

export const save = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.control,
  flexShrink: 0,
  marginTop: vars.space.small,
  borderRadius: vars.radius.standard,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': {
      background: vars.color.brandHover,
      ...focusRing,
    },
  },
});

/* ---- language picker ---- */

export const languageRoot = style({ position: 'relative', display: 'inline-block' });

export const hiddenText = style({
  ...visuallyHidden,
});

export const flag = style({
  display: 'block',
  flexShrink: 0,
  width: '21px',
  height: '14px',
  borderRadius: vars.radius.small,
  boxShadow: `0 0 0 ${vars.borderWidth.standard} ${vars.color.border}`,
});

export const languagePanel = style({
  position: 'absolute',
  top: '100%',
  insetInlineEnd: 0,
  zIndex: vars.zIndex.dropdown,
  boxSizing: 'border-box',
  width: 'max-content',
  minWidth: '200px',
  maxWidth: 'min(440px, 100vw)',
  marginTop: vars.space.xsmall,
  padding: vars.space.small,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
  '@media': {
    // On a phone the picker's button sits anywhere in the top bar: a panel hung from it ran off the
    // screen's edge (a 320 px phone showed half the languages). It spans the screen instead, just
    // below the button (a fixed box with no top stays where it would have been).
    [mediaQueries.xsOnly]: {
      position: 'fixed',
      top: 'auto',
      insetInlineStart: vars.space.small,
      insetInlineEnd: vars.space.small,
      width: 'auto',
      minWidth: 0,
      maxWidth: 'none',
    },
  },
  selectors: {
    '&[hidden]': { display: 'none' },
    /* Bridges the gap to the trigger, so the pointer can travel to the panel without closing it. */
    '&::before': { content: '""', position: 'absolute', insetInline: 0, top: `calc(-1 * ${vars.space.xsmall})`, height: vars.space.xsmall },
  },
});

export const languageList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const languageOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  margin: 0,
  // Each language is a touch target (WCAG 2.5.5), on a phone and on a touch laptop alike.
  minHeight: vars.size.touchTarget,
  boxSizing: 'border-box',
  padding: `${vars.space.small} ${vars.space.small}`,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { ...focusVisible, outlineOffset: `calc(-1 * ${vars.borderWidth.strong})` },
    '&[aria-current="true"]': { background: vars.color.brandSoft, color: vars.color.brandText, fontWeight: vars.font.weight.medium },
  },
});
