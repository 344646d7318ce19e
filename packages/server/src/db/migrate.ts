import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Numbered SQL files `NNN_name.sql`, in order. */
export function listMigrations(dir = migrationsDir): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file.slice(4, -4),
      sql: fs.readFileSync(path.join(dir, file), 'utf8'),
    }));
}

// Any fixed number: it names the lock several instances take so only one migrates at a time.
const MIGRATION_LOCK = 804_170_001;

/** Applies every migration not yet recorded; returns the versions it applied. */
export async function migrate(db: Database, migrations = listMigrations()): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const done = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(done.rows.map((row) => row.version));
    const ran: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      ran.push(migration.version);
    }
    return ran;
  });
}

/**
 * Splits a migration script on semicolons that end a line, outside dollar-quoted bodies, so each
 * statement runs through the extended protocol inside the one transaction on both drivers.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    const trimmed = line.trim();
    if (trimmed.startsWith('--') && !inDollar) continue;
    current += line + '\n';
    const dollars = line.match(/\$\$/g)?.length ?? 0;
    if (dollars % 2 === 1) inDollar = !inDollar;
    if (!inDollar && trimmed.endsWith(';')) {
      statements.push(current.trim().replace(/;$/, ''));
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim().replace(/;$/, ''));
  return statements.filter((statement) => statement.length > 0);
}
