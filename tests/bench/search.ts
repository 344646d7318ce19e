// Search speed: seeds a catalogue (50,000 parts on PGlite, 2,000,000 on PostgreSQL by default),
// starts the real server in its own process, and measures autocomplete, keyword search and a
// category listing with 3 facets with autocannon. Prints figures and the EXPLAIN (ANALYZE, BUFFERS)
// plan of every statement the hot API calls run; never fails on a number.
//   npx tsx tests/bench/search.ts [--pglite-parts 50000] [--postgres-parts 2000000] [--seconds 10]
// Against a catalogue that is already seeded (tests/bench/seed.ts --database-url …), and optionally
// a server that is already running on it:
//   npx tsx tests/bench/search.ts --database-url postgres://…/ferrite_gen_2m [--url http://127.0.0.1:8091] [--plans docs/explain-plans.md]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database, type Queryable } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { seedIfNeeded } from '../../packages/server/src/catalog/seed';
import { autocomplete, searchParts } from '../../packages/server/src/catalog/search-queries';
import { categoryListing } from '../../packages/server/src/catalog/listing-queries';
import type { CatalogCaches } from '../../packages/server/src/catalog/catalog-tree';
import { manufacturerNavigation } from '../../packages/server/src/catalog/navigation-queries';
import { createThrowawayDatabase } from '../support/postgres';
import { spawnServer } from '../support/process';
import { load, type LoadFigures } from './lib';

const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const arg = (name: string, fallback: number) => Number(option(name) ?? fallback);
const SECONDS = arg('seconds', 10);
const existingUrl = option('database-url');
const serverUrl = option('url');
const plansFile = option('plans');

const AUTOCOMPLETE_KEYWORDS = [
  'STM32F1',
  'STM32G0',
  'GRM188',
  'RC0603',
  'LM358',
  'TPS621',
  'BC847',
  'ERJ-3E',
  'CL10B',
  'ESP32',
  'ATMEGA',
  'NCP11',
  'SMBJ',
  'F103C8',
  'ABM8',
  'LM111',
  'TLV90',
  'OPA23',
  '1N414',
  'PMV65',
];
const SEARCH_KEYWORDS = [
  'STM32F103C8T6',
  'stm32f103-c8t6',
  'F103C8',
  'LM358DR',
  'GRM188R71C104KA01D',
  'RC0603FR-0710KL',
  'TPS62160',
  'BC847B,215',
  'capacitor 100nF',
  'ESP32-WROOM',
];

interface Listing {
  path: string;
  filters: string[];
  url: string;
}

/** The largest leaf category, filtered by its first three facets' most common values. */
async function facetedListing(db: Queryable): Promise<Listing> {
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
  return { path: leaf.path, filters: params.map((p) => `${p.key}:${p.value}`), url: `/category/${leaf.path}?${query}` };
}

/** Runs the server's own query functions once, recording every statement they send. */
async function hotStatements(db: Queryable, listing: Listing): Promise<{ label: string; sql: string; params: unknown[] }[]> {
  const recorded: { label: string; sql: string; params: unknown[] }[] = [];
  let label = '';
  const spy: Queryable = {
    query: (sql, params) => {
      recorded.push({ label, sql, params: params ?? [] });
      return db.query(sql, params);
    },
  };
  // No caching here: the facet counts are what a cold listing page (or a new filter combination) runs.
  const passThrough = { get: <T>(_key: string, _ttl: number, loadIt: () => Promise<T>) => loadIt(), invalidate: async () => {} };
  const noCache: CatalogCaches = { cache: passThrough, processCache: passThrough };
  label = 'autocomplete "STM32F1" (prefix)';
  await autocomplete(spy, 'STM32F1');
  label = 'autocomplete "F103C8" (prefix, then infix)';
  await autocomplete(spy, 'F103C8');
  label = 'autocomplete "ABM8" (a broad prefix: over 1,000 matches)';
  await autocomplete(spy, 'ABM8');
  label = 'keyword search "STM32F103C8T6"';
  await searchParts(spy, { keyword: 'STM32F103C8T6', page: 1, sort: 'relevance', inStock: false });
  label = 'keyword search "capacitor 100nF" (a value, then description words)';
  await searchParts(spy, { keyword: 'capacitor 100nF', page: 1, sort: 'relevance', inStock: false });
  label = 'manufacturer menu (the shell of every page; cached by the server)';
  await manufacturerNavigation(spy);
  label = `category listing ${listing.path} with 3 facets`;
  await categoryListing(spy, noCache, {
    path: listing.path,
    page: 1,
    sort: 'relevance',
    mfg: [],
    inStock: false,
    filters: listing.filters,
  });
  return recorded;
}

const inline = (sql: string) => sql.replace(/\s+/g, ' ').trim();

async function explainAll(db: Database, flavour: string, parts: number, listing: Listing): Promise<string> {
  const out: string[] = [`## ${flavour}, ${parts.toLocaleString('en-US')} parts`, '', `Listing: \`${listing.url}\`.`, ''];
  const statements = await hotStatements(db, listing);
  let previous = '';
  for (const { label, sql, params } of statements) {
    const started = performance.now();
    const { rows } = await db.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    const ms = performance.now() - started;
    if (label !== previous) out.push(`### ${label}`, '');
    previous = label;
    const shownParams = JSON.stringify(params, (_k, v: unknown) =>
      Array.isArray(v) && v.length > 12 ? [...v.slice(0, 12), `… ${v.length} in all`] : v,
    );
    out.push(
      `\`${inline(sql)}\``,
      '',
      `Parameters: \`${shownParams}\` — EXPLAIN ANALYZE round trip ${ms.toFixed(1)} ms, load ${os.loadavg()[0]!.toFixed(2)}`,
      '',
      '```',
      ...rows.map((r) => Object.values(r)[0]!),
      '```',
      '',
    );
  }
  const text = out.join('\n');
  console.log(`\n${text}`);
  return text;
}

