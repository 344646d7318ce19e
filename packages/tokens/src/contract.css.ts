import { createGlobalThemeContract } from '@vanilla-extract/css';
import { cssVarName, ferriteTokens } from './values';

/**
 * The global theme contract: every token as a stable `--fe-…` CSS variable that plain CSS can
 * override (RainbowKit model). Shape taken from the Ferrite values; names from their paths.
 */
export const vars = createGlobalThemeContract(ferriteTokens, (_value, path) => cssVarName(path).slice(2));
