import { vars } from '@ferrite/tokens';

// Style rules the kit's components share, declared once (plain objects, so any `.css.ts` file can
// spread them into a `style()` or a selector). Not exported from the package: they are how the
// kit is built, not part of its API.

/** Hidden on screen, still read by screen readers (the usual clip pattern). */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The keyboard focus ring: a strong outline in the theme's focus colour, clear of the element. */
export const focusRing = {
  outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
  outlineOffset: vars.borderWidth.strong,
} as const;

/** The focus ring drawn close to the element (inside tight rows and fields). */
export const focusRingTight = {
  outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
  outlineOffset: vars.borderWidth.standard,
} as const;

/** The focus ring drawn inside the element's edge (tabs and menu rows that touch their neighbours). */
export const focusRingInset = {
  outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(-1 * ${vars.borderWidth.strong})`,
} as const;
