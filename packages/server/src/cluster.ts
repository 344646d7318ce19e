import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { ConfigError } from './config';
import type { Logger } from './logger';

/**
 * Server processes to run on this machine's one port: WEB_CONCURRENCY=N, or `auto` for one per
 * core. Unset means 1 (a single process, no cluster primary).
 */
export function webConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return 1;
  if (raw === 'auto') return os.availableParallelism();
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new ConfigError(`WEB_CONCURRENCY must be a whole number from 1 to 64, or "auto", got "${raw}"`);
  return n;
}

export interface PrimaryOptions {
  workers: number;
  log: Logger;
  /** Printed once every worker listens, in the same words as a single process. */
  announce: (port: number) => void;
}

/**
 * The cluster primary: forks the workers (which share one listening port), replaces a worker that
 * dies unexpectedly, and on SIGTERM/SIGINT passes the signal on and exits when they have drained.
 */
export function runPrimary({ workers, log, announce }: PrimaryOptions): void {
  let stopping = false;
  let announced = false;
  const listening = new Set<number>();
  // A worker that keeps dying at start would otherwise be re-forked in a tight loop.
  const recentDeaths: number[] = [];

  const fork = (): Worker => cluster.fork();
  for (let i = 0; i < workers; i++) fork();

  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    if (!announced && listening.size >= workers) {
      announced = true;
      announce(address.port);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths.length > 0 && recentDeaths[0]! < now - 60_000) recentDeaths.shift();
    if (!announced || recentDeaths.length > workers * 5) {
      log.fatal({ code, signal }, 'worker died during start or too often; stopping');
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'worker died; starting another');
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping workers');
    const alive = Object.values(cluster.workers ?? {});
    if (alive.length === 0) process.exit(0);
    for (const worker of alive) worker?.process.kill(signal);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
