// Size of the UI kit as a consumer's bundler would ship it: minified JS and compiled CSS, gzip,
// for the whole kit and for one component (default Header, else Button) with what it imports.
// Dependencies (react, Radix, vanilla-extract runtime) are external, as in an app bundle they are
// shared. Usage: node tests/bench/ui-size.mjs [ComponentFolder]
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const uiSrc = `${root}packages/ui/src`;
const manifest = JSON.parse(readFileSync(`${root}packages/ui/package.json`, 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).filter((name) => name !== '@ferrite/tokens');
const isExternal = (id) => external.some((name) => id === name || id.startsWith(`${name}/`));

const shellExports = readFileSync(`${uiSrc}/shell.ts`, 'utf8');
const component = process.argv[2] ?? (/\bHeader\b/.test(shellExports) && existsSync(`${uiSrc}/Header`) ? 'Header' : 'Button');

/** Bundles `entry` (minified, tree-shaken) and returns the JS and CSS byte counts, raw and gzip. */
async function measure(entry) {
  const bundle = await rollup({
    input: entry,
    external: isExternal,
    treeshake: { moduleSideEffects: (id) => id.endsWith('.css.ts') },
    plugins: [
      vanillaExtractPlugin({ identifiers: 'short', extract: { name: 'bundle.css' } }),
      esbuild({ target: 'es2022', jsx: 'automatic', minify: true, tsconfig: `${root}packages/ui/tsconfig.json` }),
    ],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: 'es', inlineDynamicImports: true });
  await bundle.close();
  const js = output
    .filter((file) => file.type === 'chunk')
    .map((file) => file.code)
    .join('\n');
  const css = output
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => String(file.source))
    .join('\n');
  const sizes = (text) => ({ raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length });
  return { js: sizes(js), css: sizes(css) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const row = (name, { js, css }) =>
  `${name.padEnd(22)} JS ${kb(js.raw).padStart(9)} min, ${kb(js.gzip).padStart(8)} gzip   CSS ${kb(css.raw).padStart(9)}, ${kb(css.gzip).padStart(8)} gzip`;

const whole = await measure(`${uiSrc}/index.ts`);
const single = await measure(`${uiSrc}/${component}/index.ts`);
console.log('@ferrite/ui size (minified; react, Radix and vanilla-extract runtime external; CSS includes the theme variables)');
console.log(row('whole kit', whole));
console.log(row(`${component} alone`, single));
