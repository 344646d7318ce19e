/**
 * Breakpoints of docs/product.md §9, in px. See README.md ("Breakpoints") for which "mobile" applies where.
 */

/** Layout breakpoints: xs < 600, sm 600–1008, md 1008–1344, lg ≥ 1344 (min widths). */
export const breakpoints = { xs: 0, sm: 600, md: 1008, lg: 1344 } as const;
export type Breakpoint = keyof typeof breakpoints;
export const breakpointNames = ['xs', 'sm', 'md', 'lg'] as const satisfies readonly Breakpoint[];

/** Style-sheet breakpoints of the original style sheets: 500, 1024, 1344, 1904 px. */
export const stylesheetBreakpoints = [500, 1024, 1344, 1904] as const;

/**
 * The two "mobile" readings of the spec.
 * - `shell` (768): the header and main navigation switch to the mobile menu button and the
 *   slide-in nav below 768px.
 * - `helpers` (1264): the shared helpers (sidebar, `isMobile`-style checks) treat < 1264px as
 *   mobile, so the sidebar collapses to its toggle there.
 */
export const mobileBreakpoint = { shell: 768, helpers: 1264 } as const;

/** The cookie notice is shown only from this width (docs/product.md §1/§9: 1024px). */
export const cookieNoticeMinWidth = 1024;

const minWidth = (px: number): string => `screen and (min-width: ${px}px)`;
/** max-width queries end at .98 so they never overlap the matching min-width query. */
const maxWidth = (px: number): string => `screen and (max-width: ${px - 0.02}px)`;

/** Media-query strings (without `@media`) for vanilla-extract `@media` blocks and `matchMedia`. */
export const mediaQueries = {
  /** ≥ 600px */
  sm: minWidth(breakpoints.sm),
  /** ≥ 1008px */
  md: minWidth(breakpoints.md),
  /** ≥ 1344px */
  lg: minWidth(breakpoints.lg),
  /** < 600px */
  xsOnly: maxWidth(breakpoints.sm),
  /** < 1008px: phones and tablets, where side columns stack under the content */
  belowMd: maxWidth(breakpoints.md),
  /** < 768px: shell mobile (header/nav) */
  shellMobile: maxWidth(mobileBreakpoint.shell),
  /** ≥ 768px: shell desktop (header/nav) */
  shellDesktop: minWidth(mobileBreakpoint.shell),
  /** < 1264px: helpers mobile (sidebar) */
  helpersMobile: maxWidth(mobileBreakpoint.helpers),
  /** ≥ 1264px */
  helpersDesktop: minWidth(mobileBreakpoint.helpers),
  /** ≥ 1024px: cookie notice visible */
  cookieNotice: minWidth(cookieNoticeMinWidth),
  /** Users who asked for less motion. */
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
export type MediaQueryName = keyof typeof mediaQueries;
