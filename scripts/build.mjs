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
  await run('npm', ['run', 'build', '-w', '@ferrite/storefront-app', '--silent']);
  fs.writeFileSync(buildStampFile, hash);
  console.log(`Built the storefront in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
