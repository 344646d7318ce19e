// Hostile BOM uploads against the real server: a ~1 MB zip bomb dressed as a workbook (1 GiB of
// sheet XML, its zip directory claiming 1,000 bytes), a valid 4.5 MB workbook of 548,592 rows and
// the same rows as a CSV under the upload limit. For each: the time to refuse it, the process's
// memory growth (rss and heap, sampled every few milliseconds while it is read) and what other
// visitors see meanwhile (GET /api/health, one after another, p50/p99 against idle). Targets:
// refused in under 0.5 s, memory growth under 50 MB, other requests' latency near idle. The last
// two rows are the largest files the readers take whole (10,000 rows), refused afterwards for
// having more than 3,000 lines: what a legitimately large file costs.
// Prints figures; never fails on a number.
//   npx tsx tests/bench/upload-limits.ts [--runs 3]
import { startTestStore } from '../support/server';
import { manyRowsXlsx, zipBombXlsx } from '../support/xlsx-craft';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 3);

// Made before the server starts: a pause of more than its 5 s keep-alive between two calls would
// meet a connection the server is closing.
// A CSV of the same 548,592 rows as short as the upload limit allows (5 MB).
const csvRows = ['MPN,Qty'];
for (let r = 2, bytes = 8; bytes < 4.9 * 1024 * 1024; r++) {
  const line = `R${r % 50},${(r % 7) + 1}`;
  csvRows.push(line);
  bytes += line.length + 1;
}
const files: [string, string, Buffer][] = [
  ['zip bomb (1 GiB sheet)', 'bomb.xlsx', zipBombXlsx()],
  ['548,592-row workbook', 'rows.xlsx', manyRowsXlsx(548_592)],
  [`${(csvRows.length - 1).toLocaleString('en-US')}-row CSV`, 'rows.csv', Buffer.from(csvRows.join('\n') + '\n')],
  // The most rows a reader takes: read whole, then refused for having more than 3,000 lines.
  ['10,000-row workbook (read whole)', 'allowed.xlsx', manyRowsXlsx(10_000)],
  ['10,000-row CSV (read whole)', 'allowed.csv', Buffer.from(csvRows.slice(0, 10_000).join('\n') + '\n')],
];

const store = await startTestStore('pglite');
const health = async (): Promise<number> => {
  const started = performance.now();
  await (await fetch(`${store.url}/api/health`)).arrayBuffer();
  return performance.now() - started;
};
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};
const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

// Idle: the same sequential health calls with nothing else going on.
for (let i = 0; i < 20; i++) await health();
const idle: number[] = [];
for (let i = 0; i < 200; i++) idle.push(await health());

console.log('### Hostile BOM uploads: time to refuse, memory growth, other requests meanwhile');
console.log(`idle GET /api/health (sequential, 200 calls): p50 ${ms(percentile(idle, 0.5))} ms, p99 ${ms(percentile(idle, 0.99))} ms`);
console.log(
  '| file | size MB | status | refused in ms, alone (median) | refused in ms, with health calls (median) | rss growth MB (max) | heap growth MB (max) | health calls during | p50 ms | p99 ms | max ms |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [label, name, data] of files) {
  // Alone first: the time to refuse with nothing else going on.
  const alone: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), name);
    const started = performance.now();
    await (await fetch(`${store.url}/api/bom/Upload`, { method: 'POST', body: form })).arrayBuffer();
    alone.push(performance.now() - started);
  }
  const times: number[] = [];
  const during: number[] = [];
  let rssGrowth = 0;
  let heapGrowth = 0;
  let status = 0;
  for (let run = 0; run < RUNS; run++) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), name);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const base = process.memoryUsage();
    let peakRss = base.rss;
    let peakHeap = base.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 2);
    let done = false;
    const started = performance.now();
    const upload = fetch(`${store.url}/api/bom/Upload`, { method: 'POST', body: form }).then(async (response) => {
      await response.arrayBuffer();
      times.push(performance.now() - started);
      status = response.status;
      done = true;
    });
    const others = (async () => {
      while (!done) {
        const latency = await health();
        if (!done) during.push(latency);
      }
    })();
    await Promise.all([upload, others]);
    clearInterval(sampler);
    const after = process.memoryUsage();
    rssGrowth = Math.max(rssGrowth, Math.max(peakRss, after.rss) - base.rss);
    heapGrowth = Math.max(heapGrowth, Math.max(peakHeap, after.heapUsed) - base.heapUsed);
  }
  console.log(
    `| ${label} | ${mb(data.length)} | ${status} | ${ms(percentile(alone, 0.5))} | ${ms(percentile(times, 0.5))} | ${mb(rssGrowth)} | ${mb(heapGrowth)} | ${during.length} | ${ms(percentile(during, 0.5))} | ${ms(percentile(during, 0.99))} | ${ms(during.length > 0 ? Math.max(...during) : NaN)} |`,
  );
}
await store.stop();
