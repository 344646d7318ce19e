// Prints the minified + gzipped size of @ferrite/calculators as an app would ship it:
// one calculator function, one calculator with its descriptor, and the whole package.
// Figures only; this script never fails on a number. Run: node tests/bench/calculators-size.mjs
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');
const entry = path.join(root, 'packages/calculators/src/index.ts');

const cases = [
  [
    'one calculator function (ohmsLaw)',
    `import { ohmsLaw } from ${JSON.stringify(entry)};\nconsole.log(ohmsLaw({ voltage: 12, resistance: 100 }));`,
  ],
  [
    'one descriptor with run (ohmsLawCalculator)',
    `import { ohmsLawCalculator } from ${JSON.stringify(entry)};\nconsole.log(ohmsLawCalculator.run({ voltage: '12', resistance: '100' }));`,
  ],
  ['conversion (convertLength)', `import { convertLength } from ${JSON.stringify(entry)};\nconsole.log(convertLength(1, 'in', 'mm'));`],
  ['whole package (import *)', `import * as calculators from ${JSON.stringify(entry)};\nconsole.log(calculators);`],
];

console.log('@ferrite/calculators bundle size (esbuild, minified, tree-shaken, ESM, platform neutral)');
for (const [label, contents] of cases) {
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
  console.log(`${label.padEnd(46)} ${String(code.byteLength).padStart(7)} B min   ${String(gzipSync(code).byteLength).padStart(6)} B gzip`);
}
