// Search speed: seeds a catalogue (50,000 parts on PGlite, 2,000,000 on PostgreSQL by default),
// starts the real server in its own process, and measures autocomplete, keyword search and a
// category listing with 3 facets with autocannon. Prints figures; never fails on a number.
//   npx tsx tests/bench/search.ts [--pglite-parts 50000] [--postgres-parts 2000000] [--seconds 10]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { seedIfNeeded } from '../../packages/server/src/catalog/seed';
import { createThrowawayDatabase } from '../support/postgres';
import { spawnServer } from '../support/process';
import { load, printTable, type LoadFigures } from './lib';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 10);

const AUTOCOMPLETE_KEYWORDS = ['STM32F1', 'STM32G0', 'GRM188', 'RC0603', 'LM358', 'TPS621', 'BC847', 'ERJ-3E', 'CL10B', 'ESP32', 'ATMEGA', 'NCP11', 'SMBJ', 'F103C8', 'ABM8', 'LM111', 'TLV90', 'OPA23', '1N414', 'PMV65'];
const SEARCH_KEYWORDS = ['STM32F103C8T6', 'stm32f103-c8t6', 'F103C8', 'LM358DR', 'GRM188R71C104KA01D', 'RC0603FR-0710KL', 'TPS62160', 'BC847B,215', 'capacitor 100nF', 'ESP32-WROOM'];

async function explain(db: Database, label: string, sql: string, params: unknown[]) {
  const { rows } = await db.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
  console.log(`\n#### EXPLAIN ${label}\n\`\`\`\n${rows.map((r) => Object.values(r)[0]).join('\n')}\n\`\`\``);
}

async function facetedListing(db: Database): Promise<string> {
  // The largest leaf category, filtered by its first three facets' most common values.
  const { rows } = await db.query<{ path: string; category_id: number }>(
    `SELECT c.path, p.category_id FROM parts p JOIN categories c ON c.id = p.category_id GROUP BY c.path, p.category_id ORDER BY count(*) DESC LIMIT 1`,
  );
  const leaf = rows[0]!;
  const { rows: params } = await db.query<{ key: string; value: string }>(
    `SELECT DISTINCT ON (key) key, value FROM (
       SELECT kv.key, kv.value, count(*) AS n FROM parts p CROSS JOIN LATERAL jsonb_each_text(p.parameters) kv
       WHERE p.category_id = $1 GROUP BY kv.key, kv.value) s ORDER BY key, n DESC LIMIT 3`,
    [leaf.category_id],
  );
  const query = params.map((p) => `f.${encodeURIComponent(p.key)}=${encodeURIComponent(p.value)}`).join('&');
  return `/category/${leaf.path}?${query}`;
}

async function measure(flavour: string, parts: number, env: Record<string, string>, db: Database): Promise<LoadFigures[]> {
  console.log(`\n### ${flavour}: ${parts.toLocaleString('en-US')} parts`);
  const seedStarted = performance.now();
  const report = await seedIfNeeded(db, { parts, onProgress: (n, total) => n % 200_000 === 0 && console.log(`  seeded ${n.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`) });
  console.log(`seed: ${report.skipped ? 'already seeded' : `${((performance.now() - seedStarted) / 1000).toFixed(1)} s, of which index build ${(report.indexMs / 1000).toFixed(1)} s (${(report.indexMs / 1000 / (parts / 1e6)).toFixed(1)} s per million parts)`}`);
  const size = await db.query<{ size: string }>('SELECT pg_size_pretty(pg_database_size(current_database())) AS size');
  console.log(`database size: ${size.rows[0]?.size}`);
  const listing = await facetedListing(db);
  await explain(db, 'autocomplete prefix', "SELECT p.mpn, m.name FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id WHERE p.mpn_key LIKE $1 ORDER BY p.mpn_key, p.popularity DESC LIMIT 10", ['STM32F1%']);
  await explain(db, 'autocomplete infix', "SELECT p.mpn FROM parts p WHERE p.mpn_key LIKE $1 AND p.mpn_key NOT LIKE $2 LIMIT 10", ['%F103C8%', 'F103C8%']);
  await explain(db, 'search exact', 'SELECT id FROM parts WHERE mpn_key = $1 OR base_key = $1 LIMIT 100', ['STM32F103C8T6']);
  await explain(db, 'search description', "SELECT id FROM parts, plainto_tsquery('simple', $1) q WHERE to_tsvector('simple', description) @@ q LIMIT 1000", ['capacitor 100nF']);
  if (db.kind === 'pglite') await db.close();
  const server = await spawnServer(env, 600_000);
  try {
    const rows: LoadFigures[] = [];
    const autocomplete = AUTOCOMPLETE_KEYWORDS.map((k) => `/api/Product/Autocomplete?keyword=${encodeURIComponent(k)}`);
    const search = SEARCH_KEYWORDS.map((k) => `/keywords/${encodeURIComponent(k)}`);
    await load('warm-up', server.url, [...autocomplete, ...search, listing], 4, 3);
    for (const connections of [1, 16]) rows.push(await load(`${flavour} autocomplete`, server.url, autocomplete, connections, SECONDS));
    for (const connections of [1, 16]) rows.push(await load(`${flavour} keyword-search page`, server.url, search, connections, SECONDS));
    for (const connections of [1, 16]) rows.push(await load(`${flavour} category listing, 3 facets`, server.url, [listing], connections, SECONDS));
    return rows;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

const results: LoadFigures[] = [];
const pgliteParts = arg('pglite-parts', 50_000);
if (pgliteParts > 0) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-bench-'));
  const db = await openDatabase({ dataDir });
  await migrate(db);
  results.push(...(await measure('PGlite', pgliteParts, { PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, db)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const postgresParts = arg('postgres-parts', 2_000_000);
if (postgresParts > 0) {
  const throwaway = await createThrowawayDatabase('ferrite_bench');
  const db = await openDatabase({ databaseUrl: throwaway.url, dataDir: '' });
  try {
    await migrate(db);
    results.push(...(await measure('PostgreSQL', postgresParts, { DATABASE_URL: throwaway.url, LOG_LEVEL: 'silent' }, db)));
  } finally {
    await db.close();
    await throwaway.drop();
  }
}
console.log('\n### Search load (autocannon, real server in its own process)');
printTable(results);
