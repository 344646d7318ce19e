// Builds the storefront (browser + SSR bundles) unless its inputs are unchanged since the last build.
import fs from 'node:fs';
import { buildStampFile, root, run, storefrontInputsHash } from './lib.mjs';

const force = process.argv.includes('--force');
const hash = storefrontInputsHash();
const previous = fs.existsSync(buildStampFile) ? fs.readFileSync(buildStampFile, 'utf8') : '';
if (!force && previous === hash && fs.existsSync(`${root}/packages/storefront-app/dist/server/entry-server.js`)) {
  console.log('Storefront build is up to date.');
} else {
  const started = Date.now();
  // Always React's production build: Vite keeps a NODE_ENV it inherits, and a shell with
  // NODE_ENV=test (as the test runner sets for vitest) built React's development bundle, 213 kB.
  await run('npm', ['run', 'build', '-w', '@ferrite/storefront-app', '--silent'], { env: { ...process.env, NODE_ENV: 'production' } });
  fs.writeFileSync(buildStampFile, hash);
  console.log(`Built the storefront in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
