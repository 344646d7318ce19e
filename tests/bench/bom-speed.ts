// A 3,000-line BOM made of the real-BOM corpus's lines (tests/fixtures/boms, each file as the tool
// reads it, repeated with fresh designators) through the real API on PGlite over the demo catalogue:
// reading + matching (POST /api/bom/Upload) and pricing (GET /api/bom/Detail). Prints the process's
// CPU time over both (process.cpuUsage: the server shares the process, so this includes the client's
// requests and the other visitors' below), the wall time, and what other visitors felt meanwhile:
// two streams of requests, each sent 50 ms after the previous answer, a health check (one tiny
// statement) and a part-number search (/api/product/Search), with their latency p50 / p95 / max (a
// blocked event loop or a held PGlite connection shows there). Also the heap and RSS after each
// run (growth from run to run would be a leak; with NODE_OPTIONS=--expose-gc, after a full
// collection), and the longest the server's event loop was held. Prints the machine's load; never
// fails on a number.
// Per run it also prints the statements that ran longest and what the slowest other request waited
// behind (statements, or stretches without one: JavaScript holding the event loop).
// On PostgreSQL the CPU is this process's only; the database server's own is not counted.
// --postgres runs it on a throwaway PostgreSQL database (TEST_DATABASE_URL's server, default
// postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards; --database-url on a given one.
//   npx tsx tests/bench/bom-speed.ts [--parts 50000] [--lines 3000] [--runs 3] [--data-dir DIR | --postgres | --database-url URL]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { BomDetail } from '@ferrite/contract';
import { openDatabase, type Database, type Queryable } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { seedIfNeeded } from '../../packages/server/src/catalog/seed';
import { startServer } from '../../packages/server/src/server';
import { CORPUS_DIR, corpusFiles, expandDesignators } from '../sourcing/bom-corpus';
import { createThrowawayDatabase } from '../support/postgres';

const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const PARTS = Number(option('parts') ?? 50_000);
const LINES = Number(option('lines') ?? 3_000);
const RUNS = Number(option('runs') ?? 3);
const given = option('data-dir');
const throwaway = process.argv.includes('--postgres') ? await createThrowawayDatabase('ferrite_bom_speed') : null;
const databaseUrl = option('database-url') ?? throwaway?.url;
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
const dataDir = given ?? (databaseUrl ? '' : fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-bom-speed-')));

// Every statement the server runs, timed: on PGlite a statement holds the event loop (and so every
// other request) for as long as it runs, so the longest ones are what other requests wait behind.
interface Statement {
  sql: string;
  params: number;
  ms: number;
  /** performance.now() at its start. */
  at: number;
}
const statements: Statement[] = [];
const timedQueryable = (target: Queryable): Queryable => ({
  async query<Row>(sql: string, params: unknown[] = []) {
    const started = performance.now();
    try {
      return await target.query<Row>(sql, params);
    } finally {
      statements.push({ sql, params: params.length, ms: performance.now() - started, at: started });
    }
  },
});
function timed(db: Database): Database {
  const own = timedQueryable(db);
  return {
    kind: db.kind,
    query: own.query,
    reads: db.reads === db ? own : timedQueryable(db.reads),
    transaction: (fn) => db.transaction((tx) => fn(timedQueryable(tx))),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  };
}
// The other visitors run in a worker thread: a client on the server's own event loop cannot tell
// how long that loop was held (its clock and its next request wait for the loop too).
const VISITOR = `
const { parentPort, workerData } = require('node:worker_threads');
let going = true;
let errors = 0;
let worst = { at: 0, ms: -1 };
parentPort.once('message', () => (going = false));
const visit = async (url) => {
  const latencies = [];
  while (going) {
    const started = performance.now();
    // A reset keep-alive socket is the client's problem, not a slow answer: count it apart.
    await fetch(workerData.base + url)
      .then(async (answer) => {
        await answer.arrayBuffer();
        const ms = performance.now() - started;
        latencies.push(ms);
        if (ms > worst.ms) worst = { at: performance.timeOrigin + started, ms };
      })
      .catch(() => errors++);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return latencies;
};
Promise.all(workerData.urls.map(visit)).then((latencies) => parentPort.postMessage({ latencies, errors, worst }));
`;
interface Visits {
  /** Per URL, each answer's latency in ms. */
  latencies: number[][];
  errors: number;
  /** The slowest answer: its start on this thread's performance.now() clock, and its latency. */
  worst: { at: number; ms: number };
}
/** Other visitors requesting each of `urls` in turn, each 50 ms after its previous answer, until stopped. */
function startVisitors(base: string, urls: string[]): { stop(): Promise<Visits> } {
  const worker = new Worker(VISITOR, { eval: true, workerData: { base, urls } });
  const done = new Promise<Visits>((resolve, reject) => {
    worker.once('message', (visits: Visits) => {
      resolve({ ...visits, worst: { at: visits.worst.at - performance.timeOrigin, ms: visits.worst.ms } });
      void worker.terminate();
    });
    worker.once('error', reject);
  });
  return {
    stop() {
      worker.postMessage('stop');
      return done;
    },
  };
}

const short = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 70);

