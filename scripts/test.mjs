// `npm test`: every test of the project. Installs or starts what the tests need, builds, type-checks,
// then runs vitest (unit, integration with real databases and Chromium, stories in Chromium).
// The last line is the plain summary CI reads: "N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';
import { ensureChromium, ensurePostgres, ensurePostgresBinaries, ensureRedis } from './test-env.mjs';

const extraArgs = process.argv.slice(2);
const reportFile = path.join(root, 'tests/.artifacts/vitest-report.json');
fs.mkdirSync(path.dirname(reportFile), { recursive: true });
fs.rmSync(reportFile, { force: true });

ensureChromium();
ensurePostgresBinaries();
const postgres = await ensurePostgres();
const redis = await ensureRedis();
let exitCode = 1;
try {
  await run('node', ['scripts/build.mjs']);
  await run('npx', ['tsc', '-b']);
  await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...extraArgs], {
    env: { ...process.env, TEST_DATABASE_URL: postgres.url, TEST_REDIS_URL: redis.url, NODE_ENV: 'test' },
  })
    .then(() => (exitCode = 0))
    .catch(() => (exitCode = 1));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  postgres.stop();
  redis.stop();
}

let passed = 0;
let failed = 0;
if (fs.existsSync(reportFile)) {
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  passed = report.numPassedTests ?? 0;
  failed = report.numFailedTests ?? 0;
}
// A run that failed outside any single test (the build, a type error, a file that would not load) still counts.
if (exitCode !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitCode);
