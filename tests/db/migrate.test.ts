// Every migration applied to a real (PGlite) database: an integration test, since each case boots
// a WebAssembly PostgreSQL, which took 30-70 s of the unit run's time on a busy machine.
import { describe, expect, it } from 'vitest';
import { listMigrations, migrate } from '../../packages/server/src/db/migrate';
import { openPglite } from '../../packages/server/src/db/pglite';

describe('migrate', () => {
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
