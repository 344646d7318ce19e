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

/** Errors that mean the server could not be reached or dropped the connection, not that the query was wrong. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);
export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message);
}

function openPool(connectionString: string, poolSize: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: poolSize, types, connectionTimeoutMillis: 5_000 });
  // An idle client losing its server (a restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return pool;
}

/**
 * Reads on the replica; while the replica cannot be reached they go to the primary instead, so a
 * replica outage slows the catalogue down rather than taking it offline.
 */
function replicaReads(replica: pg.Pool, primary: Queryable, onFallback: (error: unknown) => void): Queryable {
  const onReplica = wrap(replica);
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      try {
        return await onReplica.query<Row>(sql, params);
      } catch (error) {
        if (!isConnectionError(error)) throw error;
        onFallback(error);
        return primary.query<Row>(sql, params);
      }
    },
  };
}

export interface PostgresOptions {
  poolSize?: number;
  /** A read replica (DATABASE_REPLICA_URL); `reads` go there. */
  replicaUrl?: string | undefined;
  /** Told when a read falls back from the replica to the primary. */
  onReplicaFallback?: (error: unknown) => void;
}

/** A PostgreSQL server through a pool; what several app instances share. */
export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Database> {
  const poolSize = options.poolSize ?? Number(process.env.PG_POOL_SIZE ?? 10);
  const pool = openPool(connectionString, poolSize);
  const base = wrap(pool);
  const replica = options.replicaUrl ? openPool(options.replicaUrl, poolSize) : undefined;
  return {
    kind: 'postgres',
    query: base.query,
    reads: replica ? replicaReads(replica, base, options.onReplicaFallback ?? (() => {})) : base,
    async transaction(fn) {
      const client = await pool.connect();
      // A checked-out client is outside the pool's error listener: the server going away between two
      // statements would otherwise be an unhandled 'error' event and end the process. The failure
      // still reaches the transaction through its next statement.
      let lost: unknown;
      const onError = (error: unknown) => (lost = error);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        lost ??= isConnectionError(error) ? error : undefined;
        if (!lost) await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.off('error', onError);
        // A broken connection is closed rather than handed to the next transaction.
        client.release(lost ? (lost instanceof Error ? lost : new Error(String(lost))) : undefined);
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async close() {
      await Promise.all([pool.end(), replica?.end()]);
    },
  };
}
