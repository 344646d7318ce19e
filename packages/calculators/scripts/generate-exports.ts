// Writes package.json's `exports` and `publishConfig.exports`: one subpath per calculator.
//   npm run exports -w @ferrite/calculators
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { calculatorModules, manifestWithExports } from './package-exports';

const target = fileURLToPath(new URL('../package.json', import.meta.url));
const modules = await calculatorModules();
fs.writeFileSync(target, manifestWithExports(fs.readFileSync(target, 'utf8'), modules));
console.log(`Wrote ${modules.length} calculator subpaths to ${target}.`);
