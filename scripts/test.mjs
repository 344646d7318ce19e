// `npm test`: every test of the project. Installs or starts what the tests need, builds, type-checks,
// then runs vitest (unit, integration with real databases and Chromium, stories in Chromium).
// The last line is the plain summary CI reads: "N passed, N failed".
import { runTests } from './test-run.mjs';

await runTests({ needs: ['chromium', 'postgres', 'redis', 'build', 'typecheck'], vitestArgs: process.argv.slice(2) });
