// Library build of @ferrite/tokens: ESM JavaScript (vanilla-extract compiled away by its Rollup
// plugin, as its maintainers advise for libraries), .d.ts declarations, and css/tokens.css.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { emitDeclarations, walk } from './publishing.mjs';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dist = `${packageDir}dist`;
rmSync(dist, { recursive: true, force: true });

const bundle = await rollup({
  input: `${packageDir}src/index.ts`,
  external: (id) => id.startsWith('@vanilla-extract/'),
  plugins: [
    // The theme CSS goes to one file; tokens ship the equivalent generated css/tokens.css instead.
    vanillaExtractPlugin({ identifiers: 'short', extract: { name: 'vanilla.css' } }),
    esbuild({ target: 'es2022', tsconfig: `${packageDir}tsconfig.json` }),
  ],
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
rmSync(`${dist}/vanilla.css`, { force: true });

emitDeclarations(packageDir);
console.log(`@ferrite/tokens: built ${walk(dist).length} files in dist/`);
