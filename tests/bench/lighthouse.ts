// Lighthouse, mobile (issue 21 item 9): Lighthouse's default mobile run (a phone's screen, 4× CPU,
// slow 4G, all simulated) of the performance category on the home page, a category listing and a
// product page; median of --runs runs per page. The real server in its own process
// (NODE_ENV=production, as `npm start` runs it) over a PGlite catalogue seeded here, serving the
// production build as it is: run `node scripts/build.mjs` first, this bench builds nothing.
// Debian's Chromium, a fresh profile per run, nothing from the network. Script requests and
// JavaScript bytes (as sent, gzip) are those Lighthouse recorded, and those requested before the
// load event. Lighthouse simulates TBT from the CPU time it observed: on a loaded machine that
// time is longer, so the load average and Lighthouse's CPU benchmark index are printed too.
// Targets: performance ≥ 95, LCP ≤ 2.5 s, TBT ≤ 100 ms, CLS ≤ 0.02, ≤ 15 script requests.
// Prints figures; never fails on a number.
//   npx tsx tests/bench/lighthouse.ts [--runs 3] [--parts 3000] [--only product] [--verbose]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { categoryUrl, productUrl } from '@ferrite/contract/urls';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';
import { migrate } from '../../packages/server/src/db/migrate';
import { openDatabase } from '../../packages/server/src/db/database';
import { loadReferenceData } from '../../packages/server/src/db/reference-data';
import { seedIfNeeded } from '../../packages/server/src/catalog/seed';
import { repoRoot, spawnServer } from '../support/process';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1]! : fallback;
};
const RUNS = Number(arg('runs', '3'));
const PARTS = Number(arg('parts', '3000'));
const ONLY = arg('only', '');
const VERBOSE = argv.includes('--verbose');

const built = path.join(repoRoot, 'packages/storefront-app/dist/client/.vite/manifest.json');
if (!fs.existsSync(built)) {
  console.log('No production build: run `node scripts/build.mjs` first (this bench measures the build as it is).');
  process.exit(0);
}

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  lcpElement: string;
  scripts: number;
  scriptKb: number;
  /** Script requests that started before the load event (the page's own first load). */
  scriptsBeforeLoad: number;
  /** Lighthouse's measure of this machine's CPU at the time (a fast desktop idle is ~1,500–2,500). */
  benchmarkIndex: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}
interface Audit {
  numericValue?: number;
  details?: { items?: unknown[] };
}

/** The LCP element as Lighthouse names it: its insight's node (tag, selector, text). */
function lcpElementOf(audits: Record<string, Audit>): string {
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element', 'lcp-discovery-insight']) {
    const found = findNode(audits[id]?.details);
    if (found) return found;
  }
  return '?';
}
function findNode(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const node = value as { type?: string; nodeLabel?: string; snippet?: string; selector?: string };
  if (node.type === 'node' && node.snippet)
    return `${node.snippet.slice(0, 60)}${node.nodeLabel ? ` "${node.nodeLabel.slice(0, 40)}"` : ''}`;
  for (const child of Object.values(value)) {
    const found = findNode(child);
    if (found) return found;
  }
  return undefined;
}

