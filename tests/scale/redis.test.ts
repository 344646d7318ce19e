// REDIS_URL: the cache shared by instances, and what happens when Redis goes away at run time.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfNeeded } from '../../packages/server/src/catalog/seed';
import { openDatabase, type Database } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { startServer, type RunningServer } from '../../packages/server/src/server';
import { signedInClient, uniqueEmail } from '../accounts/support';
import { Client } from '../buying/support';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../support/postgres';
import { spawnServer, type ServerProcess } from '../support/process';
import { startOwnRedis, testRedisUrl, uniqueRedisPrefix, type OwnRedis } from '../support/redis';
import type { TestStore } from '../support/server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Redis shared by instances and lost at run time', () => {
  let throwaway: ThrowawayDatabase;
  let db: Database;
  let topCategory: { id: number; name: string };

  beforeAll(async () => {
    throwaway = await createThrowawayDatabase('ferrite_redis');
    db = await openDatabase({ databaseUrl: throwaway.url, dataDir: '' });
    await migrate(db);
    await seedIfNeeded(db, { parts: 600 });
    topCategory = (
      await db.query<{ id: number; name: string }>('SELECT id, name FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1')
    ).rows[0]!;
  });
  afterAll(async () => {
    await db?.close();
    await throwaway?.drop();
  });

  describe('the shared cache', () => {
    const servers: RunningServer[] = [];
    const prefix = uniqueRedisPrefix('cache');
    const redis = new Redis(testRedisUrl());
    afterAll(async () => {
      for (const server of servers) await server.close();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    });

    it('one instance loads the menu, the other reads that copy; an invalidation reaches both at once', async () => {
      for (let i = 0; i < 2; i++) {
        servers.push(
          await startServer({
            config: {
              databaseUrl: throwaway.url,
              redisUrl: testRedisUrl(),
              redisPrefix: prefix,
              port: 0,
              host: '127.0.0.1',
              logLevel: 'silent',
            },
          }),
        );
      }
      const [a, b] = servers as [RunningServer, RunningServer];
      const menuOf = async (server: RunningServer) =>
        JSON.stringify((await (await fetch(`${server.url}/api/category/Navigation`)).json()).data);

      expect(await menuOf(a)).toContain(topCategory.name);
      expect((await redis.keys(`${prefix}cache:*`)).length).toBeGreaterThan(0);
      // Changed in the database behind the cache's back: B still shows the copy A put in Redis.
      await db.query('UPDATE categories SET name = $2 WHERE id = $1', [topCategory.id, 'Renamed Behind The Cache']);
      const onB = await menuOf(b);
      expect(onB).toContain(topCategory.name);
      expect(onB).not.toContain('Renamed Behind The Cache');

      // One instance invalidates (as an import does); both load afresh, B included, once B has the
      // published message (long before B's own copy would expire).
      await a.services.cache.invalidate('');
      await expect.poll(() => menuOf(b), { timeout: 5_000 }).toContain('Renamed Behind The Cache');
      expect(await menuOf(a)).toContain('Renamed Behind The Cache');
      await db.query('UPDATE categories SET name = $2 WHERE id = $1', [topCategory.id, topCategory.name]);
      await a.services.cache.invalidate('');
    });
  });

  describe('Redis going away and coming back', () => {
    let own: OwnRedis;
    let server: ServerProcess;
    beforeAll(async () => {
      own = await startOwnRedis();
      server = await spawnServer({ DATABASE_URL: throwaway.url, REDIS_URL: own.url, LOG_LEVEL: 'warn' });
    });
    afterAll(async () => {
      server?.child.kill('SIGTERM');
      await server?.exited;
      await own?.kill();
    });

    it('signed-in pages, sign-in throttling and the menu keep working on PostgreSQL; one warning, then back to Redis', async () => {
      const store = { url: server.url, db } as unknown as TestStore;
      const user = await signedInClient(store, { userName: 'Rhea Redis' });
      expect((await user.get<{ UserName: string } | null>('/account/onlineid')).body.data?.UserName).toBe('Rhea Redis');
      const probe = new Redis(own.url);
      expect(await probe.keys('ferrite:session:*')).toHaveLength(1);
      probe.disconnect();

      await own.kill();
      for (let i = 0; i < 5; i++) {
        expect((await user.get<{ UserName: string } | null>('/account/onlineid')).body.data?.UserName).toBe('Rhea Redis');
        expect((await user.page('/account')).status).toBe(200);
        expect((await fetch(`${server.url}/api/category/Navigation`)).status).toBe(200);
      }
      // The throttle falls back to the counts in PostgreSQL.
      const email = uniqueEmail('no-redis');
      const guesser = new Client(store);
      for (let attempt = 0; attempt < 5; attempt++)
        expect((await guesser.post('/account/login', { Email: email, Password: 'Wrong-123' })).status).toBe(400);
      expect((await guesser.post('/account/login', { Email: email, Password: 'Wrong-123' })).status).toBe(429);
      expect(server.child.exitCode).toBeNull();
      const warnings = server
        .output()
        .split('\n')
        .filter((line) => line.includes('Redis is unavailable'));
      expect(warnings).toHaveLength(1);
      expect(server.output()).not.toMatch(/Unhandled error event/);

      // Back: the server reconnects by itself and caches sessions in Redis again.
      await own.start();
      const back = Date.now();
      while (!server.output().includes('Redis is back') && Date.now() - back < 10_000) await sleep(100);
      expect(server.output()).toContain('Redis is back');
      expect((await user.get<{ UserName: string } | null>('/account/onlineid')).body.data?.UserName).toBe('Rhea Redis');
      const again = new Redis(own.url);
      expect(await again.keys('ferrite:session:*')).toHaveLength(1);
      again.disconnect();
    });
  });
});
