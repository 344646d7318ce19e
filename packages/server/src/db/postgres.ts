import pg from 'pg';
import { INT8_OID, NUMERIC_OID, type Database, type Queryable, type QueryResult } from './database';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => Number(value);
    if (oid === NUMERIC_OID) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
};

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query(sql, params);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
  };
}

/** A PostgreSQL server through a pool; what several app instances share. */
export async function openPostgres(connectionString: string, poolSize = Number(process.env.PG_POOL_SIZE ?? 10)): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize, types, connectionTimeoutMillis: 5_000 });
  // An idle client losing its server (a restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}
