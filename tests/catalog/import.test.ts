import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog } from '../../packages/server/src/catalog/import/import-catalog';
import { ImportFileError, readImportRows } from '../../packages/server/src/catalog/import/read-rows';
import { repoRoot } from '../support/process';
import { DATABASE_FLAVOURS, startTestStore, type TestStore } from '../support/server';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-import-'));
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};

const HEADER = 'mpn,manufacturer,category,description,stock,moq,order_multiple,packaging,price_breaks,parameters';

describe.each(DATABASE_FLAVOURS)('catalogue import on %s', (flavour) => {
  let store: TestStore;
  let category: string;
  beforeAll(async () => {
    store = await startTestStore(flavour, { parts: 800 });
    category = (
      await store.db.query<{ slug: string }>(
        'SELECT slug FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) LIMIT 1',
      )
    ).rows[0]!.slug;
  });
  afterAll(async () => {
    await store?.stop();
  });

  it('upserts by manufacturer and part number, and reports each rejected row with its line and reason', async () => {
    const file = write(
      `mixed-${flavour}.csv`,
      [
        HEADER,
        `FE-TEST-0001,Yageo,${category},"RES SMD 1K, test",100,1,1,Cut Tape,1:0.10;10:0.05,Resistance=1 kΩ|Tolerance=±1%`,
        `FE-TEST-0002,Brand New Maker,${category},Widget,5,10,5,Tray,10:1.50;100:1.20,`,
        `FE-TEST-0003,Yageo,no-such-category,Widget,5,1,1,Tray,1:1.00,`,
        `FE-TEST-0004,Yageo,${category},Widget,-4,1,1,Tray,1:1.00,`,
        `FE-TEST-0005,Yageo,${category},Widget,4,1,1,Tray,1:1.00;10:2.00,`,
        `,Yageo,${category},Widget,4,1,1,Tray,1:1.00,`,
        `FE-TEST-0007,Yageo,${category},Widget,4,3,2,Tray,3:1.00,`,
      ].join('\n'),
    );
    const report = await importCatalog(store.db, readImportRows(file));
    expect(report).toMatchObject({ rows: 7, inserted: 2, updated: 0, createdManufacturers: ['Brand New Maker'] });
    expect(report.rejected).toEqual([
      { rowNumber: 4, reason: 'unknown category "no-such-category"' },
      { rowNumber: 5, reason: 'stock must be at least 0' },
      { rowNumber: 6, reason: 'price_breaks: unit prices must not rise with quantity' },
      { rowNumber: 7, reason: 'mpn is required' },
      { rowNumber: 8, reason: 'moq must be a multiple of order_multiple' },
    ]);
    const { rows } = await store.db.query<{ price_breaks: { qty: number; unitPriceMicros: number }[]; parameters: Record<string, string> }>(
      "SELECT price_breaks, parameters FROM parts WHERE mpn = 'FE-TEST-0001'",
    );
    expect(rows[0]).toEqual({
      price_breaks: [
        { qty: 1, unitPriceMicros: 100_000 },
        { qty: 10, unitPriceMicros: 50_000 },
      ],
      parameters: { Resistance: '1 kΩ', Tolerance: '±1%' },
    });

    const again = await importCatalog(
      store.db,
      readImportRows(
        write(
          `update-${flavour}.jsonl`,
          JSON.stringify({
            mpn: 'FE-TEST-0001',
            manufacturer: 'yageo',
            category,
            description: 'updated',
            stock: 7,
            price_breaks: [{ qty: 1, unitPrice: '0.2' }],
          }) + '\n{broken\n',
        ),
      ),
    );
    expect(again).toMatchObject({ inserted: 0, updated: 1, rejected: [{ rowNumber: 2, reason: 'the line is not valid JSON' }] });
    const updated = await store.db.query<{ stock: number; n: number }>(
      "SELECT stock, (SELECT count(*) FROM parts WHERE mpn = 'FE-TEST-0001') AS n FROM parts WHERE mpn = 'FE-TEST-0001'",
    );
    expect(updated.rows[0]).toEqual({ stock: 7, n: 1 });
  });

  it('writes nothing with --strict when any row fails', async () => {
    const before = (await store.db.query<{ n: number }>('SELECT count(*) AS n FROM parts')).rows[0]!.n;
    const file = write(
      `strict-${flavour}.csv`,
      [HEADER, `FE-STRICT-1,Yageo,${category},ok,1,1,1,Tray,1:1.00,`, `FE-STRICT-2,Unheard Of Inc,${category},bad,x,1,1,Tray,1:1.00,`].join(
        '\n',
      ),
    );
    const report = await importCatalog(store.db, readImportRows(file), { strict: true });
    expect(report.aborted).toBe(true);
    expect((await store.db.query<{ n: number }>('SELECT count(*) AS n FROM parts')).rows[0]!.n).toBe(before);
    expect((await store.db.query<{ n: number }>("SELECT count(*) AS n FROM manufacturers WHERE name = 'Unheard Of Inc'")).rows[0]!.n).toBe(
      0,
    );
  });
});

describe('import files and the command line', () => {
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a CSV without the required columns, and files of other kinds', async () => {
    const consume = async (file: string) => {
      for await (const _row of readImportRows(file)) void _row;
    };
    await expect(consume(write('nohead.csv', 'mpn,stock\nX,1\n'))).rejects.toThrow(ImportFileError);
    await expect(consume(write('nohead.csv', 'mpn,stock\nX,1\n'))).rejects.toThrow(
      'lacks the columns manufacturer, category, description, price_breaks',
    );
    await expect(consume(write('parts.xlsx', 'x'))).rejects.toThrow('use a .csv or .jsonl file');
    await expect(consume(path.join(dir, 'missing.csv'))).rejects.toThrow('No file at');
  });

  it('answers bad arguments with a usage line and exit code 2, no stack trace', async () => {
    const run = promisify(execFile);
    const result = await run(process.execPath, ['--import', 'tsx', 'packages/server/src/cli/import.ts'], { cwd: repoRoot }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect((result as { code: number }).code).toBe(2);
    expect((result as { stderr: string }).stderr).toContain('Name exactly one file to import');
    expect((result as { stderr: string }).stderr).not.toMatch(/\n\s+at /);
  });
});
