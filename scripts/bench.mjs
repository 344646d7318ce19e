// `npm run bench`: every benchmark under tests/bench, one after another. Each prints its figures and
// never fails on a number; `npm run bench -- search` runs only the ones whose file name matches.
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const only = process.argv.slice(2);
const dir = path.join(root, 'tests/bench');
const benches = fs
  .readdirSync(dir)
  // soak.ts runs for half an hour: it has its own command, `npm run bench:soak`.
  .filter((file) => /\.(ts|mjs)$/.test(file) && file !== 'lib.ts' && file !== 'soak.ts')
  .filter((file) => only.length === 0 || only.some((word) => file.includes(word)))
  .sort();

let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file}`);
  const args = file.endsWith('.ts') ? ['--import', 'tsx', path.join(dir, file)] : [path.join(dir, file)];
  await run(process.execPath, args).catch((error) => {
    failed++;
    console.error(`${file}: ${error.message}`);
  });
}
process.exit(failed > 0 ? 1 : 0);