async function lighthouseRun(url: string): Promise<Figures> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-lighthouse-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, userDataDir, logLevel: 'error' });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], output: 'json' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audits = lhr.audits as Record<string, Audit>;
    const requests = (audits['network-requests']?.details?.items ?? []) as NetworkRequest[];
    const scripts = requests.filter((request) => request.resourceType === 'Script');
    const loadAt = (lhr.audits.metrics?.details as { items?: { observedLoad?: number; observedNavigationStart?: number }[] } | undefined)
      ?.items?.[0]?.observedLoad;
    if (VERBOSE)
      for (const script of scripts)
        console.log(
          `  ${Math.round(script.networkRequestTime ?? 0)} ms ${((script.transferSize ?? 0) / 1024).toFixed(1)} kB ${script.url.replace(/^https?:\/\/[^/]+/, '')}`,
        );
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      lcpElement: lcpElementOf(audits),
      scripts: scripts.length,
      scriptKb: scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0) / 1024,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      scriptsBeforeLoad: loadAt === undefined ? NaN : scripts.filter((script) => (script.networkRequestTime ?? 0) < loadAt).length,
    };
  } finally {
    chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

let retried = 0;
/**
 * On this loaded machine a run now and then records a trace without the navigation's start
 * (Lighthouse's NO_NAVSTART, "please run Lighthouse again"): that run is run again, twice at most.
 */
async function withRetries(measure: () => Promise<Figures>): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure();
    } catch (error) {
      if (attempt === 3 || !String(error).includes('NO_NAVSTART')) throw error;
      retried++;
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const load1 = os.loadavg()[0]!.toFixed(2);
// Seeded here, then served by a process of its own: a page rendered in this process would hold up
// Lighthouse's handling of the browser's trace (a run then fails with NO_NAVSTART).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-lighthouse-db-'));
const db = await openDatabase({ dataDir });
await migrate(db);
await loadReferenceData(db);
await seedIfNeeded(db, { parts: PARTS });
const leaf = await db.query<{ path: string }>(
  'SELECT c.path FROM parts p JOIN categories c ON c.id = p.category_id GROUP BY c.path ORDER BY count(*) DESC LIMIT 1',
);
const part = await db.query<{ mpn: string }>('SELECT mpn FROM parts ORDER BY popularity DESC LIMIT 1');
await db.close();
const pages = [
  { name: 'home', url: '/' },
  { name: 'listing', url: categoryUrl(leaf.rows[0]!.path) },
  { name: 'product', url: productUrl(part.rows[0]!.mpn) },
].filter(({ name }) => !ONLY || name === ONLY);
const server = await spawnServer({ PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'error' });
const results: { name: string; runs: Figures[] }[] = [];
try {
  // One unmeasured request per page first, so the server's caches are not what we time.
  for (const { url } of pages) await (await fetch(server.url + url)).text();
  for (const { name, url } of pages) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(
        await withRetries(() => lighthouseRun(server.url + url)).catch((error: unknown) => {
          throw new Error(`${String(error)}\nThe server's output:\n${server.output().slice(-2_000)}`);
        }),
      );
    results.push({ name, runs });
  }
} finally {
  server.child.kill();
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\n### Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, performance; median of ${RUNS} (load average ${load1} before, ${os.loadavg()[0]!.toFixed(2)} after; ${os.cpus().length} cores; Lighthouse's CPU benchmark index, median ${Math.round(median(results.flatMap(({ runs }) => runs.map((r) => r.benchmarkIndex))))}${retried ? `; ${retried} run(s) run again after NO_NAVSTART` : ''})`,
);
console.log(
  '| page | score (≥ 95) | FCP ms | LCP ms (≤ 2500) | TBT ms (≤ 100) | CLS (≤ 0.02) | script requests (≤ 15) / before load | JS kB gzip | LCP element |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const { name, runs } of results) {
  const score = median(runs.map((r) => r.score));
  const lcp = median(runs.map((r) => r.lcp));
  const element = runs.find((r) => r.lcp === lcp)?.lcpElement ?? '';
  console.log(
    `| ${name} | ${score} (${runs.map((r) => r.score).join(', ')}) | ${Math.round(median(runs.map((r) => r.fcp)))} | ${Math.round(lcp)} | ${Math.round(median(runs.map((r) => r.tbt)))} | ${median(runs.map((r) => r.cls)).toFixed(3)} | ${median(runs.map((r) => r.scripts))} / ${median(runs.map((r) => r.scriptsBeforeLoad))} | ${median(runs.map((r) => r.scriptKb)).toFixed(1)} | ${element.replace(/\|/g, '/').replace(/\n/g, ' ')} |`,
  );
}
