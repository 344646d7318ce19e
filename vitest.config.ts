import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

/** The UI kit's component tests: project `unit-ui`. */
const UI_KIT_TESTS = 'packages/ui/src/**/*.test.{ts,tsx}';
/** Packages whose modules keep caches between calls: project `unit-app`, a fresh module graph per file. */
const APP_TESTS = ['packages/storefront-app/src/**/*.test.{ts,tsx}', 'packages/calculators/src/**/*.test.{ts,tsx}'];

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// One config, several projects: `unit`, `unit-app` and `unit-ui` (fast, per package), `integration` (real Express, real
// databases, real Chromium) and `storybook` (every story rendered in Chromium).
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    projects: [
      {
        // The server, contract, tokens and demo-catalog tests: pure functions and per-test instances,
        // no module state, so one module graph per worker (isolate: false). Isolated, every file
        // started its own worker and imported its graph afresh: 33 s of CPU for these 57 files
        // against 18 s shared. Worker threads (pool 'threads') start cheaper than forked processes.
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}'],
          exclude: [UI_KIT_TESTS, ...APP_TESTS],
          environment: 'node',
          pool: 'threads',
          isolate: false,
          // Unit files share the machine with Chromium and the integration servers in one run: the
          // generator tests' 50,000-part setup passed 10 s on a loaded 2-core machine.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The storefront and calculators keep module-level caches (translators, loaded calculators,
        // search history), so each of their files gets a fresh module graph.
        extends: true,
        test: {
          name: 'unit-app',
          include: APP_TESTS,
          // Node unless a file asks for jsdom (`// @vitest-environment jsdom`): a jsdom environment
          // costs each file seconds, wasted on the many that never touch a DOM.
          environment: 'node',
          pool: 'threads',
          // Shares the machine with Chromium and the integration servers in `npm test`: a keyboard
          // walk through the mega-menu took 5.7 s of a 2-core CI box's time, not its own.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The UI kit's component tests, in one jsdom per worker instead of one per file (isolate:
        // false): a fresh jsdom cost each file more than its tests. Safe because the kit keeps no
        // module state between renders and every file unmounts what it rendered (cleanup); the
        // storefront and calculators keep module-level caches, so their files stay isolated.
        extends: true,
        test: {
          name: 'unit-ui',
          include: [UI_KIT_TESTS],
          environment: 'jsdom',
          pool: 'threads',
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          // One seeded database per kind and size for the whole run, copied by each test store.
          globalSetup: ['tests/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        // Every story of .storybook/main.ts rendered in headless Chromium, with its play function
        // and an axe-core check (addon-a11y, parameters.a11y.test = 'error').
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
