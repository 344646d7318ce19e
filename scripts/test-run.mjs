// What every test command shares: make sure the machine has what the chosen tests need, build the
// storefront when they render pages, run vitest with a JSON report, and end with the plain summary
// CI reads: "N passed, N failed".
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';
import { ensureChromium, ensurePostgres, ensurePostgresBinaries, ensureRedis } from './test-env.mjs';

/**
 * Runs vitest with `vitestArgs` after providing `needs`: the static checks 'format' (Prettier),
 * 'lint' (oxlint) and 'typecheck' (tsc -b), which run first and stop the run at the first that
 * fails, before anything is installed or started; then 'chromium', 'postgres' (a server and the
 * binaries the fault tests start clusters with), 'redis' and 'build' (the storefront bundles).
 * Exits the process with vitest's outcome.
 */
export async function runTests({ needs = [], vitestArgs, reportName = 'vitest-report.json' }) {
  const reportFile = path.join(root, 'tests/.artifacts', reportName);
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  fs.rmSync(reportFile, { force: true });

  const stops = [];
  const env = { ...process.env, NODE_ENV: 'test' };
  let exitCode = 1;
  try {
    if (needs.includes('format')) await run('npx', ['prettier', '--check', '--log-level', 'warn', '.']);
    if (needs.includes('lint')) await run('npx', ['oxlint', '-c', '.oxlintrc.json', '--quiet', '.']);
    if (needs.includes('typecheck')) await run('npx', ['tsc', '-b']);
    if (needs.includes('chromium')) ensureChromium();
    if (needs.includes('postgres')) {
      ensurePostgresBinaries();
      const postgres = await ensurePostgres();
      stops.push(postgres.stop);
      env.TEST_DATABASE_URL = postgres.url;
    }
    if (needs.includes('redis')) {
      const redis = await ensureRedis();
      stops.push(redis.stop);
      env.TEST_REDIS_URL = redis.url;
    }
    if (needs.includes('build')) await run('node', ['scripts/build.mjs']);
    await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...vitestArgs], { env })
      .then(() => (exitCode = 0))
      .catch(() => (exitCode = 1));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
  } finally {
    for (const stop of stops) stop();
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
}

/** The branch a change is compared with: main when this clone has it, else only uncommitted work. */
export function changedSince() {
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', 'main'], { cwd: root, stdio: 'ignore' });
    return 'main';
  } catch {
    return undefined;
  }
}

/** Integration test files that drive Chromium: the ones importing tests/support/browser. */
export function browserTestFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts') && /from '(\.\.\/)+support\/browser'/.test(fs.readFileSync(full, 'utf8')))
        files.push(path.relative(root, full));
    }
  };
  walk(path.join(root, 'tests'));
  return files.sort();
}
