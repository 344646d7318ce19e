// `npm start`: build if needed, migrate, seed the demo catalogue if needed, serve on PORT (8070).
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

if (!fs.existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
  console.log('Installing dependencies (npm ci)…');
  await run('npm', ['ci', '--no-audit', '--no-fund']);
}
await run('node', ['scripts/build.mjs']);
await run(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  // A demonstration: production mode for speed, but mail may stay in the outbox (no SMTP_URL needed).
  env: {
    ...process.env,
    FERRITE_AUTO_SEED: process.env.FERRITE_AUTO_SEED ?? '1',
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    FERRITE_DEMO: process.env.FERRITE_DEMO ?? '1',
  },
}).catch(() => process.exit(1));
