import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { createOperationTable } from './api/operations';
import type { ServerServices } from './api/context';
import { SearchTally } from './catalog/search-tally';
import { loadConfig, type ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { answerClientError } from './lib/client-error';
import { createCaches } from './cache';
import { connectRedis } from './cache/redis-client';
import { RedisCache } from './cache/redis-cache';
import { createLogger } from './logger';
import { demoMailboxEnabled } from './mail/demo-mailbox';
import { loadStorefront } from './ssr/app-module';
import { loadTemplate } from './ssr/template';
import path from 'node:path';
import { ShutdownWork } from './lib/shutdown-work';
import { scheduleRatesRefresh, type RatesSchedule } from './currency/rates-refresh';

export interface RunningServer {
  url: string;
  port: number;
  services: ServerServices;
  /** The scheduled exchange-rate refresh, when RATES_URL is set (its first run can be awaited). */
  rates: RatesSchedule | undefined;
  /** Stops accepting, lets in-flight requests finish (up to the grace period), closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  config?: Partial<ServerConfig>;
  /** Use this database instead of opening one from the configuration (tests). */
  db?: Database;
}

/** Opens the database, applies migrations, loads the built storefront and listens. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = { ...loadConfig(), ...options.config };
  const log = createLogger(config.logLevel);
  const db = options.db ?? (await openDatabase({ ...config, log }));
  await migrate(db);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, config.redisPrefix, log) : undefined;
  // With REDIS_URL every instance shares one copy of the cached catalogue data.
  const caches = createCaches(db, config, redis ? new RedisCache(redis) : undefined);
  const shutdown = new ShutdownWork();
  const searchTally = new SearchTally(db, log);
  shutdown.add(() => searchTally.flush());
  const services: ServerServices = {
    db,
    config,
    log,
    cache: caches.cache,
    processCache: caches.processCache,
    catalogGeneration: caches.catalogGeneration,
    redis,
    shutdown,
    searchTally,
  };
  const table = createOperationTable([], { demoMailbox: demoMailboxEnabled(config), validateOutput: config.validateApiOutput });
  const storefront = await loadStorefront(config.appDistDir);
  const template = loadTemplate(path.join(config.appDistDir, 'client'));
  const app = createApp({ services, table, storefront, template });

  const server = http.createServer(app);
  // The client closes an idle connection first (browsers, undici: 4 s; load balancers: 60 s). A
  // server that closes first races a request already on its way and the client sees ECONNRESET.
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  server.headersTimeout = config.keepAliveTimeoutMs + 1_000;
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  log.info({ port, database: db.kind }, 'storefront listening');
  // Current exchange rates on a schedule, only when RATES_URL says where from.
  const rates = config.ratesUrl
    ? scheduleRatesRefresh({ db, cache: caches.cache, log, url: config.ratesUrl, hours: config.ratesRefreshHours })
    : undefined;
  if (rates) shutdown.add(() => rates.stop());

  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    services,
    rates,
    close() {
      closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const timer = setTimeout(() => server.closeAllConnections(), config.shutdownGraceMs);
        await closed;
        clearTimeout(timer);
        await shutdown.drain();
        await redis?.close();
        if (!options.db) await db.close();
      })();
      return closing;
    },
  };
}
