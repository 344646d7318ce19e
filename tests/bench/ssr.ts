// Server-side rendering speed, all in one run (issue 10): autocannon against the real server
// (its own processes, PostgreSQL, 2 worker processes by default) for the home, category
// listing, product and search pages at 1, 16 and 64 connections; p99 at a steady request
// rate; a bare React renderToString of the same product page as the baseline; and PGlite vs
// PostgreSQL on the product page (1 process each: a PGlite folder can be open in one process).
// The steady rate is an open-loop load (requests sent evenly, latency counted from when each was
// due); autocannon's overallRate sends each second's requests in one burst, which measured the
// queue of that burst rather than a steady 500 requests per second.
// Each is measured as deployed (rendered pages cached for PAGE_CACHE_TTL_MS) and with the page
// cache off, where every request runs the loaders and React: the targets on rendering speed (bare
// React ratio, PGlite ratio) are judged on the latter.
// The client is a returning anonymous visitor: it carries the anonymous-id and cookie-notice
// cookies and accepts compressed answers, as a browser does. Prints figures; never fails on a number.
//   npx tsx tests/bench/ssr.ts [--seconds 5] [--parts 20000] [--workers 2] [--rate 500] [--no-compression] [--no-pglite]
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { openDatabase, type Database } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { seedIfNeeded } from '../../packages/server/src/catalog/seed';
import { categoryUrl, keywordUrl, productUrl } from '@ferrite/contract/urls';
import type { PagePayload } from '../../packages/storefront-app/src/payload';
import { createThrowawayDatabase } from '../support/postgres';
import { repoRoot, spawnServer, type ServerProcess } from '../support/process';
import { load, printTable, steadyLoad, type LoadFigures, type LoadOptions } from './lib';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 5);
const PARTS = arg('parts', 20_000);
const WORKERS = arg('workers', 2);
const RATE = arg('rate', 500);
const COMPRESSION = !argv.includes('--no-compression');
const PGLITE = !argv.includes('--no-pglite');

const hex = () => crypto.randomBytes(16).toString('hex');
const NO_PAGE_CACHE = { PAGE_CACHE_TTL_MS: '0' };
const HEADERS: Record<string, string> = {
  cookie: `_policy=1; tid=${hex()}; cid=${hex()}; uid=${hex()}; sid=${hex()}`,
  // What Chromium sends; the server answers pages in brotli.
  ...(COMPRESSION ? { 'accept-encoding': 'gzip, deflate, br, zstd' } : {}),
};

interface PageSet {
  home: string[];
  listing: string[];
  product: string[];
  search: string[];
}

/** Real URLs from the seeded catalogue: the biggest leaf categories, popular parts, part-number searches. */
async function pagesOf(db: Database): Promise<PageSet> {
  const leaves = await db.query<{ path: string }>(
    `SELECT c.path FROM parts p JOIN categories c ON c.id = p.category_id GROUP BY c.path ORDER BY count(*) DESC LIMIT 5`,
  );
  const parts = await db.query<{ mpn: string }>('SELECT mpn FROM parts ORDER BY popularity DESC, id LIMIT 40');
  return {
    home: ['/'],
    listing: leaves.rows.map((row) => categoryUrl(row.path)),
    product: parts.rows.map((row) => productUrl(row.mpn)),
    search: parts.rows.slice(0, 20).map((row) => keywordUrl(row.mpn.slice(0, 6))),
  };
}

/**
 * CPU time (user + system) of a process and all its descendants (the cluster's workers), in ms,
 * from Linux's /proc. Unlike requests per second it hardly depends on what else the machine runs.
 */
