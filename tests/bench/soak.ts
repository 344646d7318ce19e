// Soak run (issue 10, `npm run bench:soak`, not part of `npm run bench` or the tests): measures the
// server's maximum load for a few seconds, then holds half of it for 30 minutes (or --minutes N)
// over a mix of pages and API reads, and prints the error rate, the server process's memory growth
// (RSS at the start of the hold vs the end) and p99 drift (first vs last window of up to 5 minutes).
// Prints figures against the targets; never fails on a number.
//   npm run bench:soak -- [--minutes 30] [--db postgres|pglite] [--parts 20000]
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { seedIfNeeded } from '../../packages/server/src/catalog/seed';
import { categoryUrl, keywordUrl, productUrl } from '@ferrite/contract/urls';
import { createThrowawayDatabase } from '../support/postgres';
import { spawnServer } from '../support/process';
import { load, printTable, type LoadFigures } from './lib';

const USAGE = 'Usage: npm run bench:soak -- [--minutes 30] [--db postgres|pglite] [--parts 20000]';

function options() {
  const argv = process.argv.slice(2);
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i]!;
    if (!['--minutes', '--db', '--parts'].includes(name) || argv[i + 1] === undefined)
      throw new Error(`Unknown or incomplete option "${name}".\n${USAGE}`);
    values[name.slice(2)] = argv[i + 1]!;
  }
  const minutes = Number(values.minutes ?? 30);
  if (!(minutes >= 1 && minutes <= 24 * 60))
    throw new Error(`--minutes must be a number from 1 to 1440, got "${values.minutes}".\n${USAGE}`);
  const db = values.db ?? 'postgres';
  if (db !== 'postgres' && db !== 'pglite') throw new Error(`--db must be postgres or pglite, got "${db}".\n${USAGE}`);
  const parts = Number(values.parts ?? 20_000);
  if (!Number.isInteger(parts) || parts < 500)
    throw new Error(`--parts must be a whole number of at least 500, got "${values.parts}".\n${USAGE}`);
  return { minutes, db, parts };
}

const hex = () => crypto.randomBytes(16).toString('hex');
// A returning anonymous visitor, as a browser would be.
const HEADERS = { cookie: `_policy=1; tid=${hex()}; cid=${hex()}; uid=${hex()}; sid=${hex()}`, 'accept-encoding': 'gzip' };

/** Pages and API reads of the seeded catalogue, in the proportions of a browsing visitor. */
async function pathsOf(db: Database): Promise<string[]> {
  const leaves = await db.query<{ path: string }>(
    `SELECT c.path FROM parts p JOIN categories c ON c.id = p.category_id GROUP BY c.path ORDER BY count(*) DESC LIMIT 5`,
  );
  const parts = await db.query<{ mpn: string }>('SELECT mpn FROM parts ORDER BY popularity DESC, id LIMIT 30');
  const mpns = parts.rows.map((row) => row.mpn);
  return [
    '/',
    ...leaves.rows.map((row) => categoryUrl(row.path)),
    ...mpns.slice(0, 10).map((mpn) => productUrl(mpn)),
    ...mpns.slice(10, 14).map((mpn) => keywordUrl(mpn.slice(0, 6))),
    ...mpns.slice(14, 24).map((mpn) => `/api/product/Detail?partNo=${encodeURIComponent(mpn)}`),
    ...mpns.slice(24, 28).map((mpn) => `/api/product/Search?keyword=${encodeURIComponent(mpn.slice(0, 5))}`),
    '/api/category/Navigation',
    '/api/Home/GetHomeData',
  ];
}

/** Resident memory of a process, in MiB (Linux). */
function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

const pct = (value: number) => `${(value * 100).toFixed(value < 0.001 ? 4 : 2)} %`;

