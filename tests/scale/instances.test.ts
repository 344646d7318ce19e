// Two server processes on their own ports, one PostgreSQL database and one Redis between them:
// what `npm run serve:instances -- 2` runs behind a load balancer.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedIfNeeded } from '../../packages/server/src/catalog/seed';
import { openDatabase, type Database } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { CLOCK_SKEW_MS } from '../../packages/server/src/accounts/auth/session-cache';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_ATTEMPT_LIMIT } from '../../packages/server/src/accounts/auth/throttle';
import { signedInClient, statusCounts, uniqueEmail } from '../accounts/support';
import { ADDRESS_DE, cartToCheckout, Client, orderBody, setUpPart, type PartFacts } from '../buying/support';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../support/postgres';
import { spawnServer, type ServerProcess } from '../support/process';
import { testRedisUrl, uniqueRedisPrefix } from '../support/redis';
import type { TestStore } from '../support/server';

const STOCK = 30;
const BUYERS = 90;

describe('two instances on one PostgreSQL and one Redis', () => {
  let throwaway: ThrowawayDatabase;
  let db: Database;
  let servers: ServerProcess[] = [];
  let stores: TestStore[] = [];
  let part: PartFacts;
  const prefix = uniqueRedisPrefix('instances');
  const redis = new Redis(testRedisUrl(), { lazyConnect: true });
  const redisKeys = (pattern: string) => redis.keys(`${prefix}${pattern}`);

  beforeAll(async () => {
    throwaway = await createThrowawayDatabase('ferrite_scale');
    db = await openDatabase({ databaseUrl: throwaway.url, dataDir: '' });
    await migrate(db);
    await seedIfNeeded(db, { parts: 600 });
    part = await setUpPart(db, 3, { stock: STOCK });
    const env = { DATABASE_URL: throwaway.url, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix };
    servers = await Promise.all([spawnServer(env), spawnServer(env)]);
    // The test clients only need each instance's address, and the shared database for mailed tokens.
    stores = servers.map((server) => ({ url: server.url, db }) as unknown as TestStore);
  });
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await db?.close();
    await throwaway?.drop();
    if (redis.status === 'ready') {
      const keys = await redisKeys('*');
      if (keys.length > 0) await redis.del(...keys);
    }
    redis.disconnect();
  });

  it('run on different ports', () => {
    expect(new URL(servers[0]!.url).port).not.toBe(new URL(servers[1]!.url).port);
  });

  it('a session made on one instance is signed in on the other; logging off on the other ends it on the first at once', async () => {
    const [a, b] = stores as [TestStore, TestStore];
    const onA = await signedInClient(a, { userName: 'Ada Instance' });
    // Confirming the address stamped the user as changed; cached look-ups are believed once that stamp
    // is more than the clock-skew allowance old. Wait for that, or the log off below would have no
    // cached look-up to end.
    await redis.connect();
    const stamps = await Promise.all((await redisKeys('session-user-changed:*')).map(async (key) => Number(await redis.get(key))));
    expect(stamps.length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(Math.max(...stamps) + CLOCK_SKEW_MS), { timeout: 10_000, interval: 20 });
    // The same browser, its next request answered by the other instance.
    const onB = new Client(b, onA.ip);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    onB.extraHeaders = { ...onA.extraHeaders };

    const identity = await onB.get<{ UserName: string; Email: string } | null>('/account/onlineid');
    expect(identity.body.data).toMatchObject({ UserName: 'Ada Instance', Email: onA.email });
    const page = await onB.page('/account');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Ada Instance');
    // A's own look-up, now cached in Redis, is what the log off on B must invalidate.
    expect((await onA.get<{ UserName: string } | null>('/account/onlineid')).body.data?.UserName).toBe('Ada Instance');
    expect(await redisKeys('session:*')).toHaveLength(1);

    const loggedOff = await onB.post('/account/LogOff');
    expect(loggedOff.body.state).toBe('success');
    expect((await onA.get('/account/onlineid')).body.data).toBeNull();
    expect((await onA.page('/account')).status).toBe(302);
  });

  it('counts failed sign-ins across both instances: the sixth attempt is refused wherever it lands', async () => {
    const [a, b] = stores as [TestStore, TestStore];
    const email = uniqueEmail('throttled');
    const clients = [new Client(a), new Client(b)];
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await clients[attempt % 2]!.post('/account/login', { Email: email, Password: 'Wrong-123' });
      expect(answer.status, `attempt ${attempt + 1}`).toBe(400);
    }
    for (const client of clients) {
      const refused = await client.post('/account/login', { Email: email, Password: 'Wrong-123' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The counts were read from Redis (PostgreSQL has them too, as the record and the fallback).
    expect(await redis.zcard(`${prefix}throttle:account:${email}`)).toBe(5);
  });

  it('a burst of 100 parallel sign-ins split across both instances gets 5 password checks per account and 20 per address', async () => {
    const [a, b] = stores as [TestStore, TestStore];
    // One account, every attempt from its own address: the account limit.
    const email = uniqueEmail('burst');
    const forAccount = await Promise.all(
      Array.from({ length: 100 }, (_, i) => new Client(i % 2 ? b : a).post('/account/login', { Email: email, Password: 'Wrong-123' })),
    );
    expect(statusCounts(forAccount)).toEqual({ 400: ACCOUNT_FAILURE_LIMIT, 429: 100 - ACCOUNT_FAILURE_LIMIT });
    expect(forAccount.filter((answer) => answer.status === 429).every((answer) => Number(answer.headers.get('retry-after')) > 850)).toBe(
      true,
    );
    // One address, every attempt for another account: the address limit.
    const ip = new Client(a).ip;
    const fromAddress = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        new Client(i % 2 ? b : a, ip).post('/account/login', { Email: uniqueEmail('spray'), Password: 'Wrong-123' }),
      ),
    );
    expect(statusCounts(fromAddress)).toEqual({ 400: ADDRESS_ATTEMPT_LIMIT, 429: 100 - ADDRESS_ATTEMPT_LIMIT });
    expect(fromAddress.filter((answer) => answer.status === 429).every((answer) => Number(answer.headers.get('retry-after')) <= 60)).toBe(
      true,
    );
    // Half the burst went to each instance, so 20 in all means the instances shared one count (counted per
    // instance, each would admit 20). Which instance won the 20 checks is up to the scheduler: not asserted.
  });

  it(`${BUYERS} buyers check out the last ${STOCK} units at once, split across both instances: no oversell`, async () => {
    // Each buyer fills a cart and checks out on the instance the balancer happens to send them to.
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async (_, i) => {
        const client = new Client(stores[i % 2]!);
        const { tempOrderId } = await cartToCheckout(client, part.id, 1);
        return { client, tempOrderId };
      }),
    );
    const answers = await Promise.all(
      buyers.map(({ client, tempOrderId }) => client.post<{ OrderNo: string }>('/order/PlaceOrder', orderBody(tempOrderId, ADDRESS_DE))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(STOCK);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - STOCK);
    // Both instances sold some: the race really ran on both.
    const soldOn = [0, 1].map((n) => answers.filter((answer, i) => i % 2 === n && answer.status === 200).length);
    expect(
      soldOn.every((count) => count > 0),
      `sold per instance: ${soldOn.join(', ')}`,
    ).toBe(true);

    const stock = await db.query<{ stock: number }>('SELECT stock FROM parts WHERE id = $1', [part.id]);
    expect(stock.rows[0]!.stock).toBe(0);
    const sold = await db.query<{ qty: number; orders: number }>(
      'SELECT coalesce(sum(qty), 0)::int AS qty, count(DISTINCT order_id)::int AS orders FROM order_lines WHERE part_id = $1',
      [part.id],
    );
    expect(sold.rows[0]).toEqual({ qty: STOCK, orders: STOCK });
    const negative = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM parts WHERE stock < 0');
    expect(negative.rows[0]!.n).toBe(0);
  });
});
