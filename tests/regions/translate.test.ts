import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertTranslations } from '../../packages/server/src/i18n/translation-memory';
import { callApi, postJson } from '../support/api';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../support/postgres';
import { startTestStore, type TestStore } from '../support/server';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const translate = (store: TestStore, body: unknown) => callApi<string[]>(store, '/api/translate/translatelanguage', postJson(body));

describe.each(['pglite', 'postgres'] as const)('translation memory on %s', (flavour) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore(flavour, { parts: 300 });
    await upsertTranslations(
      store.db,
      'en',
      'de',
      [
        { source: 'Sign In', target: 'Anmelden' },
        { source: 'Shopping Cart', target: 'Warenkorb' },
        { source: 'Showing {shown} of {count}', target: '{shown} von {count} angezeigt' },
      ],
      'test',
    );
  });
  afterAll(() => store?.stop());

  it('answers each text in order, with English for texts it does not know', async () => {
    const { status, body } = await translate(store, { Params: ['Shopping Cart', 'Flux capacitor', 'Sign In'], Source: 'en', Target: 'de' });
    expect(status).toBe(200);
    expect(body.state).toBe('success');
    expect(body.data).toEqual(['Warenkorb', 'Flux capacitor', 'Anmelden']);
  });

  it('refuses English as a target, unknown languages, empty and oversized batches, and changes nothing', async () => {
    const before = await store.db.query<{ n: string }>('SELECT count(*) AS n FROM translation_memory');
    const cases = [
      { Params: ['Sign In'], Source: 'en', Target: 'en' },
      { Params: ['Sign In'], Source: 'en', Target: 'xx' },
      { Params: [], Source: 'en', Target: 'de' },
      { Params: 'Sign In', Source: 'en', Target: 'de' },
      { Params: ['x'.repeat(6000), 'y'.repeat(6000)], Source: 'en', Target: 'de' },
      { Params: ['Sign In'], Source: 'de', Target: 'fr' },
    ];
    for (const body of cases) {
      const answer = await translate(store, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.state).toBe('error');
      expect(answer.body.message).not.toMatch(/at \w+ \(|\.ts:\d+/);
    }
    const after = await store.db.query<{ n: string }>('SELECT count(*) AS n FROM translation_memory');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('renders a German page from the memory, English where it has nothing, in one server-side pass', async () => {
    const html = await (await fetch(`${store.url}/`, { headers: { cookie: '_lang=de' } })).text();
    expect(html).toMatch(/<html[^>]*lang="de"/);
    expect(html).toContain('Anmelden');
    expect(html).not.toContain('>Sign In<');
    // Not in the memory: stays English (docs/product.md §8, failures and gaps are ignored).
    expect(html).toContain('Register');
  });
});

describe('npm run translations:import', () => {
  let db: ThrowawayDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await createThrowawayDatabase('ferrite_tm');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-tm-'));
  });
  afterAll(async () => {
    await db?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const importFile = (file: string) =>
    run(process.execPath, ['--import', 'tsx', 'packages/server/src/cli/translations-import.ts', file], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: 'silent' },
    }).then(
      (ok) => ({ code: 0, out: ok.stdout + ok.stderr }),
      (failed: { code: number; stdout: string; stderr: string }) => ({ code: failed.code, out: failed.stdout + failed.stderr }),
    );
  const count = async (lang: string) => {
    const pg = await import('pg');
    const client = new pg.default.Client(db.url);
    await client.connect();
    try {
      const { rows } = await client.query('SELECT count(*)::int AS n FROM translation_memory WHERE target_lang = $1 AND origin <> $2', [
        lang,
        'seed',
      ]);
      return rows[0].n as number;
    } finally {
      await client.end();
    }
  };

  it('imports a good CSV file and reports the memory size', async () => {
    const file = path.join(dir, 'fr.csv');
    fs.writeFileSync(
      file,
      'source_lang,target_lang,source,target\nen,fr,Sign In,Se connecter\nen,fr,"Showing {shown} of {count}","{shown} sur {count} affichés"\n',
    );
    const result = await importFile(file);
    expect(result.out).toContain('Imported 2 entries');
    expect(result.code).toBe(0);
    expect(await count('fr')).toBe(2);
  });

  it('rejects a file with a bad entry, says which and why, and imports none of it', async () => {
    const file = path.join(dir, 'es.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        source: 'en',
        target: 'es',
        entries: { 'Sign In': 'Iniciar sesión', 'Showing {shown} of {count}': 'Mostrando {shown}', Cart: '' },
      }),
    );
    const result = await importFile(file);
    expect(result.code).toBe(1);
    expect(result.out).toContain('entry 2: placeholders differ');
    expect(result.out).toContain('entry 3: the translation is empty');
    expect(result.out).toContain('Nothing imported');
    expect(await count('es')).toBe(0);
  });

  it('answers a missing file and a wrong format with one clear line', async () => {
    const missing = await importFile(path.join(dir, 'nope.json'));
    expect(missing.code).toBe(2);
    expect(missing.out).toMatch(/Cannot read .*nope\.json/);
    const txt = path.join(dir, 'notes.txt');
    fs.writeFileSync(txt, 'hello');
    const wrong = await importFile(txt);
    expect(wrong.code).toBe(2);
    expect(wrong.out).toContain('expected a .json or .csv file');
    expect(wrong.out).not.toMatch(/\n\s+at /);
  });
});