async function main() {
  const { minutes, db: flavour, parts } = options();
  const load1 = os.loadavg()[0]!.toFixed(2);
  console.log(
    `Soak: ${minutes} min, ${flavour}, ${parts.toLocaleString('en-US')} parts; ${os.cpus().length} CPUs, load average ${load1} at start.`,
  );

  // The database, seeded once, then closed so the server process is its only user.
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let db: Database;
  if (flavour === 'postgres') {
    const throwaway = await createThrowawayDatabase('ferrite_soak');
    db = await openDatabase({ databaseUrl: throwaway.url, dataDir: '' });
    env = { DATABASE_URL: throwaway.url };
    cleanup = throwaway.drop;
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-soak-'));
    db = await openDatabase({ dataDir });
    env = { PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' };
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
  await migrate(db);
  await seedIfNeeded(db, { parts });
  const paths = await pathsOf(db);
  await db.close();

  // One server process (no cluster), so its RSS is the whole server's.
  const server = await spawnServer({ ...env, LOG_LEVEL: 'warn', WEB_CONCURRENCY: '1' }, 180_000);
  const pid = server.child.pid!;
  try {
    for (const p of paths) {
      const response = await fetch(`${server.url}${p}`, { headers: HEADERS, redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${p} answered ${response.status}; the soak measures working pages only.`);
    }

    // Maximum: as fast as 32 connections go, after a short warm-up.
    await load('warm-up', server.url, paths, 16, 3, { headers: HEADERS });
    const max = await load('maximum', server.url, paths, 32, 8, { headers: HEADERS });
    const rate = Math.max(1, Math.floor(max.rps / 2));
    console.log(`\nMaximum ${max.rps} req/s (p99 ${max.p99} ms); holding ${rate} req/s for ${minutes} min.`);

    // The hold, as consecutive runs: a first and a last window for p99 drift, the middle in slices.
    const total = minutes * 60;
    const window = Math.min(300, Math.floor(total / 3));
    const middle = total - 2 * window;
    const slices = [
      window,
      ...Array.from({ length: Math.ceil(middle / 300) }, (_, i) => Math.min(300, middle - i * 300)).filter((s) => s > 0),
      window,
    ];
    const rssStart = rssMiB(pid);
    const rows: LoadFigures[] = [];
    const rssAfter: number[] = [];
    let elapsed = 0;
    for (const [i, seconds] of slices.entries()) {
      const label =
        i === 0
          ? `first ${seconds / 60} min`
          : i === slices.length - 1
            ? `last ${seconds / 60} min`
            : `min ${elapsed / 60}–${(elapsed + seconds) / 60}`;
      const figures = await load(label, server.url, paths, 16, seconds, { headers: HEADERS, overallRate: rate });
      elapsed += seconds;
      rows.push(figures);
      rssAfter.push(rssMiB(pid));
      console.log(
        `  ${label}: ${figures.requests} requests, p99 ${figures.p99} ms, errors ${figures.errors + figures.non2xx}, RSS ${rssAfter.at(-1)} MiB`,
      );
    }
    const rssEnd = rssAfter.at(-1)!;

    const requests = rows.reduce((sum, r) => sum + r.requests, 0);
    const failures = rows.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
    const errorRate = requests > 0 ? failures / requests : 1;
    const growth = (rssEnd - rssStart) / rssStart;
    const firstP99 = rows[0]!.p99;
    const lastP99 = rows.at(-1)!.p99;
    const drift = (lastP99 - firstP99) / firstP99;

    console.log('');
    printTable([max, ...rows]);
    console.log('');
    console.log('| figure | measured | target |');
    console.log('| --- | ---: | ---: |');
    console.log(`| error rate | ${pct(errorRate)} (${failures} of ${requests}) | < 0.01 % |`);
    console.log(`| memory growth (RSS) | ${growth >= 0 ? '+' : ''}${pct(growth)} (${rssStart} → ${rssEnd} MiB) | ≤ 10 % |`);
    console.log(`| p99 drift | ${drift >= 0 ? '+' : ''}${pct(drift)} (${firstP99} → ${lastP99} ms) | ≤ 20 % |`);
    console.log(`| held rate | ${Math.round(requests / total)} req/s (half of ${max.rps}) | |`);
    console.log(
      `\nLoad average at the end: ${os.loadavg()[0]!.toFixed(2)} (${os.cpus().length} CPUs; other work on the machine shifts these figures).`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
