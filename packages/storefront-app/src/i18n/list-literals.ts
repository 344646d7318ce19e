// `npx tsx packages/storefront-app/src/i18n/list-literals.ts [folder…]`: the literal texts left in
// the storefront's components, as the no-literal-text test sees them (folders relative to src/).
import fs from 'node:fs';
import path from 'node:path';
import { findLiteralText } from './literal-text';

const src = path.resolve(import.meta.dirname, '..');
const roots = process.argv.slice(2).map((dir) => path.join(src, dir));

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'packs' ? [] : walk(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

let total = 0;
for (const file of (roots.length ? roots : [src]).flatMap((root) => (fs.statSync(root).isDirectory() ? walk(root) : [root]))) {
  for (const hit of findLiteralText(fs.readFileSync(file, 'utf8'), file)) {
    console.log(`${path.relative(src, file)}:${hit.line} ${hit.kind} ${JSON.stringify(hit.text)}`);
    total++;
  }
}
console.log(`${total} literal texts`);
