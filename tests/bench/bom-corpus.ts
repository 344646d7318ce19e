// The real-BOM corpus (tests/fixtures/boms) through the real upload path: each file uploaded to a
// server on PGlite over the seeded demo catalogue, read back, and judged against the hand-written
// ground truth. Prints per BOM: lines, truth lines in our catalogue, correct and wrong auto-matches,
// lines left for review, refused files. Never fails on a number.
//   npx tsx tests/bench/bom-corpus.ts [--parts 50000] [--data-dir DIR (reuse a seeded database)] [--verbose]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BomDetail } from '@ferrite/contract';
import { openDatabase } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { seedIfNeeded } from '../../packages/server/src/catalog/seed';
import { startServer } from '../../packages/server/src/server';
import { CORPUS_DIR, CatalogueJudge, corpusFiles, judgeBom, readTruth, type CorpusFigures } from '../sourcing/bom-corpus';

const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const PARTS = Number(option('parts') ?? 50_000);
const verbose = process.argv.includes('--verbose');
const given = option('data-dir');
const dataDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-bom-corpus-'));

const db = await openDatabase({ dataDir });
await migrate(db);
await seedIfNeeded(db, { parts: PARTS });
const judge = await CatalogueJudge.load(db);
const truths = readTruth();
const server = await startServer({ db, config: { port: 0, host: '127.0.0.1', logLevel: 'silent' } });

console.log(`### Real-BOM corpus on PGlite, ${PARTS.toLocaleString('en-US')} demo parts, ${truths.length} ground-truth lines`);
console.log('| BOM | lines | truth lines | in catalogue | correct auto | wrong auto | needs review | refused |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | :---: |');
const all: CorpusFigures[] = [];
for (const file of corpusFiles()) {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(path.join(CORPUS_DIR, file))]), file);
  const response = await fetch(`${server.url}/api/bom/Upload`, { method: 'POST', body: form });
  const body = (await response.json()) as { message?: string; data: { Id: string } };
  let detail: BomDetail | null = null;
  if (response.status === 200) {
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const read = await fetch(`${server.url}/api/bom/Detail?id=${body.data.Id}`, { headers: { cookie } });
    detail = ((await read.json()) as { data: BomDetail }).data;
  }
  const figures = judgeBom(file, detail, truths, judge);
  all.push(figures);
  const judged = figures.truthLines > 0;
  console.log(
    `| ${file} | ${figures.lines} | ${judged ? figures.truthLines : '–'} | ${judged ? figures.inCatalogue : '–'} | ${judged ? figures.correct : '–'} | ${judged ? figures.wrong : '–'} | ${figures.needsReview} | ${figures.refused ? `yes: ${body.message}` : 'no'} |`,
  );
}
const sum = (pick: (f: CorpusFigures) => number) => all.reduce((total, f) => total + pick(f), 0);
const inCatalogue = sum((f) => f.inCatalogue);
const correct = sum((f) => f.correct);
console.log(
  `| **total (${all.length} files)** | ${sum((f) => f.lines)} | ${sum((f) => f.truthLines)} | ${inCatalogue} | ${correct} | ${sum((f) => f.wrong)} | ${sum((f) => f.needsReview)} | ${sum((f) => (f.refused ? 1 : 0))} |`,
);
console.log(
  `\nIn-catalogue truth lines matched correctly: ${correct} / ${inCatalogue} = ${inCatalogue ? ((100 * correct) / inCatalogue).toFixed(1) : '–'} %`,
);
for (const f of all) {
  for (const wrong of f.wrongs) console.log(`wrong: ${f.file} ${wrong}`);
  if (f.missing.length) console.log(`not read: ${f.file} ${f.missing.join(', ')}`);
}
if (verbose) for (const f of all) for (const missed of f.missed) console.log(`missed: ${f.file} ${missed}`);

await server.close();
await db.close();
if (!given) fs.rmSync(dataDir, { recursive: true, force: true });
