// BOM tool speed: reading, matching and storing BOMs of 200, 1,000 and 3,000 lines through the
// real API, then pricing them (GET /api/bom/Detail), on PGlite over the 50,000-part demo
// catalogue. Lines are real part numbers (60%), passives by value and footprint only (30%) and
// numbers we do not sell (10%). Prints figures; never fails on a number.
//   npx tsx tests/bench/bom.ts [--parts 50000] [--runs 3]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { seedIfNeeded } from '../../packages/server/src/catalog/seed';
import { startServer } from '../../packages/server/src/server';
import { bom200 } from '../sourcing/helpers';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PARTS = arg('parts', 50_000);
const RUNS = arg('runs', 3);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-bom-bench-'));
const db = await openDatabase({ dataDir });
await migrate(db);
const seeded = performance.now();
await seedIfNeeded(db, { parts: PARTS });
console.log(
  `### BOM tool on PGlite, ${PARTS.toLocaleString('en-US')} parts (seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s)`,
);

interface Row {
  mpn: string;
  description: string;
  parameters: Record<string, string>;
}
const { rows } = await db.query<Row>('SELECT mpn, description, parameters FROM parts ORDER BY md5(mpn) LIMIT 4000');
const chip = (pkg = '') => /^(\d{4}) \((\d{4}) Metric\)/.exec(pkg);

function syntheticBom(lines: number): string {
  const out = ['Designator,Qty,MPN,Value,Footprint'];
  for (let i = 0; i < lines; i++) {
    const part = rows[i % rows.length]!;
    const size = chip(part.parameters['Package / Case']);
    const value = part.parameters.Resistance ?? part.parameters.Capacitance;
    if (i % 10 === 9) out.push(`X${i},1,HOUSE-${i}-REV-A,,`);
    else if (i % 10 >= 6 && value && size)
      out.push(`${value.includes('Ω') ? 'R' : 'C'}${i},2,,${value.replace(' ', '').replace('Ω', '').replace('µ', 'u')},${size[1]}`);
    else out.push(`U${i},1,${part.mpn.includes(',') ? `"${part.mpn}"` : part.mpn},,`);
  }
  return out.join('\n') + '\n';
}

const server = await startServer({ db, config: { port: 0, host: '127.0.0.1', logLevel: 'silent' } });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log('| BOM | lines | upload + match ms (median) | price ms (median) | match rate |');
console.log('| --- | ---: | ---: | ---: | ---: |');
const cases: [string, Uint8Array][] = [
  ['fixture (bom-200.csv)', bom200()],
  ...[200, 1000, 3000].map((n) => [`synthetic ${n}`, new TextEncoder().encode(syntheticBom(n))] as [string, Uint8Array]),
];
for (const [label, content] of cases) {
  const uploads: number[] = [];
  const prices: number[] = [];
  let rate = 0;
  let lines = 0;
  for (let run = 0; run < RUNS; run++) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), 'bench.csv');
    let started = performance.now();
    const response = await fetch(`${server.url}/api/bom/Upload`, { method: 'POST', body: form });
    const body = (await response.json()) as { data: { Id: string; Lines: number; MatchRatePercent: number } };
    uploads.push(performance.now() - started);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    started = performance.now();
    await (await fetch(`${server.url}/api/bom/Detail?id=${body.data.Id}&builds=100`, { headers: { cookie } })).json();
    prices.push(performance.now() - started);
    rate = body.data.MatchRatePercent;
    lines = body.data.Lines;
  }
  console.log(`| ${label} | ${lines} | ${median(uploads).toFixed(0)} | ${median(prices).toFixed(0)} | ${rate}% |`);
}
await server.close();
await db.close();
fs.rmSync(dataDir, { recursive: true, force: true });
