/**
 * Token values as plain TypeScript constants. No vanilla-extract runtime here, so these can be
 * imported anywhere (Node scripts, tests, docs) and are the single source for the theme contract,
 * the two themes and the generated `tokens.css`.
 */
import { fontFamilies } from './fonts';

/**
 * Font stacks: the shipped families first (src/fonts.ts), so text looks the same on every machine;
 * the system fonts after them only draw scripts the kit ships no font for (CJK, Thai…).
 */
const bodyFontStack = `"${fontFamilies.sans}", "${fontFamilies.arabic}", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans Arabic", sans-serif`;
const monoFontStack = `"${fontFamilies.mono}", "${fontFamilies.arabic}", ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace`;

/** Spacing scale, in px (Braid-style names: a token, never a raw number, in components). */
export const space = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  large: '16px',
  xlarge: '24px',
  xxlarge: '32px',
  xxxlarge: '48px',
} as const;

/** Type scale on the spec's 14px base (§9). */
const font = {
  family: { body: bodyFontStack, mono: monoFontStack },
  size: {
    xsmall: '12px',
    small: '13px',
    standard: '14px',
    large: '16px',
    xlarge: '20px',
    xxlarge: '24px',
    display: '32px',
    /** Figures set apart from text: an error page's status code. */
    hero: '48px',
  },
  weight: { regular: '400', medium: '500', strong: '700' },
  lineHeight: { tight: '1.25', standard: '1.5', loose: '1.75' },
  /** Tracking of small upper-case labels. */
  letterSpacing: { wide: '0.04em' },
} as const;

const radius = {
  none: '0',
  small: '2px',
  standard: '4px',
  large: '8px',
  full: '9999px',
} as const;

/** Widths of borders and outlines: hairlines, focus rings and selected states, accent bars. */
const borderWidth = {
  standard: '1px',
  strong: '2px',
  accent: '4px',
} as const;

/**
 * Sizes of boxes, in px: the touch target (WCAG 2.5.5), a form control's height, and a scale for
 * the widths of columns, cards, side panels and forms (Braid-style names, as `space`).
 */
const size = {
  touchTarget: '44px',
  control: '36px',
  xxsmall: '72px',
  xsmall: '120px',
  small: '160px',
  medium: '200px',
  large: '260px',
  xlarge: '320px',
  xxlarge: '440px',
  xxxlarge: '560px',
} as const;

/** Line lengths of text blocks, in characters of the current font. */
const measure = {
  xsmall: '8ch',
  small: '20ch',
  medium: '36ch',
  large: '80ch',
} as const;

const shadow = {
  small: '0 1px 2px rgba(16, 24, 40, 0.12)',
  medium: '0 4px 12px rgba(16, 24, 40, 0.14)',
  large: '0 12px 32px rgba(16, 24, 40, 0.20)',
} as const;

/** Stacking order, lowest first. Values are strings because CSS variables hold strings. */
const zIndex = {
  base: '0',
  header: '100',
  dropdown: '200',
  sidebar: '300',
  dialog: '400',
  snackbar: '500',
  tooltip: '600',
  loadingBar: '700',
} as const;

