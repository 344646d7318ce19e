// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openPglite } from './pglite';
import { listMigrations, migrate, splitStatements } from './migrate';

describe('splitStatements', () => {
  it('splits on line-ending semicolons and drops comment lines', () => {
    expect(splitStatements('-- note\nCREATE TABLE a (x int);\nCREATE INDEX i ON a (x);\n')).toEqual(['CREATE TABLE a (x int)', 'CREATE INDEX i ON a (x)']);
  });

  it('keeps a dollar-quoted body whole', () => {
    const sql = 'CREATE FUNCTION f() RETURNS int AS $$\nBEGIN\n  RETURN 1;\nEND;\n$$ LANGUAGE plpgsql;\nSELECT 1;';
    const statements = splitStatements(sql);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toContain('RETURN 1;');
  });
});

describe('migrate', () => {
  it('numbers migrations uniquely, in ascending order', () => {
    const versions = listMigrations().map((m) => m.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(versions[0]).toBe(1);
  });

  it('applies every migration once and is a no-op the second time', async () => {
    const db = await openPglite('memory://');
    try {
      const first = await migrate(db);
      expect(first).toEqual(listMigrations().map((m) => m.version));
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ n: number }>("SELECT count(*) AS n FROM information_schema.tables WHERE table_name = 'parts'");
      expect(rows[0]?.n).toBe(1);
    } finally {
      await db.close();
    }
  });

  it('rolls a failing migration back entirely', async () => {
    const db = await openPglite('memory://');
    try {
      await expect(
        migrate(db, [{ version: 1, name: 'broken', sql: 'CREATE TABLE half_done (x int);\nSELECT * FROM missing_table;' }]),
      ).rejects.toThrow(/missing_table/);
      const { rows } = await db.query<{ n: number }>("SELECT count(*) AS n FROM information_schema.tables WHERE table_name = 'half_done'");
      expect(rows[0]?.n).toBe(0);
    } finally {
      await db.close();
    }
  });
});
