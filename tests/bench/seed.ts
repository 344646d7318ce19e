// Seeding the demo catalogue: seed time, index build time per million parts and database size.
// By default 50,000 parts into a fresh PGlite folder (quick, what `npm start` does on a fresh clone);
// `--parts 2000000 --database-url postgres://…/ferrite_gen_2m` seeds a PostgreSQL database (created
// if missing, left in place for the search benchmark unless --drop). Prints figures; never fails on one.
//   npx tsx tests/bench/seed.ts [--parts 50000] [--seed 20250101] [--database-url URL] [--reset] [--drop]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { seedIfNeeded } from '../../packages/server/src/catalog/seed';

const argv = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const flag = (name: string) => argv.includes(`--${name}`);
const parts = Number(option('parts') ?? 50_000);
const seed = Number(option('seed') ?? 20250101);
const databaseUrl = option('database-url');

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : fs.statSync(full).size;
  }
  return total;
}

/** CREATE DATABASE for a PostgreSQL URL whose database does not exist yet. */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Database name ${name} must be lower-case letters, digits and _`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

async function dropDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

async function sizes(db: Database): Promise<string> {
  const { rows } = await db.query<{ db: string; parts: string; idx: string }>(
    `SELECT pg_database_size(current_database()) AS db, pg_table_size('parts') AS parts, pg_indexes_size('parts') AS idx`,
  );
  const r = rows[0]!;
  return `pg_database_size ${mb(Number(r.db))} (parts table ${mb(Number(r.parts))}, its indexes ${mb(Number(r.idx))})`;
}

async function run(db: Database, where: string): Promise<void> {
  await migrate(db);
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM parts');
  if ((rows[0]?.n ?? 0) > 0) {
    if (!flag('reset')) {
      console.log(
        `${where} already holds ${rows[0]!.n.toLocaleString('en-US')} parts: pass --reset to empty it first (the figures are for a bulk load into an empty table).`,
      );
      return;
    }
    await db.query('TRUNCATE parts CASCADE');
    await db.query("DELETE FROM catalog_meta WHERE key = 'demo-seed'");
  }
  console.log(`Seeding ${parts.toLocaleString('en-US')} parts (seed ${seed}) into ${where}; load average before: ${load()}`);
  let lastReport = 0;
  // seedIfNeeded also records the seed, as `npm run db:seed` does, so a server pointed here keeps it.
  const report = await seedIfNeeded(db, {
    parts,
    seed,
    onProgress: (written, total) => {
      if (written - lastReport >= 250_000 || written === total) {
        lastReport = written;
        console.log(`  ${written.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} parts`);
      }
    },
  });
  const loadAfter = load();
  console.log(`seed time: ${(report.ms / 1000).toFixed(1)} s (${Math.round(parts / (report.ms / 1000)).toLocaleString('en-US')} parts/s)`);
  console.log(
    `index build: ${(report.indexMs / 1000).toFixed(1)} s, ${(report.indexMs / 1000 / (parts / 1e6)).toFixed(1)} s per million parts`,
  );
  console.log(`database: ${await sizes(db)}`);
  console.log(`load average after: ${loadAfter} (${os.cpus().length} cores)`);
}

if (databaseUrl) {
  await ensureDatabase(databaseUrl);
  const db = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    await run(db, `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}`);
  } finally {
    await db.close();
  }
  if (flag('drop')) await dropDatabase(databaseUrl);
} else {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-seed-bench-'));
  try {
    const db = await openDatabase({ dataDir });
    try {
      await run(db, `PGlite ${dataDir}`);
    } finally {
      await db.close();
    }
    console.log(`PGlite data folder after closing: ${mb(folderBytes(dataDir))}`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
