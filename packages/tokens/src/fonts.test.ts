// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFamilies, primaryFontFile } from './fonts';
import { expectedFontsCss, fontCopies, fontsDir, packageDir } from './fontSources';
import { ferriteTokens, cobaltTokens } from './values';

const fontsCss = readFileSync(join(packageDir, 'css/fonts.css'), 'utf8');

describe('shipped fonts', () => {
  it('css/fonts.css is up to date (run npm run generate:css -w @ferrite/tokens)', () => {
    expect(fontsCss).toBe(expectedFontsCss());
  });

  it('fonts/ holds exactly the files the source packages ship, byte for byte, licences included', () => {
    const copies = fontCopies();
    expect(readdirSync(fontsDir).sort()).toEqual(copies.map(([name]) => name).sort());
    for (const [name, original] of copies) {
      expect(readFileSync(join(fontsDir, name)).equals(readFileSync(original)), `fonts/${name} differs from ${original}`).toBe(true);
    }
  });

  it('every url() of css/fonts.css names a file in fonts/, with font-display: swap', () => {
    const urls = [...fontsCss.matchAll(/url\('\.\.\/fonts\/([^']+)'\)/g)].map((match) => match[1]);
    const faces = fontsCss.match(/@font-face/g) ?? [];
    expect(urls.length).toBe(faces.length);
    for (const url of urls) expect(readdirSync(fontsDir)).toContain(url);
    expect(fontsCss.match(/font-display: swap;/g)).toHaveLength(faces.length);
    expect(urls).toContain(primaryFontFile);
  });

  it('covers Latin, Cyrillic, Greek and Arabic text, and symbols', () => {
    const subsetsOf = (family: string) =>
      [...fontsCss.matchAll(/\/\* (.+?), ([a-z-]+) \(from/g)].filter((match) => match[1] === family).map((match) => match[2]);
    expect(subsetsOf(fontFamilies.sans)).toEqual(expect.arrayContaining(['latin', 'latin-ext', 'cyrillic', 'greek']));
    expect(subsetsOf(fontFamilies.mono)).toEqual(expect.arrayContaining(['latin', 'latin-ext', 'cyrillic', 'greek']));
    expect(subsetsOf(fontFamilies.arabic)).toEqual(['arabic', 'math', 'symbols']);
  });

  it('the font stacks of both themes name the shipped families first', () => {
    for (const tokens of [ferriteTokens, cobaltTokens]) {
      expect(tokens.font.family.body.startsWith(`"${fontFamilies.sans}", "${fontFamilies.arabic}",`)).toBe(true);
      expect(tokens.font.family.mono.startsWith(`"${fontFamilies.mono}", "${fontFamilies.arabic}",`)).toBe(true);
    }
  });
});