/**
 * What the slowest other request waited behind: the longest stretches inside its wait when no
 * statement ran (JavaScript holding the event loop), with the statements on either side.
 */
function waitedBehind(probe: { at: number; ms: number }): string[] {
  const inside = statements.filter((s) => s.at + s.ms > probe.at && s.at < probe.at + probe.ms).sort((a, b) => a.at - b.at);
  const gaps: { ms: number; after: string; before: string }[] = [];
  let last = probe.at;
  let lastSql = '(the request)';
  for (const s of inside) {
    if (s.at > last) gaps.push({ ms: s.at - last, after: lastSql, before: short(s.sql) });
    if (s.at + s.ms > last) {
      last = s.at + s.ms;
      lastSql = short(s.sql);
    }
  }
  const inStatements = inside.reduce((sum, s) => sum + Math.min(s.at + s.ms, probe.at + probe.ms) - Math.max(s.at, probe.at), 0);
  return [
    `  the slowest other request (${probe.ms.toFixed(0)} ms) waited ${inStatements.toFixed(0)} ms in ${inside.length} statements; longest stretches without one:`,
    ...gaps
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map((g) => `    ${g.ms.toFixed(0)} ms after «${g.after}» before «${g.before}»`),
  ];
}

/** The longest statements of a run, grouped by their text's start (one line each). */
function slowest(run: number): string[] {
  const groups = new Map<string, { count: number; total: number; max: number; params: number }>();
  for (const s of statements) {
    const name = s.sql.replace(/\s+/g, ' ').trim().slice(0, 90);
    const group = groups.get(name) ?? { count: 0, total: 0, max: 0, params: 0 };
    group.count++;
    group.total += s.ms;
    group.max = Math.max(group.max, s.ms);
    group.params = Math.max(group.params, s.params);
    groups.set(name, group);
  }
  statements.length = 0;
  return [
    `run ${run}: the statements that ran longest (count, total ms, longest ms, most parameters)`,
    ...[...groups]
      .sort((a, b) => b[1].max - a[1].max)
      .slice(0, 6)
      .map(([name, g]) => `  ${g.count} × ${g.total.toFixed(0)} ms, longest ${g.max.toFixed(0)} ms, ${g.params} params: ${name}`),
  ];
}

