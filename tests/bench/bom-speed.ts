// A 3,000-line BOM made of the real-BOM corpus's lines (tests/fixtures/boms, each file as the tool
// reads it, repeated with fresh designators) through the real API on PGlite over the demo catalogue:
// reading + matching (POST /api/bom/Upload) and pricing (GET /api/bom/Detail). Prints the process's
// CPU time over both (process.cpuUsage: the server shares the process, so this includes the client's
// few requests), the wall time, and the latency of a health request sent every 50 ms meanwhile
// (a blocked event loop shows there). Prints the machine's load; never fails on a number.
//   npx tsx tests/bench/bom-speed.ts [--parts 50000] [--lines 3000] [--runs 3] [--data-dir DIR]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BomDetail } from '@ferrite/contract';
import { openDatabase } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { seedIfNeeded } from '../../packages/server/src/catalog/seed';
import { startServer } from '../../packages/server/src/server';
import { CORPUS_DIR, corpusFiles, expandDesignators } from '../sourcing/bom-corpus';

const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const PARTS = Number(option('parts') ?? 50_000);
const LINES = Number(option('lines') ?? 3_000);
const RUNS = Number(option('runs') ?? 3);
const given = option('data-dir');
const dataDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-bom-speed-'));

const db = await openDatabase({ dataDir });
await migrate(db);
await seedIfNeeded(db, { parts: PARTS });
const server = await startServer({ db, config: { port: 0, host: '127.0.0.1', logLevel: 'silent' } });

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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN;

console.log(
  `### A ${LINES.toLocaleString('en-US')}-line BOM from the corpus's ${source.length} lines, PGlite, ${PARTS.toLocaleString('en-US')} demo parts`,
);
console.log(
  `machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min)`,
);
console.log(
  '| run | lines | CPU s (read + match + price) | wall s | health p50 ms | health p99 ms | health max ms | health errors | load (1 min) |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
const cpus: number[] = [];
const walls: number[] = [];
for (let run = 1; run <= RUNS; run++) {
  const latencies: number[] = [];
  let probeErrors = 0;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      // A reset keep-alive socket is the client's problem, not a slow answer: count it apart.
      await fetch(`${server.url}/api/health`)
        .then(async (answer) => {
          await answer.arrayBuffer();
          latencies.push(performance.now() - started);
        })
        .catch(() => probeErrors++);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const { status, detail } = await upload('bom-3000.csv', big);
  const wall = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  probing = false;
  await probe;
  const cpuSeconds = (used.user + used.system) / 1e6;
  cpus.push(cpuSeconds);
  walls.push(wall);
  console.log(
    `| ${run} | ${status === 200 ? detail!.Lines.length : `refused (${status})`} | ${cpuSeconds.toFixed(2)} | ${wall.toFixed(2)} | ${percentile(latencies, 0.5).toFixed(0)} | ${percentile(latencies, 0.99).toFixed(0)} | ${Math.max(...latencies).toFixed(0)} | ${probeErrors} | ${os.loadavg()[0]!.toFixed(2)} |`,
  );
}
console.log(
  `median: CPU ${median(cpus).toFixed(2)} s, wall ${median(walls).toFixed(2)} s (targets: ≤ 2.5 s CPU, ≤ 3 s wall on an idle machine)`,
);

await server.close();
await db.close();
if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
