import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BomDetail } from '@ferrite/contract';
import { startTestStore, type TestStore } from '../support/server';
import { CORPUS_DIR, CatalogueJudge, corpusFiles, judgeBom, readTruth, type CorpusFigures } from './bom-corpus';
import { api, fileForm, guest } from './helpers';

// The real-BOM corpus (tests/fixtures/boms) through the upload API, judged against the hand-written
// ground truth: every file is read, and no part the tool picks on its own contradicts what an
// engineer would buy. The figures per BOM are the benchmark's (tests/bench/bom-corpus.ts).
describe('the real-BOM corpus', () => {
  let store: TestStore;
  const figures = new Map<string, CorpusFigures>();
  const status = new Map<string, { status: number; message: string }>();

  beforeAll(async () => {
    store = await startTestStore('pglite');
    const judge = await CatalogueJudge.load(store.db);
    const truths = readTruth();
    for (const file of corpusFiles()) {
      const visitor = guest();
      const uploaded = await api<{ Id: string }>(
        store,
        visitor,
        'POST',
        '/bom/Upload',
        fileForm(file, fs.readFileSync(path.join(CORPUS_DIR, file))),
      );
      status.set(file, { status: uploaded.status, message: uploaded.body.message ?? '' });
      const detail =
        uploaded.status === 200 ? (await api<BomDetail>(store, visitor, 'GET', `/bom/Detail?id=${uploaded.body.data.Id}`)).body.data : null;
      figures.set(file, judgeBom(file, detail, truths, judge));
    }
  });
  afterAll(async () => {
    await store?.stop();
  });

  it('holds at least 25 BOMs and 300 judged lines', () => {
    expect(corpusFiles().length).toBeGreaterThanOrEqual(25);
    expect(readTruth().length).toBeGreaterThanOrEqual(300);
    for (const truth of readTruth()) expect(corpusFiles(), truth.file).toContain(truth.file);
  });

  it('reads every file: none refused', () => {
    const refused = [...status].filter(([, answer]) => answer.status !== 200).map(([file, answer]) => `${file}: ${answer.message}`);
    expect(refused).toEqual([]);
  });

  it('finds the line of every ground-truth row', () => {
    const missing = [...figures.values()].filter((f) => f.missing.length > 0).map((f) => `${f.file}: ${f.missing.join(', ')}`);
    expect(missing).toEqual([]);
  });

  it('makes no auto-match the ground truth calls wrong', () => {
    const wrong = [...figures.values()].flatMap((f) => f.wrongs.map((text) => `${f.file} ${text}`));
    expect(wrong).toEqual([]);
  });

  it('matches at least 95% of the in-catalogue ground-truth lines correctly', () => {
    const all = [...figures.values()];
    const inCatalogue = all.reduce((n, f) => n + f.inCatalogue, 0);
    const correct = all.reduce((n, f) => n + f.correct, 0);
    expect(inCatalogue).toBeGreaterThan(0);
    expect(correct / inCatalogue, all.flatMap((f) => f.missed.map((m) => `${f.file} ${m}`)).join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});
