// Prints the minified + gzipped size of @ferrite/calculators as an app would ship it: one function
// from the main entry, one descriptor, the whole package, and each per-calculator import path
// (`@ferrite/calculators/<slug>`, everything that module exports). Writes the per-path table into
// packages/calculators/README.md between its size-table markers, so the README's figures are
// the bench's. Figures only; this script never fails on a number.
//   node tests/bench/calculators-size.mjs
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');
const packageDir = path.join(root, 'packages/calculators');
const entry = path.join(packageDir, 'src/index.ts');
const readme = path.join(packageDir, 'README.md');
const START = '<!-- size-table:start -->';
const END = '<!-- size-table:end -->';

/** Minified and gzipped bytes of a bundle of `contents` (an ES module importing the package's sources). */
async function sizeOf(contents) {
  const result = await esbuild.build({
    stdin: { contents, resolveDir: root, loader: 'js', sourcefile: 'entry.mjs' },
    bundle: true,
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { min: code.byteLength, gzip: gzipSync(code).byteLength };
}

const at = (file) => JSON.stringify(file);
const cases = [
  ['one calculator function (ohmsLaw)', `import { ohmsLaw } from ${at(entry)};\nconsole.log(ohmsLaw({ voltage: 12, resistance: 100 }));`],
  [
    'one descriptor with run (ohmsLawCalculator)',
    `import { ohmsLawCalculator } from ${at(entry)};\nconsole.log(ohmsLawCalculator.run({ voltage: '12', resistance: '100' }));`,
  ],
  ['conversion (convertLength)', `import { convertLength } from ${at(entry)};\nconsole.log(convertLength(1, 'in', 'mm'));`],
  ['calculatorBySlug (every calculator)', `import { calculatorBySlug } from ${at(entry)};\nconsole.log(calculatorBySlug('ohms-law'));`],
  ['whole package (import *)', `import * as calculators from ${at(entry)};\nconsole.log(calculators);`],
];

const line = (label, { min, gzip }) => `${label.padEnd(46)} ${String(min).padStart(7)} B min   ${String(gzip).padStart(6)} B gzip`;

console.log('@ferrite/calculators bundle size (esbuild, minified, tree-shaken, ESM, platform neutral)');
for (const [label, contents] of cases) console.log(line(label, await sizeOf(contents)));

// Each subpath as package.json maps it to a source module.
const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const subpaths = Object.entries(manifest.exports).filter(([key]) => !['.', './catalogue', './load'].includes(key));
const rows = [];
console.log('\nper-calculator import paths (everything the path exports)');
for (const [key, target] of subpaths) {
  const size = await sizeOf(`import * as calculator from ${at(path.join(packageDir, target))};\nconsole.log(calculator);`);
  const specifier = `@ferrite/calculators${key.slice(1)}`;
  console.log(line(specifier, size));
  rows.push(`| \`${specifier}\` | ${(size.min / 1000).toFixed(1)} kB | ${(size.gzip / 1000).toFixed(1)} kB |`);
}

const table = [
  START,
  '<!-- Written by `node tests/bench/calculators-size.mjs`; do not edit by hand. -->',
  '',
  '| import path | minified | gzip |',
  '| --- | ---: | ---: |',
  ...rows,
  '',
  END,
].join('\n');
const text = fs.readFileSync(readme, 'utf8');
const start = text.indexOf(START);
const end = text.indexOf(END);
if (start >= 0 && end > start) {
  fs.writeFileSync(readme, text.slice(0, start) + table + text.slice(end + END.length));
  console.log(`\nWrote the table of ${rows.length} import paths to ${path.relative(root, readme)}.`);
} else {
  console.log(`\n${path.relative(root, readme)} has no ${START} … ${END} markers: table not written.`);
}
