// Idle keep-alive connections: the server keeps them longer than clients and load balancers do,
// so it never closes a socket a client is about to reuse (the client would see ECONNRESET).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../support/server';

function get(url: string, agent: http.Agent): Promise<{ status: number; keepAlive: string | undefined; socket: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          keepAlive: response.headers['keep-alive'] as string | undefined,
          socket: request.socket,
        }),
      );
    });
    request.on('error', reject);
  });
}

describe('keep-alive', () => {
  let store: TestStore;
  let shortStore: TestStore;
  beforeAll(async () => {
    [store, shortStore] = await Promise.all([
      startTestStore('pglite', { parts: 200 }),
      startTestStore('pglite', { parts: 200, config: { keepAliveTimeoutMs: 2_000 } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([store?.stop(), shortStore?.stop()]);
  });

  it('keeps an idle connection 65 s by default, longer than a balancer’s 60 s, and reuses it', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(`${store.url}/api/health`, agent);
      const second = await get(`${store.url}/api/health`, agent);
      expect(first.status).toBe(200);
      expect(first.keepAlive).toBe('timeout=65');
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });

  it('takes the idle time from KEEP_ALIVE_TIMEOUT_MS', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await get(`${shortStore.url}/api/health`, agent)).keepAlive).toBe('timeout=2');
    } finally {
      agent.destroy();
    }
  });
});
