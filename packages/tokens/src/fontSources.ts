// Where the shipped fonts come from: the Fontsource packages (devDependencies of @ferrite/tokens).
// Node only, for the generator and the tests; not part of the package (tsconfig.build.json leaves it out).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fontFileName, renderFontsCss, shippedFonts } from './fonts';
import type { ShippedFont } from './fonts';

const require = createRequire(import.meta.url);

export const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const fontsDir = join(packageDir, 'fonts');

/** Path of a file the source package exports (`unicode.json`, `LICENSE`, `files/…`). */
export const sourceFile = (font: ShippedFont, file: string): string => require.resolve(`${font.source}/${file}`);

/** Each subset's unicode-range as the source package declares it. */
export const unicodeRanges = (font: ShippedFont): Record<string, string> =>
  JSON.parse(readFileSync(sourceFile(font, 'unicode.json'), 'utf8')) as Record<string, string>;

/** css/fonts.css as it should be. */
export const expectedFontsCss = (): string => renderFontsCss(unicodeRanges);

/** Every file of fonts/: [name in fonts/, path of the original in the source package]. */
export function fontCopies(): Array<[string, string]> {
  return shippedFonts.flatMap((font) => [
    ...font.subsets.map((subset): [string, string] => [
      fontFileName(font, subset),
      sourceFile(font, `files/${fontFileName(font, subset)}`),
    ]),
    [`LICENSE-${font.stem}.txt`, sourceFile(font, 'LICENSE')],
  ]);
}
