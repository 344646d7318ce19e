// What the test command needs on the machine: Debian's Chromium, a PostgreSQL server and Redis.
// Each is installed or started when missing, never skipped.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const log = (message) => console.log(`[test-env] ${message}`);

let aptUpdated = false;
function aptInstall(...packages) {
  if (process.getuid?.() !== 0) throw new Error(`Missing ${packages.join(', ')}: install with apt-get (needs root).`);
  if (!aptUpdated) {
    log('apt-get update');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    aptUpdated = true;
  }
  log(`apt-get install ${packages.join(' ')}`);
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) aptInstall('chromium');
  if (!fs.existsSync(chromium)) throw new Error(`Chromium is still missing at ${chromium}.`);
}

function canConnect(host, port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function pgBinDir() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined;
}

/**
 * Debian's PostgreSQL binaries, installed when missing even where a server already answers:
 * the fault tests run a cluster of their own (initdb, pg_ctl) to stop and restart it.
 */
export function ensurePostgresBinaries() {
  if (pgBinDir()) return;
  aptInstall('postgresql');
  if (!pgBinDir()) throw new Error('PostgreSQL binaries are missing after installing the postgresql package.');
}

/**
 * Returns the admin URL of a PostgreSQL server for the tests, and a stop function when this
 * script started a throwaway cluster itself.
 */
export async function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => {} };
  if (await canConnect('127.0.0.1', 5432)) {
    const url = 'postgres://postgres@127.0.0.1:5432/postgres';
    const probe = spawnSync(
      process.execPath,
      [
        '-e',
        `const pg=require('pg');const c=new pg.Client(${JSON.stringify(url)});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))`,
      ],
      { cwd: path.resolve(import.meta.dirname, '..') },
    );
    if (probe.status === 0) return { url, stop: () => {} };
    log('something listens on 5432 but does not accept postgres@postgres; starting a throwaway cluster');
  }
  let bin = pgBinDir();
  if (!bin) {
    aptInstall('postgresql');
    bin = pgBinDir();
  }
  if (!bin) throw new Error('PostgreSQL binaries are missing after installing the postgresql package.');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-pg-'));
  const dataDir = path.join(dir, 'data');
  const socketDir = path.join(dir, 'sock');
  fs.mkdirSync(socketDir);
  const port = 55432 + Math.floor(Math.random() * 1000);
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const runPg = (cmd, args) =>
    asPostgres
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'inherit' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'inherit' });
  log(`starting a throwaway PostgreSQL cluster on port ${port}`);
  runPg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  runPg('pg_ctl', [
    '-D',
    dataDir,
    '-o',
    `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    '-w',
    '-l',
    path.join(dir, 'log'),
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        runPg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function redisAnswers(port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
    socket.once('error', () => done(false));
  });
}

/**
 * Returns the URL of a Redis for the tests (TEST_REDIS_URL), and a stop function when this script
 * started a throwaway one. Debian's redis-server is installed when missing either way: the fault
 * tests start and stop their own Redis to take it away mid-run.
 */
export async function ensureRedis() {
  if (!fs.existsSync('/usr/bin/redis-server')) aptInstall('redis-server');
  if (!fs.existsSync('/usr/bin/redis-server')) throw new Error('redis-server is still missing after installing the redis-server package.');
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: () => {} };
  if (await redisAnswers(6379)) return { url: 'redis://127.0.0.1:6379', stop: () => {} };
  const port = 56379 + Math.floor(Math.random() * 1000);
  log(`starting a throwaway Redis on port ${port}`);
  const child = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let waited = 0; !(await redisAnswers(port, 300)); waited += 100) {
    if (child.exitCode !== null || waited > 10_000) throw new Error(`the throwaway Redis on port ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
