// Library build of @ferrite/ui: ESM JavaScript with one module per source file (so bundlers
// tree-shake per component), vanilla-extract compiled by its Rollup plugin into one dist/style.css
// (theme variables included), and .d.ts declarations. Dependencies stay external.
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { emitDeclarations, walk } from '../../tokens/scripts/publishing.mjs';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dist = `${packageDir}dist`;
const manifest = JSON.parse(readFileSync(`${packageDir}package.json`, 'utf8'));
const externalPackages = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
const isExternal = (id) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

rmSync(dist, { recursive: true, force: true });

const warnings = [];
const bundle = await rollup({
  // Two entry points: the kit, and the store's composites under @ferrite/ui/shop.
  input: [`${packageDir}src/index.ts`, `${packageDir}src/shop.ts`],
  external: isExternal,
  plugins: [
    // Short hashed class names: the kit has no className passthrough, so nobody targets them.
    vanillaExtractPlugin({ identifiers: 'short', extract: { name: 'style.css' } }),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: `${packageDir}tsconfig.json` }),
  ],
  onwarn(warning) {
    // Radix ships "use client" directives, meaningless in a library bundle.
    if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warnings.push(warning.message);
  },
});
await bundle.write({
  dir: dist,
  format: 'es',
  preserveModules: true,
  preserveModulesRoot: `${packageDir}src`,
  entryFileNames: '[name].js',
  assetFileNames: '[name][extname]',
});
await bundle.close();
for (const warning of warnings) console.warn(`rollup: ${warning}`);

emitDeclarations(packageDir);
console.log(`@ferrite/ui: built ${walk(dist).length} files in dist/`);
