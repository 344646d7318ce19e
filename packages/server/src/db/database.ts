/** A single SQL statement's outcome, the same shape on PGlite and on PostgreSQL. */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** What a handler can run SQL on: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /**
   * Where reads that may lag the primary by a moment go (catalogue, navigation, search): the
   * replica of DATABASE_REPLICA_URL when there is one, else this database. Anything that reads
   * what the same visitor just wrote (carts, orders, sessions) uses the database itself.
   */
  readonly reads: Queryable;
  /** Runs fn inside BEGIN/COMMIT; any throw rolls back and rethrows. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Both drivers are told to return int8 as a JS number (every count and id here fits in 2^53)
 * and NUMERIC as a string (so money never passes through a float by accident).
 */
export const INT8_OID = 20;
export const NUMERIC_OID = 1700;

export interface OpenOptions {
  databaseUrl?: string | undefined;
  databaseReplicaUrl?: string | undefined;
  dataDir: string;
  /** Where to say that reads meant for the replica go to the primary (the replica is unreachable). */
  log?: { warn(fields: object, message: string): void };
}

/** How often, at most, the replica fallback is logged while it lasts. */
const REPLICA_WARNING_EVERY_MS = 30_000;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    let warnedAt = 0;
    const onReplicaFallback = (error: unknown) => {
      if (Date.now() - warnedAt < REPLICA_WARNING_EVERY_MS) return;
      warnedAt = Date.now();
      const reason = error instanceof Error ? error.message : String(error);
      options.log?.warn({ reason }, 'the read replica (DATABASE_REPLICA_URL) is unreachable; reading from the primary');
    };
    return openPostgres(options.databaseUrl, { replicaUrl: options.databaseReplicaUrl, onReplicaFallback });
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir);
}
