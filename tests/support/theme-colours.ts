import type { Page } from 'playwright-core';
import { tokensByTheme, type ColorTokens, type ThemeName } from '../../packages/tokens/src/values';

/** A colour as `r,g,b` (0–255), the key both the tokens and the browser's computed styles reduce to. */
export type RgbKey = string;

/** `#rgb`, `#rrggbb` or `rgb[a](r, g, b[, a])` as an RgbKey; undefined for anything else or a transparent colour. */
export function rgbKey(colour: string): RgbKey | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)).join(',');
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)(?:[\s,/]+([\d.]+%?))?\s*\)$/i.exec(colour.trim());
  if (!rgb) return undefined;
  if (rgb[4] !== undefined && parseFloat(rgb[4]) === 0) return undefined;
  return `${rgb[1]},${rgb[2]},${rgb[3]}`;
}

/**
 * The colours that mark a theme as itself: its colour tokens whose value no other kit theme uses
 * for any token (the brand family, links, focus ring). Status and neutral colours are
 * the same in every theme, so seeing them says nothing about which theme drew the page.
 */
export function themeOwnColours(theme: ThemeName): Map<RgbKey, keyof ColorTokens> {
  const own = new Map<RgbKey, keyof ColorTokens>();
  const others = Object.entries(tokensByTheme).filter(([name]) => name !== theme);
  for (const [token, value] of Object.entries(tokensByTheme[theme].color) as [keyof ColorTokens, string][]) {
    if (others.some(([, tokens]) => Object.values(tokens.color).includes(value))) continue;
    const key = rgbKey(value);
    if (key) own.set(key, token);
  }
  return own;
}

/** One computed colour seen on the page, and where. */
export interface SeenColour {
  key: RgbKey;
  /** `tag.class::pseudo property`, enough to find the rule that painted it. */
  where: string;
}

/**
 * Every colour the page paints with: for every element (and its ::before, ::after and ::marker)
 * the computed colour, background, border sides, outline, SVG fill and stroke, text decoration,
 * and the colours inside box shadows and background images. Read from the browser, so whatever
 * rule or inline style set them is covered. Left out: colours an SVG drawing sets in its own
 * attributes (`fill="#c8102e"` of a flag), which are content like the pixels of an image.
 */
export async function coloursOnPage(page: Page): Promise<SeenColour[]> {
  const seen = await page.evaluate(() => {
    const properties = [
      'color',
      'background-color',
      'border-top-color',
      'border-right-color',
      'border-bottom-color',
      'border-left-color',
      'outline-color',
      'fill',
      'stroke',
      'text-decoration-color',
      'box-shadow',
      'background-image',
    ];
    // Each colour once per place: a page repeats the same element thousands of times, and every
    // copy sent back to Node cost time without telling anything new (the judges read distinct places).
    const out = new Map<string, { value: string; where: string }>();
    for (const element of [document.documentElement, ...document.querySelectorAll('*')]) {
      const name = `${element.tagName.toLowerCase()}${element.classList.length > 0 ? `.${[...element.classList].join('.')}` : ''}`;
      // Generated boxes: ::before and ::after of HTML elements, the markers of list items and summaries.
      const inSvg = element instanceof SVGElement;
      const hasMarker = element.tagName === 'LI' || element.tagName === 'SUMMARY';
      const pseudos = inSvg ? [null] : hasMarker ? [null, '::before', '::after', '::marker'] : [null, '::before', '::after'];
      for (const pseudo of pseudos) {
        const style = getComputedStyle(element, pseudo);
        if ((pseudo === '::before' || pseudo === '::after') && (style.content === 'none' || style.content === 'normal')) continue;
        for (const property of properties) {
          // A drawing's own colours, written into its markup (a flag's red), are the picture's, not the theme's.
          if (inSvg && !pseudo && /^(#|rgb)/i.test(element.getAttribute(property) ?? '')) continue;
          const value = style.getPropertyValue(property);
          if (!value || value === 'none') continue;
          for (const colour of value.match(/rgba?\([^)]*\)/g) ?? []) {
            const where = `${name}${pseudo ?? ''} ${property}`;
            out.set(`${colour}\n${where}`, { value: colour, where });
          }
        }
      }
    }
    return [...out.values()];
  });
  return seen.flatMap(({ value, where }) => {
    const key = rgbKey(value);
    return key ? [{ key, where }] : [];
  });
}

/** The colours of `seen` that are in `forbidden`, one line each (`#token at where`), the first few of each. */
export function offendingColours(seen: SeenColour[], forbidden: Map<RgbKey, string>, perColour = 5): string[] {
  const byKey = new Map<RgbKey, string[]>();
  for (const { key, where } of seen) {
    if (!forbidden.has(key)) continue;
    const places = byKey.get(key) ?? [];
    if (places.length < perColour && !places.includes(where)) places.push(where);
    byKey.set(key, places);
  }
  return [...byKey].flatMap(([key, places]) => places.map((where) => `${forbidden.get(key)} (rgb ${key}) at ${where}`));
}