// A throwaway database is dropped however the run ends.
async function bench() {
  const db = await openDatabase({ dataDir, databaseUrl });
  await migrate(db);
  await seedIfNeeded(db, { parts: PARTS });
  const server = await startServer({ db: timed(db), config: { port: 0, host: '127.0.0.1', logLevel: 'silent' } });

  async function upload(name: string, content: Uint8Array): Promise<{ status: number; detail: BomDetail | null }> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), name);
    const response = await fetch(`${server.url}/api/bom/Upload`, { method: 'POST', body: form });
    const body = (await response.json()) as { data: { Id: string } };
    if (response.status !== 200) return { status: response.status, detail: null };
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const read = await fetch(`${server.url}/api/bom/Detail?id=${body.data.Id}&builds=100`, { headers: { cookie } });
    return { status: read.status, detail: ((await read.json()) as { data: BomDetail }).data };
  }

  // The corpus's lines as the tool reads them, written out as one plain CSV.
  const cell = (text: string | number | null) => `"${String(text ?? '').replace(/"/g, '""')}"`;
  const source: string[][] = [];
  for (const file of corpusFiles()) {
    const { detail } = await upload(file, fs.readFileSync(path.join(CORPUS_DIR, file)));
    for (const line of detail?.Lines ?? [])
      source.push([
        line.Designators,
        String(line.Quantity ?? ''),
        line.PartNo,
        line.Manufacturer,
        line.Value,
        line.Description,
        line.Package,
        line.DNP ? 'DNP' : '',
      ]);
  }
  const rows = ['Designator,Qty,MPN,Manufacturer,Value,Description,Footprint,DNP'];
  for (let i = 0; rows.length <= LINES; i++) {
    const [designators, ...rest] = source[i % source.length]!;
    // Each copy gets its own designators (R1 → R1001 in the second copy), as a bigger board would.
    const copy = Math.floor(i / source.length);
    const renamed = expandDesignators(designators!)
      .map((ref) => ref.replace(/(\d+)$/, (n) => String(Number(n) + copy * 1000)))
      .join(', ');
    rows.push([renamed, ...rest].map(cell).join(','));
  }
  const big = new TextEncoder().encode(rows.join('\r\n') + '\r\n');
  if (process.env.BOM_SPEED_CSV) fs.writeFileSync(process.env.BOM_SPEED_CSV, big);

  // A part number from the catalogue: what another visitor would search for meanwhile.
  const { rows: searched } = await db.query<{ mpn: string }>('SELECT mpn FROM parts ORDER BY id LIMIT 1 OFFSET 1000');
  const searchPath = `/api/product/Search?keyword=${encodeURIComponent(searched[0]?.mpn ?? '10k 0603')}`;

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const percentile = (values: number[], p: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN;
  const spread = (values: number[]) =>
    [percentile(values, 0.5), percentile(values, 0.95), Math.max(...values)].map((ms) => ms.toFixed(0)).join(' / ');

  console.log(
    `### A ${LINES.toLocaleString('en-US')}-line BOM from the corpus's ${source.length} lines, ${engine}, ${PARTS.toLocaleString('en-US')} demo parts`,
  );
  console.log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')} (1 / 5 / 15 min)`,
  );
  console.log(`other visitors: GET /api/health and GET ${searchPath}, each 50 ms after its previous answer`);
  console.log(
    '| run | visitors | lines | CPU s (read + match + price) | wall s | health p50 / p95 / max ms | search p50 / p95 / max ms | event loop held max ms | probe errors | heap / RSS MB after | load (1 min) |',
  );
  console.log('| ---: | :--- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  // The targets are for the upload alone on an idle machine: those runs come first, without the
  // other visitors (whose requests would share the CPU and the process's CPU time); then the same
  // runs with them, to show what they feel.
  const figures = { alone: { cpus: [] as number[], walls: [] as number[] }, visited: { cpus: [] as number[], walls: [] as number[] } };
  const slow: string[] = [];
  for (let index = 0; index < 2 * RUNS; index++) {
    const run = (index % RUNS) + 1;
    const withVisitors = index >= RUNS;
    const { cpus, walls } = withVisitors ? figures.visited : figures.alone;
    statements.length = 0;
    const visitors = withVisitors ? startVisitors(server.url, ['/api/health', searchPath]) : null;
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const cpu = process.cpuUsage();
    const started = performance.now();
    const { status, detail } = await upload('bom-3000.csv', big);
    const wall = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    loopDelay.disable();
    const { latencies, errors: probeErrors, worst } = (await visitors?.stop()) ?? { latencies: [], errors: 0, worst: null };
    const [health = [], search = []] = latencies;
    // After a full collection when there is one to call (NODE_OPTIONS=--expose-gc): what stays.
    (globalThis as { gc?: () => void }).gc?.();
    const memory = process.memoryUsage();
    const cpuSeconds = (used.user + used.system) / 1e6;
    cpus.push(cpuSeconds);
    walls.push(wall);
    console.log(
      `| ${run} | ${withVisitors ? 'yes' : 'no'} | ${status === 200 ? detail!.Lines.length : `refused (${status})`} | ${cpuSeconds.toFixed(2)} | ${wall.toFixed(2)} | ${withVisitors ? spread(health) : '—'} | ${withVisitors ? spread(search) : '—'} | ${(loopDelay.max / 1e6).toFixed(0)} | ${probeErrors} | ${(memory.heapUsed / 2 ** 20).toFixed(0)} / ${(memory.rss / 2 ** 20).toFixed(0)} | ${os.loadavg()[0]!.toFixed(2)} |`,
    );
    if (worst) slow.push(...waitedBehind(worst), ...slowest(run));
  }
  const { alone, visited } = figures;
  console.log(
    `median alone: CPU ${median(alone.cpus).toFixed(2)} s, wall ${median(alone.walls).toFixed(2)} s (targets: ≤ 2.5 s CPU, ≤ 3 s wall on an idle machine)`,
  );
  console.log(
    `median with other visitors: CPU ${median(visited.cpus).toFixed(2)} s (theirs included), wall ${median(visited.walls).toFixed(2)} s`,
  );
  console.log(['', ...slow].join('\n'));

  await server.close();
  await db.close();
}

try {
  await bench();
} finally {
  await throwaway?.drop();
  if (!given && dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
