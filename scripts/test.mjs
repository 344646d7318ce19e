// `npm test`: every test of the project. Checks formatting, lint and types first (and stops at the
// first that fails), installs or starts what the tests need, builds, then runs vitest (unit,
// integration with real databases and Chromium, stories in Chromium).
// The last line is the plain summary CI reads: "N passed, N failed".
import { runTests } from './test-run.mjs';

await runTests({ needs: ['format', 'lint', 'typecheck', 'chromium', 'postgres', 'redis', 'build'], vitestArgs: process.argv.slice(2) });
