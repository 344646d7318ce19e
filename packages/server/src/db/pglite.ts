import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { INT8_OID, NUMERIC_OID, type Database, type Queryable, type QueryResult } from './database';

export class DataDirError extends Error {}

function checkWritable(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
  } catch (cause) {
    throw new DataDirError(
      `The PGlite data folder ${dataDir} cannot be written (${(cause as NodeJS.ErrnoException).code ?? 'error'}). ` +
        'Set PGLITE_DATA_DIR to a writable folder, or DATABASE_URL to use a PostgreSQL server.',
    );
  }
}

const parsers = { [INT8_OID]: (value: string) => Number(value), [NUMERIC_OID]: (value: string) => value };

function wrap(target: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, params, { parsers });
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

/** Embedded PostgreSQL (WASM) in a local folder; one connection, so queries run one at a time. */
export async function openPglite(dataDir: string): Promise<Database> {
  // 'memory://' keeps everything in RAM (tests that need a throwaway database).
  if (!dataDir.startsWith('memory://')) checkWritable(dataDir);
  const pg = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    reads: base,
    async transaction(fn) {
      return pg.transaction((tx) => fn(wrap(tx)));
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}
