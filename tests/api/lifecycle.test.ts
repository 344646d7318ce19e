import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../support/process';

describe('the server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-life-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('seeds on first start, then drains in-flight requests on SIGTERM and exits 0', async () => {
    const server = await spawnServer({ PGLITE_DATA_DIR: dataDir, FERRITE_AUTO_SEED: '1', SEED_PARTS: '600' });
    // Each request asks for "100 Continue": the server sends it once it has read the request and
    // handed it to the app, so when all 24 have it they are in flight, not idle connections.
    const accepted: Promise<void>[] = [];
    const inFlight = Array.from({ length: 24 }, (_, i) => {
      const request = http.request(`${server.url}/${i % 2 ? '' : 'category'}`, { headers: { expect: '100-continue' }, agent: false });
      accepted.push(new Promise<void>((resolve, reject) => request.once('continue', resolve).once('error', reject)));
      const status = new Promise<number>((resolve, reject) => {
        request.once('response', (response) => {
          response.resume();
          response.once('end', () => resolve(response.statusCode!)).once('error', reject);
        });
        request.once('error', reject);
      });
      request.end();
      return status;
    });
    await Promise.all(accepted);
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await server.exited).toBe(0);
  });

  it('starts again on the same data without seeding twice', async () => {
    // How long this start takes: tests/bench/restart.ts.
    const server = await spawnServer({ PGLITE_DATA_DIR: dataDir, FERRITE_AUTO_SEED: '1', SEED_PARTS: '600' });
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as { data: { database: { seeded: boolean } } };
    expect(health.data.database.seeded).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('refuses to start on a data folder it cannot write, with a clear message', async () => {
    const error = (await spawnServer({ PGLITE_DATA_DIR: '/etc/hostname/pglite' }).catch((e: unknown) => e)) as {
      output: string;
      code: number;
    };
    expect(error.code).toBe(1);
    expect(error.output).toContain('Cannot start: The PGlite data folder /etc/hostname/pglite cannot be written');
    expect(error.output).not.toMatch(/\n\s+at /);
  });
});
