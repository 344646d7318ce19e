// Builds the publishable package into dist/: one ESM .js file per source module (esbuild, not
// bundled, so consumers' bundlers still tree-shake per calculator) and .d.ts files from tsc.
// Sources use extensionless relative imports (moduleResolution "bundler"); Node ESM and
// "nodenext" TypeScript need real file names, so both outputs get './x.js' specifiers.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const packageDir = path.resolve(import.meta.dirname, '..');
const sourceDir = path.join(packageDir, 'src');
const outDir = path.join(packageDir, 'dist');

const isPublishedSource = (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('test-helpers.ts');
const entryPoints = fs
  .readdirSync(sourceDir, { recursive: true })
  .map((file) => path.join(sourceDir, String(file)))
  .filter(isPublishedSource);

/** './calculators/ohms-law' seen from `fromDir` → './calculators/ohms-law.js' (or '/index.js' for a folder). */
function withJsExtension(specifier, fromDir) {
  if (!specifier.startsWith('.') || specifier.endsWith('.js')) return specifier;
  const target = path.resolve(fromDir, specifier);
  if (fs.existsSync(`${target}.ts`)) return `${specifier}.js`;
  if (fs.existsSync(path.join(target, 'index.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`Cannot resolve ${specifier} from ${fromDir}`);
}

// Every relative import stays an import (one output per module) with a .js file name.
const relativeImportsAsJs = {
  name: 'relative-imports-as-js',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => ({
      path: withJsExtension(args.path, args.resolveDir),
      external: true,
    }));
  },
};

fs.rmSync(outDir, { recursive: true, force: true });

await esbuild.build({
  entryPoints,
  outdir: outDir,
  outbase: sourceDir,
  bundle: true,
  plugins: [relativeImportsAsJs],
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  sourcemap: false,
  logLevel: 'warning',
});

const tsc = path.join(packageDir, '../../node_modules/.bin/tsc');
execFileSync(tsc, ['-p', path.join(packageDir, 'tsconfig.build.json')], { stdio: 'inherit' });

// Declarations keep the source's extensionless specifiers; rewrite them the same way.
for (const file of fs.readdirSync(outDir, { recursive: true }).map((name) => path.join(outDir, String(name)))) {
  if (!file.endsWith('.d.ts')) continue;
  const sourceDirOfFile = path.dirname(path.join(sourceDir, path.relative(outDir, file)));
  const text = fs.readFileSync(file, 'utf8');
  const rewritten = text.replace(
    /(from\s+|import\()(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g,
    (_, prefix, quote, specifier) => `${prefix}${quote}${withJsExtension(specifier, sourceDirOfFile)}${quote}`,
  );
  if (rewritten !== text) fs.writeFileSync(file, rewritten);
}

console.log(`Built ${entryPoints.length} modules into ${path.relative(process.cwd(), outDir) || 'dist'}.`);
