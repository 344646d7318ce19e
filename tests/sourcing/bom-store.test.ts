// How a BOM's lines are stored (packages/server/src/sourcing/bom-store.ts): in several statements
// outside a transaction, so other requests get the database between them on PGlite, yet nobody
// ever sees a BOM half-stored and a failure leaves nothing behind.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { openPglite } from '../../packages/server/src/db/pglite';
import type { BomSourceLine } from '../../packages/server/src/sourcing/bom/lines';
import type { LineMatch } from '../../packages/server/src/sourcing/bom/matching';
import { createBom, loadLines, replaceLines, type NewBom } from '../../packages/server/src/sourcing/bom-store';

/** More lines than one INSERT takes, so the lines go in several statements. */
const MANY = 700;

function sourceLine(row: number, partNo: string): BomSourceLine {
  return {
    row,
    partNo,
    manufacturer: '',
    quantity: 1,
    quantityText: '1',
    designators: [`R${row}`],
    value: '',
    description: '',
    package: '',
    dnp: false,
    problem: '',
    notes: [],
  };
}
const noMatch: LineMatch = { confidence: 'none', reason: 'not in the catalogue', method: null, partId: null, alternativeIds: [] };

function newBom(lines: number, partNo = 'OLD'): NewBom {
  const source = Array.from({ length: lines }, (_, i) => sourceLine(i + 2, `${partNo}-${i + 1}`));
  return {
    viewer: { userId: null, guestId: 'guest-store-test' },
    sourceName: 'store.csv',
    sourceKind: 'csv',
    grid: [['MPN'], ...source.map((line) => [line.partNo])],
    headerRow: 0,
    mapping: ['partNo'],
    lines: source,
    matches: source.map(() => noMatch),
  };
}

/**
 * The database, with every statement's text logged in the order they finished, and a hook run
 * after each: `after(sql, n)` gets the statement and how many bom_lines INSERTs ran so far.
 */
function watched(db: Database, after: (sql: string, linesInserts: number) => Promise<void> | void = () => undefined) {
  const log: string[] = [];
  let linesInserts = 0;
  const watch = (target: Queryable): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      if (sql.includes('INSERT INTO bom_lines')) linesInserts++;
      const result = await target.query<Row>(sql, params);
      log.push(sql);
      await after(sql, linesInserts);
      return result;
    },
  });
  const own = watch(db);
  const wrapped: Database = { ...db, query: own.query, transaction: (fn) => db.transaction((tx) => fn(watch(tx))) };
  return { db: wrapped, log };
}

const failOnSecondBatch = (sql: string, linesInserts: number) => {
  if (sql.includes('INSERT INTO bom_lines') && linesInserts === 2) throw new Error('the disk is full');
};

describe('storing a BOM’s lines', () => {
  let db: Database;
  const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]!.n;

  beforeAll(async () => {
    db = await openPglite('memory://');
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM boms');
  });

  it('stores every line in order, in several statements', async () => {
    const { db: logged, log } = watched(db);
    const id = await createBom(logged, newBom(MANY));
    const lines = await loadLines(db, id);
    expect(lines.map((line) => line.line_no)).toEqual(Array.from({ length: MANY }, (_, i) => i + 1));
    expect(lines.at(-1)!.source.partNo).toBe(`OLD-${MANY}`);
    expect(log.filter((sql) => sql.includes('INSERT INTO bom_lines')).length).toBeGreaterThan(1);
  });

  it('lets another request’s statement run between its statements', async () => {
    let other: Promise<unknown> | undefined;
    const { db: logged, log } = watched(db, (sql, linesInserts) => {
      // Another visitor's request arrives while the first lines are being written.
      if (sql.includes('INSERT INTO bom_lines') && linesInserts === 1) other = logged.query("SELECT 'another visitor'");
    });
    await createBom(logged, newBom(MANY));
    await other;
    const lastInsert = log.findLastIndex((sql) => sql.includes('INSERT INTO bom_lines'));
    expect(log.indexOf("SELECT 'another visitor'")).toBeGreaterThan(-1);
    expect(log.indexOf("SELECT 'another visitor'")).toBeLessThan(lastInsert);
  });

  it('leaves nothing behind when a statement fails halfway', async () => {
    const { db: failing } = watched(db, failOnSecondBatch);
    await expect(createBom(failing, newBom(MANY))).rejects.toThrow('the disk is full');
    expect(await count('SELECT count(*) AS n FROM boms')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM bom_lines')).toBe(0);
  });

  it('replaces the lines of a new mapping all at once, leaving no staging copy', async () => {
    const id = await createBom(db, newBom(MANY));
    const next = newBom(MANY - 100, 'NEW');
    await replaceLines(db, id, 0, ['partNo'], next.lines, next.matches);
    const lines = await loadLines(db, id);
    expect(lines).toHaveLength(MANY - 100);
    expect(lines.every((line) => line.source.partNo.startsWith('NEW-'))).toBe(true);
    expect(lines.at(-1)).toMatchObject({ line_no: MANY - 100, source: { partNo: `NEW-${MANY - 100}` } });
    expect(await count('SELECT count(*) AS n FROM boms')).toBe(1);
  });

  it('reads the lines back in several statements, never mixing in a mapping swapped in between two of them', async () => {
    const id = await createBom(db, newBom(MANY));
    const next = newBom(MANY - 100, 'NEW');
    let swapped = false;
    const { db: logged, log } = watched(db, async (sql) => {
      // The owner's new mapping lands after the first page of another visitor's read.
      if (sql.includes('FROM bom_lines l') && !swapped) {
        swapped = true;
        await replaceLines(db, id, 0, ['partNo'], next.lines, next.matches);
      }
    });
    const lines = await loadLines(logged, id);
    expect(swapped).toBe(true);
    expect(log.filter((sql) => sql.includes('FROM bom_lines l')).length).toBeGreaterThan(1);
    expect(lines.map((line) => line.line_no)).toEqual(Array.from({ length: MANY - 100 }, (_, i) => i + 1));
    expect(lines.every((line) => line.source.partNo.startsWith('NEW-'))).toBe(true);
  });

  it('keeps the old lines and mapping when writing the new ones fails', async () => {
    const id = await createBom(db, newBom(MANY));
    const next = newBom(MANY - 100, 'NEW');
    const { db: failing } = watched(db, failOnSecondBatch);
    await expect(replaceLines(failing, id, 1, [null], next.lines, next.matches)).rejects.toThrow('the disk is full');
    const lines = await loadLines(db, id);
    expect(lines).toHaveLength(MANY);
    expect(lines.every((line) => line.source.partNo.startsWith('OLD-'))).toBe(true);
    const { rows } = await db.query<{ header_row: number; mapping: unknown }>('SELECT header_row, mapping FROM boms');
    expect(rows).toEqual([{ header_row: 0, mapping: ['partNo'] }]);
  });
});
