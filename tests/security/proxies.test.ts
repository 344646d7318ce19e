// Whose X-Forwarded-For decides the client address (TRUST_PROXY), and which cookies are Secure.
// Clients here connect from chosen loopback addresses (127.0.0.2, 127.0.0.3), so one server can
// see a trusted proxy and an untrusted peer.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_ATTEMPT_LIMIT } from '../../packages/server/src/accounts/auth/throttle';
import { startServer, type RunningServer } from '../../packages/server/src/server';
import { statusCounts, uniqueEmail } from '../accounts/support';
import { spawnServer } from '../support/process';
import { startTestStore, type TestStore } from '../support/server';

const PROXY = '127.0.0.2';
const STRANGER = '127.0.0.3';

interface Answer {
  status: number;
  setCookies: string[];
  body: string;
}

/** One request from the given local address (the peer the server sees). */
function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? 'GET', localAddress, headers: init.headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        const setCookie = response.headers['set-cookie'] ?? [];
        resolve({ status: response.statusCode ?? 0, setCookies: setCookie, body });
      });
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

const signIn = (from: string, url: string, forwardedFor: string, email = uniqueEmail('proxy')) =>
  requestFrom(from, `${url}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ Email: email, Password: 'Wrong-1234' }),
  });

const cookieLine = (answer: Answer, name: string) => answer.setCookies.find((line) => line.startsWith(`${name}=`));

describe('proxies and cookies', () => {
  let store: TestStore;
  /** Same database, behind a proxy on 127.0.0.2 only, with an https public address. */
  let behindProxy: RunningServer;
  beforeAll(async () => {
    store = await startTestStore('pglite', { parts: 200 });
    behindProxy = await startServer({
      db: store.db,
      config: { port: 0, host: '127.0.0.1', logLevel: 'silent', trustProxy: [`${PROXY}/32`], publicOrigin: 'https://shop.example' },
    });
  });
  afterAll(async () => {
    await behindProxy?.close();
    await store?.stop();
  });

  const ipOfAttempt = async (email: string) =>
    (await store.db.query<{ ip: string }>('SELECT ip FROM login_attempts WHERE email_key = $1', [email.toLowerCase()])).rows.map(
      (row) => row.ip,
    );

  describe('TRUST_PROXY', () => {
    it('a trusted proxy (in the configured CIDR) decides the address with X-Forwarded-For', async () => {
      const email = uniqueEmail('via-proxy');
      expect((await signIn(PROXY, behindProxy.url, '203.0.113.7', email)).status).toBe(400);
      expect(await ipOfAttempt(email)).toEqual(['203.0.113.7']);
      // Each forwarded address has its own per-address count.
      const answers = await Promise.all(
        Array.from({ length: ADDRESS_ATTEMPT_LIMIT + 1 }, (_, i) => signIn(PROXY, behindProxy.url, `198.51.100.${i + 1}`)),
      );
      expect(statusCounts(answers)).toEqual({ 400: ADDRESS_ATTEMPT_LIMIT + 1 });
    });

    it('a forged X-Forwarded-For from an untrusted peer does not: the peer is throttled as itself', async () => {
      const email = uniqueEmail('forged');
      expect((await signIn(STRANGER, behindProxy.url, '203.0.113.8', email)).status).toBe(400);
      expect(await ipOfAttempt(email)).toEqual([STRANGER]);
      const answers = await Promise.all(
        Array.from({ length: ADDRESS_ATTEMPT_LIMIT + 4 }, (_, i) => signIn(STRANGER, behindProxy.url, `192.0.2.${i + 1}`)),
      );
      // One attempt of this peer's minute is the one above.
      expect(statusCounts(answers)).toEqual({ 400: ADDRESS_ATTEMPT_LIMIT - 1, 429: 5 });
    });

    it('unset, it trusts loopback, as a proxy on the same host', async () => {
      const email = uniqueEmail('loopback');
      expect((await signIn(STRANGER, store.url, '203.0.113.9', email)).status).toBe(400);
      expect(await ipOfAttempt(email)).toEqual(['203.0.113.9']);
    });

    it('a value that is not a hop count, an address or a range stops the server at start with a clear message', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-trust-proxy-'));
      const refused = await spawnServer({ TRUST_PROXY: '10.0.0.0/8,proxy.internal', PGLITE_DATA_DIR: dataDir }).then(
        async (started) => {
          started.child.kill('SIGTERM');
          await started.exited;
          return undefined;
        },
        (error: { output?: string; code?: number }) => error,
      );
      fs.rmSync(dataDir, { recursive: true, force: true });
      expect(refused?.code).toBe(1);
      expect(refused?.output).toContain(
        'Cannot start: TRUST_PROXY: "proxy.internal" is not understood; give a whole number of proxies in front (such as 1)',
      );
      expect(refused?.output).not.toMatch(/\n\s+at /);
    });
  });

  describe('guest cookies', () => {
    it('are Secure when PUBLIC_ORIGIN is https', async () => {
      const cart = await requestFrom(STRANGER, `${behindProxy.url}/api/common/GetCID`);
      expect(cookieLine(cart, 'cid')).toMatch(/^cid=[a-f0-9]{32}; Path=\/; Max-Age=2592000; SameSite=Lax; Secure$/);
      const page = await requestFrom(STRANGER, `${behindProxy.url}/`);
      expect(page.status).toBe(200);
      for (const name of ['cid', 'uid']) expect(cookieLine(page, name), name).toMatch(/; Secure$/);
    });

    it('are not Secure over plain http, and are when a trusted proxy says the visitor used https', async () => {
      const cart = await requestFrom(STRANGER, `${store.url}/api/common/GetCID`);
      expect(cookieLine(cart, 'cid')).toMatch(/^cid=[a-f0-9]{32}; Path=\/; Max-Age=2592000; SameSite=Lax$/);
      const page = await requestFrom(STRANGER, `${store.url}/`);
      for (const name of ['cid', 'uid']) expect(cookieLine(page, name), name).not.toMatch(/Secure/);
      const viaTls = await requestFrom(STRANGER, `${store.url}/api/common/GetUID`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(cookieLine(viaTls, 'uid')).toMatch(/; Secure$/);
    });
  });
});
