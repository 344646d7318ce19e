import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../packages/server/src/db/database';
import { startServer, type RunningServer } from '../../packages/server/src/server';
import type { ServerConfig } from '../../packages/server/src/config';
import { createThrowawayDatabase } from './postgres';
import { prepareDatabase, templateCopy } from './templates';

export type DatabaseFlavour = 'pglite' | 'postgres';
export const DATABASE_FLAVOURS: DatabaseFlavour[] = ['pglite', 'postgres'];

/** Parts in the test catalogue: enough for every category, small enough to seed in seconds. */
export const TEST_CATALOGUE_PARTS = 3_000;

export interface TestStore {
  server: RunningServer;
  db: Database;
  url: string;
  /** The PostgreSQL database's URL (postgres flavour), for another process to open the same one. */
  databaseUrl?: string;
  stop(): Promise<void>;
}

/** A real server on a random port, over a seeded database of its own of the given kind (a copy of the run's template); `config` overrides settings (e.g. `{ demo: true }`). */
export async function startTestStore(
  flavour: DatabaseFlavour,
  options: { parts?: number; config?: Partial<ServerConfig> } = {},
): Promise<TestStore> {
  const parts = options.parts ?? TEST_CATALOGUE_PARTS;
  let cleanup: () => Promise<void>;
  let db: Database;
  let databaseUrl: string | undefined;
  const copy = await templateCopy(flavour, parts);
  if (copy) {
    db = await openDatabase({ databaseUrl: copy.databaseUrl, dataDir: copy.dataDir ?? '' });
    databaseUrl = copy.databaseUrl;
    cleanup = copy.drop;
  } else {
    if (flavour === 'postgres') {
      const throwaway = await createThrowawayDatabase();
      db = await openDatabase({ databaseUrl: throwaway.url, dataDir: '' });
      databaseUrl = throwaway.url;
      cleanup = throwaway.drop;
    } else {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-pglite-'));
      db = await openDatabase({ dataDir });
      cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
    }
    await prepareDatabase(db, parts);
  }
  // Every answer is checked against its endpoint's output schema: a handler that breaks the contract fails the test that called it.
  const server = await startServer({
    db,
    config: { port: 0, host: '127.0.0.1', logLevel: 'silent', validateApiOutput: true, ...options.config },
  });
  return {
    server,
    db,
    url: server.url,
    databaseUrl,
    async stop() {
      await server.close();
      await db.close();
      await cleanup();
    },
  };
}
