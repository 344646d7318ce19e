import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../packages/server/src/db/database';
import { createThrowawayDatabase } from '../support/postgres';
import type { ServerProcess } from '../support/process';
import type { DatabaseFlavour } from '../support/server';

/** A database that outlives the server processes of a crash test: their env, and a way in for the test. */
export interface CrashTarget {
  env: Record<string, string>;
  /** Opens the database from the test (for PGlite, only while no server has it open). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function makeTarget(flavour: DatabaseFlavour, name: string): Promise<CrashTarget> {
  if (flavour === 'postgres') {
    const throwaway = await createThrowawayDatabase(`ferrite_${name}`);
    return {
      env: { DATABASE_URL: throwaway.url },
      open: () => openDatabase({ databaseUrl: throwaway.url, dataDir: '' }),
      drop: throwaway.drop,
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ferrite-${name}-`));
  return {
    env: { PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openDatabase({ dataDir }),
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A clean stop (SIGTERM: in-flight requests drain, the database closes). */
export async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}
