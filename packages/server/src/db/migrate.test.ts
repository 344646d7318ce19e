// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listMigrations, splitStatements } from './migrate';

describe('splitStatements', () => {
  it('splits on line-ending semicolons and drops comment lines', () => {
    expect(splitStatements('-- note\nCREATE TABLE a (x int);\nCREATE INDEX i ON a (x);\n')).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX i ON a (x)',
    ]);
  });

  it('keeps a dollar-quoted body whole', () => {
    const sql = 'CREATE FUNCTION f() RETURNS int AS $$\nBEGIN\n  RETURN 1;\nEND;\n$$ LANGUAGE plpgsql;\nSELECT 1;';
    const statements = splitStatements(sql);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toContain('RETURN 1;');
  });
});

// Applying the migrations to a database is tests/db/migrate.test.ts (integration).
describe('migrate', () => {
  it('numbers migrations uniquely, in ascending order', () => {
    const versions = listMigrations().map((m) => m.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(versions[0]).toBe(1);
  });
});
