import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

function pgBinDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  // The test command installs Debian's postgresql package when it is missing (scripts/test-env.mjs).
  if (!versions[0])
    throw new Error('No PostgreSQL binaries under /usr/lib/postgresql/*/bin: install the postgresql package (npm test does).');
  return path.join(base, versions[0], 'bin');
}

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Removes the cluster's folder (after stop). */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own (Debian's initdb and pg_ctl, a temp folder, a random
 * port), so a test can stop and restart the server without touching anyone else's. As root the
 * binaries run as the postgres user, which initdb requires.
 */
export async function startPgCluster(): Promise<PgCluster> {
  const bin = pgBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-faults-pg-'));
  const dataDir = path.join(dir, 'data');
  const socketDir = path.join(dir, 'sock');
  fs.mkdirSync(socketDir);
  const port = 45000 + crypto.randomInt(5000);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run('chown', ['-R', 'postgres:postgres', dir]);
  const pg = (cmd: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]) : run(path.join(bin, cmd), args);
  await pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const start = async () => {
    await pg('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w',
      '-l',
      path.join(dir, 'log'),
      'start',
    ]);
  };
  await start();
  const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let stopped = false;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    async start() {
      await start();
      stopped = false;
    },
    async stop() {
      // Fast shutdown: open sessions are ended at once, as in a failover or a restart by an operator.
      await pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      stopped = true;
    },
    async destroy() {
      if (!stopped) await pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
