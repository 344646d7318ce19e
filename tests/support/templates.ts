import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedIfNeeded } from '../../packages/server/src/catalog/seed';
import { openDatabase, type Database } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { loadReferenceData } from '../../packages/server/src/db/reference-data';
import { adminDatabaseUrl, createThrowawayDatabase } from './postgres';
import type { DatabaseFlavour } from './server';

// A fresh PGlite database cost every test file about 10 s of CPU before its first test ran (a WASM
// initdb, the migrations, the reference data and a 3,000-part catalogue). Within one vitest run the
// first file that needs a seeded database of a kind and size builds it once, as a template; every
// later one copies it (a folder copy for PGlite, CREATE DATABASE … TEMPLATE on PostgreSQL). A copy
// holds exactly what the seeding would have written, and each test still gets a database of its own.
// The templates live only as long as the run (tests/support/global-setup.ts), so they never outlive
// a change to the migrations or the generator.

/** The folder the run's global set-up made for templates; unset outside vitest (scripts seed afresh). */
export const TEMPLATES_ENV = 'FERRITE_TEST_TEMPLATES';
/** Marks that a PostgreSQL template was made, so the teardown connects only when there is one to drop. */
export const POSTGRES_MARKER = 'postgres-templates';

/** A seeded database of its own: where it is, and how to remove it. */
export interface SeededDatabase {
  /** The PGlite folder (pglite) or the PostgreSQL URL (postgres). */
  dataDir?: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

/** Migrations, reference data and a catalogue of `parts` parts: what a test store starts from. */
export async function prepareDatabase(db: Database, parts: number): Promise<void> {
  await migrate(db);
  await loadReferenceData(db);
  await seedIfNeeded(db, { parts });
}

/** The PostgreSQL name prefix of this run's templates (from the run's folder, so one run never sees another's). */
export function postgresTemplatePrefix(root: string): string {
  return `ferrite_tpl_${crypto.createHash('sha256').update(root).digest('hex').slice(0, 10)}`;
}

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

async function pgliteFromTemplate(root: string, parts: number, prefix: string): Promise<SeededDatabase> {
  const template = path.join(root, `pglite-${parts}`);
  if (!fs.existsSync(template)) {
    const building = fs.mkdtempSync(path.join(root, 'building-'));
    const db = await openDatabase({ dataDir: building });
    try {
      await prepareDatabase(db, parts);
    } finally {
      await db.close();
    }
    // Renamed into place only once complete: a folder that is there is a whole template.
    try {
      fs.renameSync(building, template);
    } catch {
      fs.rmSync(building, { recursive: true, force: true });
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  fs.cpSync(template, dataDir, { recursive: true });
  return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

async function postgresFromTemplate(root: string, parts: number, prefix: string): Promise<SeededDatabase> {
  const template = `${postgresTemplatePrefix(root)}_${parts}`;
  const exists = await withAdmin(async (admin) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount);
  if (!exists) {
    fs.writeFileSync(path.join(root, POSTGRES_MARKER), '');
    const building = await createThrowawayDatabase(`${template}_building`);
    const db = await openDatabase({ databaseUrl: building.url, dataDir: '' });
    try {
      await prepareDatabase(db, parts);
    } finally {
      await db.close();
    }
    const renamed = await withAdmin((admin) =>
      admin.query(`ALTER DATABASE ${new URL(building.url).pathname.slice(1)} RENAME TO ${template}`).then(
        () => true,
        () => false,
      ),
    );
    if (!renamed) await building.drop();
  }
  // CREATE DATABASE waits a few seconds for the builder's closing connections to leave the template.
  const copy = await createThrowawayDatabase(prefix, template);
  return { databaseUrl: copy.url, drop: copy.drop };
}

/**
 * A database of its own with the schema, the reference data and a `parts`-part catalogue, copied
 * from this run's template; undefined outside a vitest run (no template folder): seed afresh then.
 */
export async function templateCopy(flavour: DatabaseFlavour, parts: number, prefix = 'ferrite_test'): Promise<SeededDatabase | undefined> {
  const root = process.env[TEMPLATES_ENV];
  if (!root || !fs.existsSync(root)) return undefined;
  return flavour === 'postgres' ? postgresFromTemplate(root, parts, prefix) : pgliteFromTemplate(root, parts, prefix.replaceAll('_', '-'));
}
