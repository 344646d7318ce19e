import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';

/** The Redis the test command found or started (TEST_REDIS_URL), else this machine's. */
export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
}

/** A key prefix of its own per test, so tests sharing one Redis never see each other's keys. */
export function uniqueRedisPrefix(name = 'test'): string {
  return `ferrite-${name}-${crypto.randomBytes(4).toString('hex')}:`;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(300, () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
    socket.once('error', () => done(false));
  });
}

export interface OwnRedis {
  url: string;
  port: number;
  /** Stops it (SIGKILL: gone at once, as in a crash). */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

/**
 * A Redis of the test's own (Debian's redis-server, which the test command installs), on a
 * random port and without persistence, for tests that take Redis away mid-run.
 */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = 57000 + crypto.randomInt(2000);
  let child: ReturnType<typeof spawn> | undefined;
  const start = async () => {
    child = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const started = Date.now();
    while (!(await answersPing(port))) {
      if (child.exitCode !== null || Date.now() - started > 10_000) throw new Error(`redis-server on port ${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    async kill() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
