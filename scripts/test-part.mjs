// The inner loop: one part of `npm test`, with only what that part needs.
//   unit         packages/*/src tests (projects unit, unit-app and unit-ui): no services, no build
//   integration  tests/**: PostgreSQL, Redis, Chromium, the built storefront
//   browser      the integration files that drive Chromium, and every story in Chromium
//   changed      unit and integration files whose imports changed since main (or, without a main
//                branch, since the last commit), with what integration needs
// Further arguments go to vitest, e.g. `npm run test:unit -- packages/server/src/bom`.
import os from 'node:os';
import { browserTestFiles, changedSince, runTests } from './test-run.mjs';

const [part, ...extra] = process.argv.slice(2);
const integrationNeeds = ['chromium', 'postgres', 'redis', 'build'];
const parts = {
  // A worker per core: vitest keeps one core for its main process, which in a unit run only
  // transforms files; on 2 cores that halved the workers (111 s against 78 s for the same run).
  unit: () => ({
    needs: [],
    vitestArgs: ['--project', 'unit', '--project', 'unit-app', '--project', 'unit-ui', `--maxWorkers=${os.availableParallelism()}`],
  }),
  integration: () => ({ needs: integrationNeeds, vitestArgs: ['--project', 'integration'] }),
  // One vitest run for both: '.stories.tsx' selects every story file, the paths the browser tests.
  browser: () => ({
    needs: ['chromium', 'build'],
    vitestArgs: ['--project', 'integration', '--project', 'storybook', '.stories.tsx', ...browserTestFiles()],
  }),
  changed: () => {
    // `-- --changed=HEAD~3` (or any ref) replaces the comparison with main.
    const since = extra.some((arg) => arg.startsWith('--changed')) ? [] : [changedSince() ? `--changed=${changedSince()}` : '--changed'];
    return {
      needs: integrationNeeds,
      vitestArgs: [
        '--project',
        'unit',
        '--project',
        'unit-app',
        '--project',
        'unit-ui',
        '--project',
        'integration',
        ...since,
        '--passWithNoTests',
      ],
    };
  },
};

if (!parts[part]) {
  console.error(`Usage: node scripts/test-part.mjs <${Object.keys(parts).join('|')}> [vitest arguments]`);
  process.exit(2);
}
const { needs, vitestArgs } = parts[part]();
await runTests({ needs, vitestArgs: [...vitestArgs, ...extra], reportName: `vitest-${part}-report.json` });
