import cluster from 'node:cluster';
import { runPrimary, webConcurrency } from './cluster';
import { assertProductionReady, ConfigError, loadConfig, type ServerConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { DataDirError } from './db/pglite';
import { createLogger } from './logger';
import { startServer } from './server';
import { seedIfNeeded } from './catalog/seed';
import { loadReferenceData } from './db/reference-data';

const config = configOrExit();
const log = createLogger(config.logLevel);

/** The configuration, or the reason it is unusable on one line and exit 1: the operator's to fix, not a crash with a trace. */
function configOrExit(): ServerConfig {
  try {
    const loaded = loadConfig();
    assertProductionReady(loaded);
    return loaded;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
}

try {
  const workers = cluster.isPrimary ? webConcurrency() : 1;
  if (workers > 1 && !config.databaseUrl) {
    throw new ConfigError('WEB_CONCURRENCY above 1 needs DATABASE_URL: a PGlite data folder can be open in one process only.');
  }
  const db = await openDatabase({ ...config, log });
  // Workers find the schema and the catalogue ready: the primary (or the single process) prepared them.
  if (cluster.isPrimary) {
    await migrate(db);
    await loadReferenceData(db);
    // `npm start` asks for the demo catalogue; a production deployment imports its own.
    if (process.env.FERRITE_AUTO_SEED === '1') {
      await seedIfNeeded(db, { parts: Number(process.env.SEED_PARTS ?? 50_000), log });
    }
  }
  if (workers > 1) {
    await db.close();
    runPrimary({
      workers,
      log,
      announce: (port) => console.log(`Ferrite storefront on http://localhost:${port} (${db.kind}, ${workers} worker processes)`),
    });
  } else {
    await serve(db);
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ConfigError || error instanceof DataDirError)) log.error({ err: error }, 'start failed');
  console.error(`Cannot start: ${message}`);
  process.exit(1);
}

async function serve(db: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  const running = await startServer({ config, db });
  // In a cluster the primary announces once every worker listens.
  if (cluster.isPrimary) console.log(`Ferrite storefront on http://localhost:${running.port} (${db.kind})`);
  const shutdown = (signal: string) => {
    log.info({ signal }, 'draining in-flight requests');
    running
      .close()
      .then(() => db.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