function cpuMs(pid: number): number {
  let total = 0;
  const visit = (id: number) => {
    try {
      const stat = fs.readFileSync(`/proc/${id}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
      for (const task of fs.readdirSync(`/proc/${id}/task`)) {
        for (const child of fs.readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean))
          visit(Number(child));
      }
    } catch {
      // The process ended meanwhile, or this is not Linux: it counts as nothing.
    }
  };
  visit(pid);
  return total;
}

const cpuRows: string[] = [];
/** A load run, plus the server's CPU time per answered request. */
async function withCpu<T extends LoadFigures>(server: ServerProcess, run: () => Promise<T>): Promise<T> {
  const before = cpuMs(server.child.pid!);
  const figures = await run();
  const perRequest = (cpuMs(server.child.pid!) - before) / Math.max(1, figures.requests);
  cpuRows.push(
    `| ${figures.label} | ${figures.connections} | ${perRequest.toFixed(2)} | ${Math.round((os.cpus().length * 1000) / perRequest)} |`,
  );
  return figures;
}
const measured = (server: ServerProcess, label: string, urls: string[], connections: number, seconds: number, options: LoadOptions = {}) =>
  withCpu(server, () => load(label, server.url, urls, connections, seconds, { headers: HEADERS, ...options }));
/**
 * The product pages at a steady RATE (open loop, see steadyLoad: autocannon's overallRate would
 * send each second's requests in one burst), with how late the generator itself was.
 */
async function steady(server: ServerProcess, label: string, urls: string[]): Promise<LoadFigures> {
  const figures = await withCpu(server, () => steadyLoad(label, server.url, urls, RATE, SECONDS * 2, { headers: HEADERS }));
  console.log(
    `${label}: p99 ${figures.p99} ms; the load generator sent its requests up to ${figures.sendLagP99} ms late (p99); load average ${os.loadavg()[0]!.toFixed(2)}`,
  );
  return figures;
}

async function withServer<T>(label: string, env: Record<string, string>, fn: (server: ServerProcess) => Promise<T>): Promise<T> {
  const server = await spawnServer({ LOG_LEVEL: 'warn', ...env }, 120_000);
  console.log(`\n${label}: ${server.url}`);
  try {
    return await fn(server);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    const problems = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"level":50') || line.includes('"level":40'));
    if (problems.length > 0) console.log(`server warnings and errors (${problems.length}), the first: ${problems.slice(0, 3).join('\n')}`);
  }
}

async function get(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url, { headers: { cookie: HEADERS.cookie! }, redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}

/** Every benchmarked URL answers 200 before it is measured, so the figures are not of error pages. */
async function checkPages(base: string, pages: PageSet): Promise<void> {
  for (const url of Object.values(pages).flat()) {
    const { status } = await get(base + url);
    if (status !== 200) throw new Error(`${url} answered ${status}; the benchmark needs pages that render`);
  }
}

function payloadOf(html: string): PagePayload {
  const match = /<script[^>]*id="__ferrite_data"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('the product page has no payload script');
  return JSON.parse(match[1]!) as PagePayload;
}

/** Builds tests/bench/ssr-baseline/entry.ts as the storefront's server bundle is built. */
async function buildBaseline(): Promise<typeof import('./ssr-baseline/entry')> {
  const outDir = path.join(repoRoot, 'node_modules/.cache/ferrite-bench-baseline');
  const appRoot = path.join(repoRoot, 'packages/storefront-app');
  await build({
    configFile: path.join(appRoot, 'vite.config.ts'),
    root: appRoot,
    logLevel: 'warn',
    build: {
      ssr: path.join(repoRoot, 'tests/bench/ssr-baseline/entry.ts'),
      outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  return (await import(pathToFileURL(path.join(outDir, 'entry.js')).href)) as typeof import('./ssr-baseline/entry');
}

interface Baseline {
  rendersPerSecond: number;
  p50: number;
  p99: number;
  htmlBytes: number;
}

async function measureBaseline(renderOnce: () => string, seconds: number): Promise<Baseline> {
  for (let i = 0; i < 200; i++) renderOnce();
  const times: number[] = [];
  let htmlBytes = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    htmlBytes = renderOnce().length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const total = times.reduce((sum, t) => sum + t, 0);
  return {
    rendersPerSecond: Math.round(times.length / (total / 1000)),
    p50: Math.round(times[Math.floor(times.length * 0.5)]! * 100) / 100,
    p99: Math.round(times[Math.floor(times.length * 0.99)]! * 100) / 100,
    htmlBytes,
  };
}

// React picks its development build unless NODE_ENV says production (checks and warnings, about
// three times slower): the baseline renders with the build the server uses.
process.env.NODE_ENV = 'production';
const load1 = os.loadavg()[0]!.toFixed(2);
console.log(
  `SSR benchmark: ${PARTS.toLocaleString('en-US')} parts, ${SECONDS} s per run, ${WORKERS} worker processes, compression ${COMPRESSION ? 'on' : 'off'}; load average before start ${load1}`,
);
const { root, run } = (await import(pathToFileURL(path.join(repoRoot, 'scripts/lib.mjs')).href)) as {
  root: string;
  run: (c: string, a: string[]) => Promise<void>;
};
await run(process.execPath, [path.join(root, 'scripts/build.mjs')]);
const baselineModule = await buildBaseline();

const throwaway = await createThrowawayDatabase('ferrite_bench');
const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-bench-pglite-'));
const rows: LoadFigures[] = [];
const summary: string[] = [];
try {
  const pgDb = await openDatabase({ databaseUrl: throwaway.url, dataDir: '' });
  let pages: PageSet;
  try {
    await migrate(pgDb);
    const seeded = performance.now();
    await seedIfNeeded(pgDb, { parts: PARTS });
    console.log(`PostgreSQL seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    pages = await pagesOf(pgDb);
  } finally {
    await pgDb.close();
  }
  const postgresEnv = { DATABASE_URL: throwaway.url };

  let productPayload: PagePayload | undefined;
  let productHtmlBytes = 0;
  const best = (label: string) => Math.max(...rows.filter((r) => r.label.startsWith(label)).map((r) => r.rps));
  await withServer(`PostgreSQL, ${WORKERS} worker processes`, { ...postgresEnv, WEB_CONCURRENCY: String(WORKERS) }, async (server) => {
    await checkPages(server.url, pages);
    const product = await get(server.url + pages.product[0]!);
    productPayload = payloadOf(product.body);
    productHtmlBytes = product.body.length;
    await load('warm-up', server.url, Object.values(pages).flat(), 8, 3, { headers: HEADERS });
    for (const [name, urls] of Object.entries(pages) as [keyof PageSet, string[]][]) {
      for (const connections of [1, 16, 64]) rows.push(await measured(server, `${name} (${WORKERS} workers)`, urls, connections, SECONDS));
    }
    const atRate = await steady(server, `product at ${RATE} req/s (${WORKERS} workers)`, pages.product);
    rows.push(atRate);
    summary.push(`| product page, ${WORKERS} worker processes, best of 1/16/64 connections | ${best('product (')} req/s | ≥ 1,000 req/s |`);
    summary.push(
      `| p99 at a steady ${RATE} req/s (product, ${WORKERS} workers) | ${atRate.p99} ms (${atRate.rps} req/s reached, ${atRate.errors + atRate.non2xx} errors/non-2xx) | ≤ 50 ms |`,
    );
  });
  // The same without the rendered-page cache: every request runs loaders and React (the worst case,
  // a catalogue too large for the cache to hold the pages asked for).
  await withServer(
    `PostgreSQL, ${WORKERS} worker processes, page cache off`,
    { ...postgresEnv, WEB_CONCURRENCY: String(WORKERS), ...NO_PAGE_CACHE },
    async (server) => {
      await load('warm-up', server.url, pages.product, 8, 2, { headers: HEADERS });
      for (const connections of [16, 64])
        rows.push(await measured(server, `product, no page cache (${WORKERS} workers)`, pages.product, connections, SECONDS));
      const atRate = await steady(server, `product at ${RATE} req/s, no page cache (${WORKERS} workers)`, pages.product);
      rows.push(atRate);
      summary.push(
        `| product page without the page cache, ${WORKERS} workers, best of 16/64 | ${best('product, no page cache (')} req/s | (≥ 1,000 req/s) |`,
      );
      summary.push(`| p99 at a steady ${RATE} req/s without the page cache | ${atRate.p99} ms (${atRate.rps} req/s reached) | (≤ 50 ms) |`);
    },
  );

  // One process each below: the app against the baseline (one thread), and PGlite against PostgreSQL.
  const single: Record<string, LoadFigures> = {};
  const measureSingle = async (key: string, label: string, env: Record<string, string>) => {
    await withServer(label, env, async (server) => {
      await load('warm-up', server.url, pages.product, 8, 2, { headers: HEADERS });
      single[key] = await measured(server, `product (${label})`, pages.product, 16, SECONDS);
      rows.push(single[key]!);
    });
  };
  await measureSingle('postgres', 'PostgreSQL, 1 process', postgresEnv);
  await measureSingle('postgresRender', 'PostgreSQL, 1 process, page cache off', { ...postgresEnv, ...NO_PAGE_CACHE });
  if (PGLITE) {
    const pgliteDb = await openDatabase({ dataDir: pgliteDir });
    try {
      await migrate(pgliteDb);
      const seeded = performance.now();
      await seedIfNeeded(pgliteDb, { parts: PARTS });
      console.log(`PGlite seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    } finally {
      await pgliteDb.close();
    }
    await measureSingle('pglite', 'PGlite, 1 process', { PGLITE_DATA_DIR: pgliteDir });
    await measureSingle('pgliteRender', 'PGlite, 1 process, page cache off', { PGLITE_DATA_DIR: pgliteDir, ...NO_PAGE_CACHE });
  }

  const renderOnce = await baselineModule.prepareBaseline({
    url: `http://localhost${pages.product[0]}`,
    payload: productPayload!,
    site: productPayload!.state.business.site,
    nonce: crypto.randomBytes(16).toString('base64'),
  });
  const baseline = await measureBaseline(renderOnce, SECONDS);
  console.log(
    `\nBare React renderToString of the product page (1 thread): ${baseline.rendersPerSecond} renders/s, p50 ${baseline.p50} ms, p99 ${baseline.p99} ms, ` +
      `${baseline.htmlBytes.toLocaleString('en-US')} characters of markup (the whole app page: ${productHtmlBytes.toLocaleString('en-US')} characters with head and payload)`,
  );
  const ratio = (app: LoadFigures) =>
    `${(app.rps / baseline.rendersPerSecond).toFixed(2)}× (${app.rps} req/s vs ${baseline.rendersPerSecond} renders/s)`;
  summary.push(
    `| app / bare React, product, 1 process at 16 connections vs 1 thread, page cache off | ${ratio(single.postgresRender!)} | ≥ 0.75× |`,
  );
  summary.push(`| app / bare React, the same with the page cache | ${ratio(single.postgres!)} | (≥ 0.75×) |`);
  if (single.pglite && single.pgliteRender) {
    const vs = (a: LoadFigures, b: LoadFigures) => `${(a.rps / b.rps).toFixed(2)}× (${a.rps} vs ${b.rps} req/s)`;
    summary.push(
      `| PGlite / PostgreSQL, product, 1 process each, 16 connections, page cache off | ${vs(single.pgliteRender, single.postgresRender!)} | ≥ 0.7× |`,
    );
    summary.push(`| PGlite / PostgreSQL, the same with the page cache | ${vs(single.pglite, single.postgres!)} | (≥ 0.7×) |`);
  }
} finally {
  await throwaway.drop();
  fs.rmSync(pgliteDir, { recursive: true, force: true });
}

console.log('\n### SSR load (autocannon; real server in its own processes)');
printTable(rows);
console.log('\n### Server CPU time per request (all its processes; hardly affected by other load on the machine)');
console.log('| what | conns | CPU ms per request | req/s that 2 cores could serve at that cost |');
console.log('| --- | ---: | ---: | ---: |');
for (const line of cpuRows) console.log(line);
console.log(
  `\n### SSR against the targets (load average now ${os.loadavg()[0]!.toFixed(2)}, before start ${load1}; ${os.cpus().length} cores)`,
);
console.log('| what | measured | target |');
console.log('| --- | --- | --- |');
for (const line of summary) console.log(line);
