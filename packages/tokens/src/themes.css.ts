import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { mediaQueries } from './breakpoints';
import { vars } from './contract.css';
import { allThemeSelectors, cobaltTokens, ferriteTokens, themeClassNames } from './values';
import type { ThemeName } from './values';

// Ferrite is the default: it also fills `:root`, so kit components look right with no class at
// all. Each theme also sits on a stable class, so both can coexist on one page and Radix portals
// get the right values when the class is on <body>.
createGlobalTheme(`:root, .${themeClassNames.ferrite}`, vars, ferriteTokens);
createGlobalTheme(`.${themeClassNames.cobalt}`, vars, cobaltTokens);

globalStyle(allThemeSelectors, {
  '@media': {
    [mediaQueries.reducedMotion]: {
      vars: {
        [vars.motion.duration.fast]: '0ms',
        [vars.motion.duration.standard]: '0ms',
        [vars.motion.duration.slow]: '0ms',
      },
    },
  },
});

/** Class name of the Ferrite (red, default) theme. */
export const ferriteTheme = themeClassNames.ferrite;
/** Class name of the Cobalt (blue) theme. */
export const cobaltTheme = themeClassNames.cobalt;

/** Theme class name by theme name: `document.body.className = themes.cobalt`. */
export const themes: Record<ThemeName, string> = { ferrite: ferriteTheme, cobalt: cobaltTheme };
