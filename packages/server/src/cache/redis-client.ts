import { Redis } from 'ioredis';
import type { Logger } from '../logger';

/**
 * The instance's one connection to the shared Redis (REDIS_URL). Redis only ever speeds things
 * up or shares counters here; PostgreSQL stays the record. So every use goes through `attempt`,
 * which answers undefined while Redis is unreachable and the caller falls back to the database.
 */
export interface SharedRedis {
  readonly client: Redis;
  /** The key prefix (REDIS_PREFIX); ioredis adds it to keys, but channel names need it by hand. */
  readonly prefix: string;
  /** True while connected. */
  readonly ready: boolean;
  /** Runs `fn`; a Redis failure is logged (once per outage) and answered with undefined. */
  attempt<T>(what: string, fn: (client: Redis) => Promise<T>): Promise<T | undefined>;
  /** A second connection for SUBSCRIBE (a subscribed connection can run nothing else). */
  subscriber(): Redis;
  close(): Promise<void>;
}

/** How long a command may take before the request gives up on Redis and uses the database. */
const COMMAND_TIMEOUT_MS = 1_000;

function connectionOptions(prefix: string) {
  return {
    keyPrefix: prefix,
    lazyConnect: true,
    connectTimeout: 2_000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Without a connection a command fails at once (and the caller falls back) instead of queueing.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Keep trying to reconnect, at most every 2 s, for as long as the process lives.
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
  };
}

export async function connectRedis(url: string, prefix: string, log: Logger): Promise<SharedRedis> {
  const client = new Redis(url, connectionOptions(prefix));
  const extra: Redis[] = [];
  let down = false;
  let closing = false;
  let lastCommandWarning = 0;
  const markDown = (error: unknown, what: string) => {
    if (down || closing) return;
    down = true;
    const reason = error instanceof Error ? error.message : String(error);
    log.warn(
      { what, reason },
      'Redis is unavailable; sessions, throttle counts and caches fall back to PostgreSQL and this instance until it answers',
    );
  };
  // ioredis prints unhandled 'error' events itself; they are expected while Redis is away.
  client.on('error', (error: unknown) => markDown(error, 'connection'));
  client.on('ready', () => {
    // As loud as the outage warning, so the two read as a pair in the log.
    if (down) log.warn('Redis is back; using it again');
    down = false;
  });

  try {
    await client.connect();
  } catch (error) {
    // Starting without Redis is allowed: everything it does has a fallback, and it is retried in the background.
    markDown(error, 'connect at start');
  }

  return {
    client,
    prefix,
    get ready() {
      return client.status === 'ready';
    },
    async attempt(what, fn) {
      if (client.status !== 'ready') {
        markDown(new Error(`connection is ${client.status}`), what);
        return undefined;
      }
      try {
        return await fn(client);
      } catch (error) {
        if (client.status !== 'ready') markDown(error, what);
        else if (Date.now() - lastCommandWarning > 10_000) {
          // Connected but failing (a timeout from a stalled Redis, say): say so now and then, not per request.
          lastCommandWarning = Date.now();
          log.warn({ what, reason: error instanceof Error ? error.message : String(error) }, 'Redis command failed; using the fallback');
        }
        return undefined;
      }
    },
    subscriber() {
      const sub = new Redis(url, { ...connectionOptions(''), enableOfflineQueue: true, commandTimeout: undefined });
      sub.on('error', (error: unknown) => markDown(error, 'subscriber'));
      sub.connect().catch((error: unknown) => markDown(error, 'subscriber connect'));
      extra.push(sub);
      return sub;
    },
    async close() {
      closing = true;
      for (const connection of [client, ...extra]) connection.disconnect();
    },
  };
}
