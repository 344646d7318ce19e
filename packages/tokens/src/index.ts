// @ferrite/tokens public API.
export { vars } from './contract.css';
export { ferriteTheme, cobaltTheme, themes } from './themes.css';
export { ferriteTokens, cobaltTokens, tokensByTheme, themeNames, themeClassNames, cssVarPrefix, cssVarName, space } from './values';
export type { ThemeName, ThemeTokens, ColorTokens } from './values';
export { breakpoints, breakpointNames, stylesheetBreakpoints, mobileBreakpoint, cookieNoticeMinWidth, mediaQueries } from './breakpoints';
export type { Breakpoint, MediaQueryName } from './breakpoints';
export { fontFamilies, shippedFonts, fontFileName, primaryFontFile } from './fonts';
export type { ShippedFont } from './fonts';
export { contrastRatio, relativeLuminance } from './contrast';
export { renderTokensCss, flattenTokens } from './cssVariables';
