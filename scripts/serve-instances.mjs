// `npm run serve:instances -- N`: N stateless storefront processes on consecutive ports (PORT,
// PORT+1, …; PORT defaults to 8070) against one PostgreSQL (DATABASE_URL) and, when REDIS_URL is
// set, one Redis, as behind a load balancer. Builds if needed and migrates once first.
// SIGTERM or Ctrl-C drains every instance; an instance that dies is started again.
import { spawn } from 'node:child_process';
import { root, run } from './lib.mjs';

const USAGE = 'Usage: DATABASE_URL=postgres://… [REDIS_URL=redis://…] [PORT=8070] npm run serve:instances -- N';

function fail(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const args = process.argv.slice(2);
if (args.length > 1) fail(`Expected one argument (the number of instances), got ${args.length}.`);
const count = args[0] === undefined ? 2 : Number(args[0]);
if (!Number.isInteger(count) || count < 1 || count > 32)
  fail(`The number of instances must be a whole number from 1 to 32, got "${args[0]}".`);
if (!process.env.DATABASE_URL)
  fail('DATABASE_URL is not set: several instances need one PostgreSQL server (a PGlite folder serves one process only).');
const basePort = process.env.PORT === undefined || process.env.PORT === '' ? 8070 : Number(process.env.PORT);
if (!Number.isInteger(basePort) || basePort < 1 || basePort + count - 1 > 65535)
  fail(`PORT must be a port number with room for ${count} consecutive ports, got "${process.env.PORT}".`);
if (!process.env.REDIS_URL) {
  console.warn(
    'REDIS_URL is not set: sessions and throttle counts are still shared through PostgreSQL, but each instance keeps its own navigation cache.',
  );
}

await run('node', ['scripts/build.mjs']);
// Once, before any instance starts, so N processes do not race to create the schema.
await run('npm', ['run', 'db:migrate', '--silent']);

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
// Seeding the demo catalogue is a one-off too; the instances themselves never seed.
if (env.FERRITE_AUTO_SEED === '1') await run('npm', ['run', 'db:seed', '--silent', '--', '--parts', env.SEED_PARTS ?? '50000']);
delete env.FERRITE_AUTO_SEED;

let stopping = false;
const children = new Map();

function prefixLines(stream, label, out) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`${label} ${line}\n`);
  });
}

function startInstance(index, restarts = 0) {
  const port = basePort + index;
  const label = `[${port}]`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(child.stdout, label, process.stdout);
  prefixLines(child.stderr, label, process.stderr);
  const started = Date.now();
  children.set(index, child);
  child.on('exit', (code, signal) => {
    children.delete(index);
    if (stopping) {
      if (children.size === 0) process.exit(exitCode);
      return;
    }
    // A process that fails at start (bad configuration, port taken) would fail again: give up then.
    const quick = Date.now() - started < 5_000;
    if (quick && restarts >= 2) {
      console.error(`${label} exited with ${code ?? signal} at start three times; stopping all instances.`);
      shutdown('SIGTERM', 1);
      return;
    }
    console.error(`${label} exited with ${code ?? signal}; starting it again.`);
    setTimeout(() => startInstance(index, quick ? restarts + 1 : 0), 1_000);
  });
}

let exitCode = 0;
function shutdown(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  if (children.size === 0) process.exit(exitCode);
  for (const child of children.values()) child.kill(signal);
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGTERM'));

console.log(`Starting ${count} instance${count === 1 ? '' : 's'} on ports ${basePort}–${basePort + count - 1}.`);
for (let index = 0; index < count; index++) startInstance(index);
