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

export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir);
}
