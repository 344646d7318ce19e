// REDIS_URL after a restart: the shared cache then answers from Redis (a JSON copy), not from the
// objects this process built. Every page family and its main API calls must still answer 200, on
// both of two instances sharing the database and Redis.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordUrl, productUrl } from '@ferrite/contract/urls';
import { seedIfNeeded } from '../../packages/server/src/catalog/seed';
import { openDatabase, type Database } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { loadReferenceData } from '../../packages/server/src/db/reference-data';
import { startServer, type RunningServer } from '../../packages/server/src/server';
import { signedInClient } from '../accounts/support';
import { cartToCheckout, Client } from '../buying/support';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../support/postgres';
import { testRedisUrl, uniqueRedisPrefix } from '../support/redis';
import type { TestStore } from '../support/server';

interface Listing {
  facets: { key: string; values: { value: string }[] }[];
}

/** What the pages below are made of, found once in the seeded catalogue. */
interface Catalogue {
  leafPath: string;
  filter: string;
  productUrls: string[];
  partNos: string[];
  categoryPaths: string[];
  manufacturer: string;
  article: string;
  partId: number;
}

describe('Redis mode after a restart: every page family on two instances', () => {
  let throwaway: ThrowawayDatabase;
  let db: Database;
  let catalogue: Catalogue;
  const prefix = uniqueRedisPrefix('restart');
  const redis = new Redis(testRedisUrl());
  const servers: RunningServer[] = [];
  const start = async () => {
    const server = await startServer({
      config: { databaseUrl: throwaway.url, redisUrl: testRedisUrl(), redisPrefix: prefix, port: 0, host: '127.0.0.1', logLevel: 'silent' },
    });
    servers.push(server);
    return server;
  };
  const storeOf = (server: RunningServer) => ({ url: server.url, db }) as unknown as TestStore;

  /** Page and API paths of every family; the checkout needs a cart of its own client. */
  const paths = (checkoutId: string) => {
    const [partNo] = catalogue.partNos;
    const query = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;
    const filter = catalogue.filter;
    const [key, value] = [filter.slice(0, filter.indexOf(':')), filter.slice(filter.indexOf(':') + 1)];
    return {
      pages: [
        '/',
        `/category/${catalogue.leafPath}?f.${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
        catalogue.productUrls[0]!,
        keywordUrl(partNo!.slice(0, 4)),
        `/manufacturer/${catalogue.manufacturer}`,
        '/tools/components/basic-circuits/ohms-law',
        '/help/ordering',
        `/community/${catalogue.article}`,
        '/shopcart',
        `/PlaceOrder?tempOrderId=${checkoutId}`,
        '/account/login',
      ],
      api: [
        '/Home/GetHomeData',
        '/category/Navigation',
        '/manufacturer/GetNavigation',
        `/category/Listing?${query('path', catalogue.leafPath)}&${query('f', filter)}`,
        `/product/Detail?${query('partNo', partNo!)}`,
        `/product/Search?${query('keyword', partNo!.slice(0, 4))}`,
        '/Product/GetPopularSearchesParts',
        '/manufacturer/List',
        `/manufacturer/Detail?${query('slug', catalogue.manufacturer)}`,
        `/Content/Page?${query('name', 'help/ordering')}`,
        `/Article/Detail?${query('name', catalogue.article)}`,
        '/shopcart/GetShopCartList',
        `/order/GetCheckout?${query('tempOrderId', checkoutId)}`,
      ],
    };
  };

  /** Every page and API path on one instance, answered with the ones that were not 200. */
  const visitAll = async (server: RunningServer): Promise<string[]> => {
    const client = new Client(storeOf(server));
    const { tempOrderId } = await cartToCheckout(client, catalogue.partId, 1);
    const { pages, api } = paths(tempOrderId);
    const failed: string[] = [];
    for (const path of pages) {
      const status = (await client.page(path)).status;
      if (status !== 200) failed.push(`${status} ${path}`);
    }
    for (const path of api) {
      const { status } = await client.get(path);
      if (status !== 200) failed.push(`${status} /api${path}`);
    }
    return failed;
  };

  beforeAll(async () => {
    throwaway = await createThrowawayDatabase('ferrite_redis_restart');
    db = await openDatabase({ databaseUrl: throwaway.url, dataDir: '' });
    await migrate(db);
    await loadReferenceData(db);
    await seedIfNeeded(db, { parts: 600 });
    const leaf = (
      await db.query<{ path: string }>(
        `SELECT c.path FROM parts p JOIN categories c ON c.id = p.category_id GROUP BY c.path ORDER BY count(*) DESC, c.path LIMIT 1`,
      )
    ).rows[0]!;
    const parts = (
      await db.query<{ id: number; mpn: string }>(`SELECT id, mpn FROM parts WHERE stock > 0 ORDER BY popularity DESC, id LIMIT 20`)
    ).rows;
    const categories = (
      await db.query<{ path: string }>(
        'SELECT DISTINCT c.path FROM parts p JOIN categories c ON c.id = p.category_id ORDER BY c.path LIMIT 20',
      )
    ).rows;
    const manufacturer = (
      await db.query<{ slug: string }>(
        'SELECT m.slug FROM manufacturers m JOIN parts p ON p.manufacturer_id = m.id GROUP BY m.slug ORDER BY count(*) DESC LIMIT 1',
      )
    ).rows[0]!;
    const article = (await db.query<{ slug: string }>('SELECT slug FROM articles ORDER BY slug LIMIT 1')).rows[0]!;
    catalogue = {
      leafPath: leaf.path,
      filter: '',
      productUrls: parts.map((p) => productUrl(p.mpn)),
      partNos: parts.map((p) => p.mpn),
      categoryPaths: categories.map((c) => c.path),
      manufacturer: manufacturer.slug,
      article: article.slug,
      partId: parts[0]!.id,
    };
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await db?.close();
    await throwaway?.drop();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('fills the shared cache on a first run, then answers 200 everywhere from it after a restart', async () => {
    const first = await start();
    // The filter is one the listing itself offers (its first facet's first value).
    const listing = await new Client(storeOf(first)).get<Listing>(`/category/Listing?path=${encodeURIComponent(catalogue.leafPath)}`);
    const facet = listing.body.data.facets[0]!;
    catalogue.filter = `${facet.key}:${facet.values[0]!.value}`;
    expect(await visitAll(first)).toEqual([]);
    expect((await redis.keys(`${prefix}cache:catalog:*`)).length).toBeGreaterThan(0);
    await first.close();

    // Restarted, and a second instance beside it: both find the catalogue data in Redis.
    const [a, b] = [await start(), await start()];
    expect(await visitAll(a)).toEqual([]);
    expect(await visitAll(b)).toEqual([]);

    // A signed-in account page on each.
    for (const server of [a, b]) {
      const member = await signedInClient(storeOf(server));
      expect((await member.page('/account')).status).toBe(200);
    }
  });

  it('answers 200 to product and category pages and their API calls, 80 requests after a restart', async () => {
    for (const server of servers.splice(0)) await server.close();
    const instances = [await start(), await start()];
    const requests: { server: RunningServer; path: string; api: boolean }[] = [];
    for (let i = 0; i < 20; i++) {
      const partNo = catalogue.partNos[i % catalogue.partNos.length]!;
      const category = catalogue.categoryPaths[i % catalogue.categoryPaths.length]!;
      requests.push(
        { server: instances[i % 2]!, path: catalogue.productUrls[i % catalogue.productUrls.length]!, api: false },
        { server: instances[(i + 1) % 2]!, path: `/category/${category}`, api: false },
        { server: instances[i % 2]!, path: `/product/Detail?partNo=${encodeURIComponent(partNo)}`, api: true },
        { server: instances[(i + 1) % 2]!, path: `/category/Listing?path=${encodeURIComponent(category)}`, api: true },
      );
    }
    const statuses = await Promise.all(
      requests.map(async ({ server, path, api }) => {
        const client = new Client(storeOf(server));
        return api ? (await client.get(path)).status : (await client.page(path)).status;
      }),
    );
    const failed = statuses.filter((status) => status !== 200).length;
    console.log(`Redis mode after a restart: ${failed} of ${statuses.length} product and category requests answered other than 200`);
    expect(failed).toBe(0);
  });
});
