// What the test command needs on the machine: Debian's Chromium and a PostgreSQL server.
// Each is installed or started when missing, never skipped.
import { execFileSync, spawnSync } from 'node:child_process';
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
  const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined;
}

/**
 * Returns the admin URL of a PostgreSQL server for the tests, and a stop function when this
 * script started a throwaway cluster itself.
 */
export async function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => {} };
  if (await canConnect('127.0.0.1', 5432)) {
    const url = 'postgres://postgres@127.0.0.1:5432/postgres';
    const probe = spawnSync(process.execPath, ['-e', `const pg=require('pg');const c=new pg.Client(${JSON.stringify(url)});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))`], { cwd: path.resolve(import.meta.dirname, '..') });
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
  runPg('pg_ctl', ['-D', dataDir, '-o', `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-w', '-l', path.join(dir, 'log'), 'start']);
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
