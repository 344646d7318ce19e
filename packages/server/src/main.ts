import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { DataDirError } from './db/pglite';
import { createLogger } from './logger';
import { startServer } from './server';
import { seedIfNeeded } from './catalog/seed';

const config = loadConfig();
const log = createLogger(config.logLevel);

try {
  const db = await openDatabase(config);
  await migrate(db);
  // `npm start` asks for the demo catalogue; a production deployment imports its own.
  if (process.env.FERRITE_AUTO_SEED === '1') {
    await seedIfNeeded(db, { parts: Number(process.env.SEED_PARTS ?? 50_000), log });
  }
  const running = await startServer({ config, db });
  console.log(`Ferrite storefront on http://localhost:${running.port} (${db.kind})`);
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
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ConfigError || error instanceof DataDirError)) log.error({ err: error }, 'start failed');
  console.error(`Cannot start: ${message}`);
  process.exit(1);
}