const motion = {
  duration: { fast: '100ms', standard: '200ms', slow: '300ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0.2, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
} as const;

/** Fixed sizes from the spec (§2, §9). */
const layout = {
  headerHeight: '70px',
  megaMenuWidth: '750px',
  selectMaxHeight: '300px',
  regionMenuHeight: '390px',
  cookieNoticeHeight: '150px',
  contentMaxWidth: '1344px',
  sidebarWidth: '56px',
  sidebarPanelWidth: '320px',
} as const;

/** Colours, named by purpose. Every `onX` / text colour is checked for ≥ 4.5:1 in tokens.test.ts. */
export type ColorTokens = {
  /** Primary brand fill (buttons, active states). */
  brand: string;
  /** Brand fill on hover/press. */
  brandHover: string;
  /** Text and icons on `brand` / `brandHover`. */
  onBrand: string;
  /** Tinted brand background (selected rows, soft badges). */
  brandSoft: string;
  /** Brand-coloured text on `brandSoft` and on `surface`. */
  brandText: string;
  /** Page background. */
  background: string;
  /** Default component surface. */
  surface: string;
  /** Cards, menus, dialogs. */
  surfaceRaised: string;
  /** Wells, table headers, disabled fields. */
  surfaceSunken: string;
  /** Dark surface (top bar, footer). */
  surfaceInverse: string;
  /** Text on `surfaceInverse`. */
  textInverse: string;
  /** Muted text on `surfaceInverse`. */
  textInverseMuted: string;
  /** Body text. */
  text: string;
  /** Secondary text. */
  textMuted: string;
  /** Disabled text (exempt from 4.5:1 by WCAG 1.4.3). */
  textDisabled: string;
  /** Hairlines and dividers. */
  border: string;
  /** Form-control borders (≥ 3:1 against `surface`, WCAG 1.4.11). */
  borderStrong: string;
  /** Keyboard focus outline (≥ 3:1 against `surface`). */
  focusRing: string;
  /** Link text. */
  link: string;
  /** Link text on hover. */
  linkHover: string;
  /** Dialog/backdrop scrim. */
  overlay: string;
  success: string;
  onSuccess: string;
  successSoft: string;
  successText: string;
  warning: string;
  onWarning: string;
  warningSoft: string;
  warningText: string;
  error: string;
  onError: string;
  errorSoft: string;
  errorText: string;
  info: string;
  onInfo: string;
  infoSoft: string;
  infoText: string;
};

/** Shared status colours: identical in both brands so a warning looks like a warning everywhere. */
const statusColors = {
  success: '#1b7a3a',
  onSuccess: '#ffffff',
  successSoft: '#e7f5ec',
  successText: '#17662f',
  warning: '#f2b01e',
  onWarning: '#1f2328',
  warningSoft: '#fff6e0',
  warningText: '#7a4d00',
  error: '#b42318',
  onError: '#ffffff',
  errorSoft: '#fdecea',
  errorText: '#a11f15',
  info: '#0b63b6',
  onInfo: '#ffffff',
  infoSoft: '#e8f1fb',
  infoText: '#0a559c',
} as const;

const neutralColors = {
  background: '#f5f6f8',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#f0f2f5',
  surfaceInverse: '#1f2328',
  textInverse: '#ffffff',
  textInverseMuted: '#c5cad3',
  text: '#1f2328',
  textMuted: '#555d6b',
  textDisabled: '#9aa1ad',
  border: '#dde1e7',
  borderStrong: '#838b98',
  overlay: 'rgba(16, 18, 22, 0.55)',
} as const;

const ferriteColors: ColorTokens = {
  ...neutralColors,
  ...statusColors,
  brand: '#c8102e',
  brandHover: '#a30d25',
  onBrand: '#ffffff',
  brandSoft: '#fdecee',
  brandText: '#b00e28',
  focusRing: '#1a5fb4',
  link: '#0b57b8',
  linkHover: '#08438e',
};

const cobaltColors: ColorTokens = {
  ...neutralColors,
  ...statusColors,
  brand: '#1d4ed8',
  brandHover: '#1e40af',
  onBrand: '#ffffff',
  brandSoft: '#e8eefc',
  brandText: '#1c45c0',
  surfaceInverse: '#172033',
  focusRing: '#c2410c',
  link: '#1d4ed8',
  linkHover: '#1e3a8a',
};

/** The shape every theme fills in. */
export type ThemeTokens = {
  color: ColorTokens;
  space: typeof space;
  font: typeof font;
  radius: typeof radius;
  borderWidth: typeof borderWidth;
  size: typeof size;
  measure: typeof measure;
  shadow: typeof shadow;
  zIndex: typeof zIndex;
  motion: typeof motion;
  layout: typeof layout;
};

const sharedTokens = { space, font, radius, borderWidth, size, measure, shadow, zIndex, motion, layout } as const;

/** The default brand: Ferrite red. */
export const ferriteTokens: ThemeTokens = { color: ferriteColors, ...sharedTokens };

/** A second brand in blue, proving the kit re-themes without touching component code. */
export const cobaltTokens: ThemeTokens = { color: cobaltColors, ...sharedTokens };

/** Theme names, for toolbars and prop unions. */
export const themeNames = ['ferrite', 'cobalt'] as const;
export type ThemeName = (typeof themeNames)[number];

/** Token values by theme name. */
export const tokensByTheme: Record<ThemeName, ThemeTokens> = {
  ferrite: ferriteTokens,
  cobalt: cobaltTokens,
};

/**
 * Stable, un-hashed class names of the two themes. They are part of the public API: plain-CSS
 * consumers and `tokens.css` use them too.
 */
export const themeClassNames: Record<ThemeName, string> = {
  ferrite: 'fe-theme-ferrite',
  cobalt: 'fe-theme-cobalt',
};

/** Selector matching every place a theme is applied. */
export const allThemeSelectors = `:root, .${themeClassNames.ferrite}, .${themeClassNames.cobalt}`;

/** Motion durations that drop to 0ms under `prefers-reduced-motion: reduce`. */
export const reducedMotionDurations = [
  ['motion', 'duration', 'fast'],
  ['motion', 'duration', 'standard'],
  ['motion', 'duration', 'slow'],
] as const;

/** The CSS custom-property prefix of every token. */
export const cssVarPrefix = 'fe';

/** camelCase → kebab-case, for CSS variable names. */
const kebab = (segment: string): string => segment.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** CSS variable name (without `var()`) of a token path, e.g. ['color','brandHover'] → `--fe-color-brand-hover`. */
export const cssVarName = (path: readonly string[]): string => `--${cssVarPrefix}-${path.map(kebab).join('-')}`;
