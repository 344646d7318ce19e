// Writes css/tokens.css (the plain-CSS form of the tokens), css/fonts.css (the @font-face rules of
// the shipped fonts) and copies the font files and their licences into fonts/.
// Run: npm run generate:css -w @ferrite/tokens
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderTokensCss } from '../src/cssVariables';
import { expectedFontsCss, fontCopies, fontsDir } from '../src/fontSources';

const write = (relative: string, text: string) => {
  const target = fileURLToPath(new URL(relative, import.meta.url));
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
};

write('../css/tokens.css', renderTokensCss());
write('../css/fonts.css', expectedFontsCss());

mkdirSync(fontsDir, { recursive: true });
const copies = fontCopies();
const keep = new Set(copies.map(([name]) => name));
for (const name of readdirSync(fontsDir)) if (!keep.has(name)) rmSync(join(fontsDir, name));
for (const [name, from] of copies) copyFileSync(from, join(fontsDir, name));
console.log(`copied ${copies.length} files to ${fontsDir}`);
