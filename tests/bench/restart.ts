// How long the server process takes to start on PGlite: the first start, which seeds, and a
// restart on the same data, which must not seed again (target: under 60 s on a loaded machine).
// Counted from spawning `packages/server/src/main.ts` to the first /api/health answer.
// Prints figures; never fails on a number.
//   npx tsx tests/bench/restart.ts [--parts 600] [--runs 3]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnServer } from '../support/process';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PARTS = arg('parts', 600);
const RUNS = arg('runs', 3);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-bench-restart-'));
const start = async (): Promise<{ ms: number; seeded: boolean }> => {
  const started = performance.now();
  const server = await spawnServer({ PGLITE_DATA_DIR: dataDir, FERRITE_AUTO_SEED: '1', SEED_PARTS: String(PARTS) });
  const health = (await (await fetch(`${server.url}/api/health`)).json()) as { data: { database: { seeded: boolean } } };
  const ms = performance.now() - started;
  server.child.kill('SIGTERM');
  const code = await server.exited;
  if (code !== 0) throw new Error(`the server exited with ${code}:\n${server.output()}`);
  return { ms, seeded: health.data.database.seeded };
};
try {
  console.log(`| start (PGlite, ${PARTS} parts) | ms | seeded |`);
  console.log('| --- | ---: | --- |');
  const first = await start();
  console.log(`| first, seeding | ${first.ms.toFixed(0)} | ${first.seeded} |`);
  for (let run = 1; run <= RUNS; run++) {
    const again = await start();
    console.log(`| restart ${run} on the same data | ${again.ms.toFixed(0)} | ${again.seeded} |`);
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
