// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakpoints, mediaQueries, mobileBreakpoint, stylesheetBreakpoints } from './breakpoints';
import { contrastRatio } from './contrast';
import { flattenTokens, renderTokensCss } from './cssVariables';
import { cobaltTokens, cssVarName, ferriteTokens, tokensByTheme } from './values';
import type { ColorTokens } from './values';

type Pair = [foreground: keyof ColorTokens, background: keyof ColorTokens];

/** Text/background pairs the components actually use; each must reach WCAG AA (4.5:1). */
const textPairs: Pair[] = [
  ['text', 'surface'],
  ['text', 'background'],
  ['text', 'surfaceSunken'],
  ['textMuted', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surfaceSunken'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandHover'],
  ['brand', 'surface'],
  ['brandText', 'surface'],
  ['brandText', 'brandSoft'],
  ['link', 'surface'],
  ['linkHover', 'surface'],
  ['textInverse', 'surfaceInverse'],
  ['textInverseMuted', 'surfaceInverse'],
  ['onSuccess', 'success'],
  ['onWarning', 'warning'],
  ['onError', 'error'],
  ['onInfo', 'info'],
  ['successText', 'successSoft'],
  ['warningText', 'warningSoft'],
  ['errorText', 'errorSoft'],
  ['infoText', 'infoSoft'],
  ['errorText', 'surface'],
  ['successText', 'surface'],
];

/** Non-text pairs: control borders and the focus ring need 3:1 (WCAG 1.4.11). */
const uiPairs: Pair[] = [
  ['borderStrong', 'surface'],
  ['focusRing', 'surface'],
  ['brand', 'surface'],
];

describe.each(Object.entries(tokensByTheme))('%s theme colours', (_name, tokens) => {
  it.each(textPairs)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(tokens.color[fg], tokens.color[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(uiPairs)('%s against %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(tokens.color[fg], tokens.color[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('brands', () => {
  it('Ferrite is red and Cobalt is blue', () => {
    const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    const [fr, , fb] = rgb(ferriteTokens.color.brand) as [number, number, number];
    const [cr, , cb] = rgb(cobaltTokens.color.brand) as [number, number, number];
    expect(fr).toBeGreaterThan(fb);
    expect(cb).toBeGreaterThan(cr);
  });
  it('matches the contrast of the reference red: #c8102e on white is about 5.9:1', () => {
    expect(contrastRatio('#c8102e', '#ffffff')).toBeCloseTo(5.9, 1);
  });
  it('keeps the same token keys in both themes', () => {
    expect(flattenTokens(cobaltTokens).map(([n]) => n)).toEqual(flattenTokens(ferriteTokens).map(([n]) => n));
  });
});

describe('spec constants', () => {
  it('has the §9 sizes', () => {
    expect(ferriteTokens.font.size.standard).toBe('14px');
    expect(ferriteTokens.layout).toMatchObject({
      headerHeight: '70px',
      megaMenuWidth: '750px',
      selectMaxHeight: '300px',
      regionMenuHeight: '390px',
      cookieNoticeHeight: '150px',
    });
  });
  it('keeps touch targets at the 44 px of WCAG 2.5.5, and controls within them', () => {
    expect(parseFloat(ferriteTokens.size.touchTarget)).toBeGreaterThanOrEqual(44);
    expect(parseFloat(ferriteTokens.size.control)).toBeLessThanOrEqual(parseFloat(ferriteTokens.size.touchTarget));
  });
  it('orders the size, measure and border-width scales smallest first', () => {
    const ascending = (values: string[]) => values.map(parseFloat).every((n, i, all) => i === 0 || n > all[i - 1]!);
    const { touchTarget: _t, control: _c, ...widths } = ferriteTokens.size;
    expect(ascending(Object.values(widths))).toBe(true);
    expect(ascending(Object.values(ferriteTokens.measure))).toBe(true);
    expect(ascending(Object.values(ferriteTokens.borderWidth))).toBe(true);
  });
  it('has the §9 breakpoints', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 600, md: 1008, lg: 1344 });
    expect(stylesheetBreakpoints).toEqual([500, 1024, 1344, 1904]);
    expect(mobileBreakpoint).toEqual({ shell: 768, helpers: 1264 });
    expect(mediaQueries.sm).toBe('screen and (min-width: 600px)');
    expect(mediaQueries.shellMobile).toBe('screen and (max-width: 767.98px)');
    expect(mediaQueries.belowMd).toBe('screen and (max-width: 1007.98px)');
  });
});

describe('CSS variables', () => {
  it('names variables with the fe- prefix in kebab case', () => {
    expect(cssVarName(['color', 'brandHover'])).toBe('--fe-color-brand-hover');
  });
  it('css/tokens.css is up to date (run npm run generate:css -w @ferrite/tokens)', () => {
    const committed = readFileSync(new URL('../css/tokens.css', import.meta.url), 'utf8');
    expect(committed).toBe(renderTokensCss());
  });
  it('defines the cobalt brand on its class', () => {
    expect(renderTokensCss()).toMatch(/\.fe-theme-cobalt \{[^}]*--fe-color-brand: #1d4ed8;/);
  });
});
