import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../packages/server/src/db/database';
import { createThrowawayDatabase } from '../support/postgres';
import type { ServerProcess } from '../support/process';
import type { DatabaseFlavour } from '../support/server';
import { prepareDatabase, templateCopy } from '../support/templates';

/** A database that outlives the server processes of a crash test: their env, and a way in for the test. */
export interface CrashTarget {
  env: Record<string, string>;
  /** Opens the database from the test (for PGlite, only while no server has it open). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A database of its own, migrated and seeded with a `parts`-part catalogue (a copy of the run's template when there is one). */
export async function makeTarget(flavour: DatabaseFlavour, name: string, parts: number): Promise<CrashTarget> {
  const copy = await templateCopy(flavour, parts, `ferrite_${name}`);
  const target = copy ? targetOf(copy) : await freshTarget(flavour, name);
  if (!copy) {
    const db = await target.open();
    try {
      await prepareDatabase(db, parts);
    } finally {
      await db.close();
    }
  }
  return target;
}

function targetOf(where: { dataDir?: string; databaseUrl?: string; drop(): Promise<void> }): CrashTarget {
  if (where.databaseUrl) {
    const databaseUrl = where.databaseUrl;
    return { env: { DATABASE_URL: databaseUrl }, open: () => openDatabase({ databaseUrl, dataDir: '' }), drop: where.drop };
  }
  const dataDir = where.dataDir!;
  return { env: { PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' }, open: () => openDatabase({ dataDir }), drop: where.drop };
}

async function freshTarget(flavour: DatabaseFlavour, name: string): Promise<CrashTarget> {
  if (flavour === 'postgres') {
    const throwaway = await createThrowawayDatabase(`ferrite_${name}`);
    return targetOf({ databaseUrl: throwaway.url, drop: throwaway.drop });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ferrite-${name}-`));
  return targetOf({ dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) });
}

/** A clean stop (SIGTERM: in-flight requests drain, the database closes). */
export async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}