interface Row extends LoadFigures {
  load: string;
}

async function measure(
  flavour: string,
  db: Database,
  env: Record<string, string>,
  seed: number | null,
): Promise<{ rows: Row[]; plans: string }> {
  if (seed !== null) {
    const seedStarted = performance.now();
    const report = await seedIfNeeded(db, {
      parts: seed,
      onProgress: (n, total) =>
        n % 200_000 === 0 && console.log(`  seeded ${n.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`),
    });
    console.log(
      `seed: ${report.skipped ? 'already seeded' : `${((performance.now() - seedStarted) / 1000).toFixed(1)} s, of which index build ${(report.indexMs / 1000).toFixed(1)} s (${(report.indexMs / 1000 / (seed / 1e6)).toFixed(1)} s per million parts)`}`,
    );
  }
  const { rows: counted } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM parts');
  const parts = counted[0]!.n;
  console.log(`\n### ${flavour}: ${parts.toLocaleString('en-US')} parts`);
  const size = await db.query<{ size: string }>('SELECT pg_size_pretty(pg_database_size(current_database())) AS size');
  console.log(`database size: ${size.rows[0]?.size}`);
  const listing = await facetedListing(db);
  const plans = await explainAll(db, flavour, parts, listing);
  if (db.kind === 'pglite') await db.close();
  const server = serverUrl ? null : await spawnServer(env, 600_000);
  const url = serverUrl ?? server!.url;
  try {
    const rows: Row[] = [];
    const run = async (label: string, paths: string[], connections: number) => {
      const figures = await load(label, url, paths, connections, SECONDS);
      rows.push({ ...figures, load: os.loadavg()[0]!.toFixed(2) });
    };
    // The search box's one call while typing: product suggestions, categories and makers.
    const autocompletePaths = AUTOCOMPLETE_KEYWORDS.map((k) => `/api/Search/Suggestions?keyword=${encodeURIComponent(k)}`);
    const search = SEARCH_KEYWORDS.map((k) => `/keywords/${encodeURIComponent(k)}`);
    // The pages may be answered from a whole-page cache; the API calls behind them always query.
    const searchApi = SEARCH_KEYWORDS.map((k) => `/api/product/Search?keyword=${encodeURIComponent(k)}`);
    const listingApi = `/api/category/Listing?path=${encodeURIComponent(listing.path)}&${listing.filters.map((f) => `f=${encodeURIComponent(f)}`).join('&')}`;
    await load('warm-up', url, [...autocompletePaths, ...search, ...searchApi, listing.url, listingApi], 4, 3);
    for (const connections of [1, 16]) await run(`${flavour} autocomplete`, autocompletePaths, connections);
    for (const connections of [1, 16]) await run(`${flavour} keyword-search page`, search, connections);
    for (const connections of [1, 16]) await run(`${flavour} keyword-search API`, searchApi, connections);
    for (const connections of [1, 16]) await run(`${flavour} category listing, 3 facets`, [listing.url], connections);
    for (const connections of [1, 16]) await run(`${flavour} category listing API, 3 facets`, [listingApi], connections);
    return { rows, plans };
  } finally {
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
}

const results: Row[] = [];
const plans: string[] = [];
const pgliteParts = arg('pglite-parts', existingUrl ? 0 : 50_000);
if (pgliteParts > 0) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-bench-'));
  const db = await openDatabase({ dataDir });
  await migrate(db);
  const measured = await measure('PGlite', db, { PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, pgliteParts);
  results.push(...measured.rows);
  plans.push(measured.plans);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (existingUrl) {
  // A catalogue seeded beforehand: measured as it is, never reseeded or dropped.
  const db = await openDatabase({ databaseUrl: existingUrl, dataDir: '' });
  try {
    const measured = await measure('PostgreSQL', db, { DATABASE_URL: existingUrl, LOG_LEVEL: 'silent' }, null);
    results.push(...measured.rows);
    plans.push(measured.plans);
  } finally {
    await db.close();
  }
} else {
  const postgresParts = arg('postgres-parts', 2_000_000);
  if (postgresParts > 0) {
    const throwaway = await createThrowawayDatabase('ferrite_bench');
    const db = await openDatabase({ databaseUrl: throwaway.url, dataDir: '' });
    try {
      await migrate(db);
      const measured = await measure('PostgreSQL', db, { DATABASE_URL: throwaway.url, LOG_LEVEL: 'silent' }, postgresParts);
      results.push(...measured.rows);
      plans.push(measured.plans);
    } finally {
      await db.close();
      await throwaway.drop();
    }
  }
}
console.log(
  `\n### Search load (autocannon, ${serverUrl ? `server at ${serverUrl}` : 'real server in its own process'}; p95 from every response time, p97.5 and p99 autocannon's)`,
);
console.log('| what | conns | requests | req/s | p50 ms | p95 ms | p97.5 ms | p99 ms | errors | non-2xx | load avg (1 min) |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results)
  console.log(
    `| ${r.label} | ${r.connections} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p97_5} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.load} |`,
  );
if (plansFile) {
  fs.writeFileSync(
    plansFile,
    `# EXPLAIN plans of the hot catalogue queries\n\nWritten by \`tests/bench/search.ts --plans\`: every statement that autocomplete, the keyword-search page and a category listing with three facets send, with EXPLAIN (ANALYZE, BUFFERS).\n\n${plans.join('\n')}`,
  );
  console.log(`\nPlans written to ${plansFile}`);
}
