// DATABASE_REPLICA_URL: catalogue, navigation and search reads go to the replica; carts, orders
// and sessions (what a visitor just wrote) stay on the primary. Two databases stand in for a
// primary and its replica, seeded alike and then made to differ in one visible place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfNeeded } from '../../packages/server/src/catalog/seed';
import { openDatabase, type Database } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { startServer, type RunningServer } from '../../packages/server/src/server';
import { ADDRESS_DE, cartToCheckout, Client, orderBody, setUpPart, type PartFacts } from '../buying/support';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../support/postgres';
import type { TestStore } from '../support/server';

const ON_REPLICA = 'Seen on the replica only';

describe('reads from a replica (DATABASE_REPLICA_URL)', () => {
  const throwaways: ThrowawayDatabase[] = [];
  const dbs: Database[] = [];
  const servers: RunningServer[] = [];
  let primary: Database;
  let replica: Database;
  let part: PartFacts;
  let primaryDescription: string;
  let store: TestStore;
  let primaryUrl: string;

  const open = async () => {
    const throwaway = await createThrowawayDatabase('ferrite_replica');
    throwaways.push(throwaway);
    const db = await openDatabase({ databaseUrl: throwaway.url, dataDir: '' });
    dbs.push(db);
    await migrate(db);
    await seedIfNeeded(db, { parts: 600 });
    return { db, url: throwaway.url };
  };

  beforeAll(async () => {
    const [p, r] = await Promise.all([open(), open()]);
    primary = p.db;
    replica = r.db;
    primaryUrl = p.url;
    // The same part, set up alike on both, as replication would have left it.
    part = await setUpPart(primary, 5, { stock: 500 });
    await setUpPart(replica, 5, { stock: 500 });
    primaryDescription = (await primary.query<{ description: string }>('SELECT description FROM parts WHERE id = $1', [part.id])).rows[0]!
      .description;
    // Packaging variants of the part share its description, and search shows the group under
    // whichever variant leads it: replication would have changed them all.
    await replica.query('UPDATE parts SET description = $2 WHERE description = (SELECT description FROM parts WHERE id = $1)', [
      part.id,
      ON_REPLICA,
    ]);
    const server = await startServer({
      config: { databaseUrl: primaryUrl, databaseReplicaUrl: r.url, port: 0, host: '127.0.0.1', logLevel: 'silent' },
    });
    servers.push(server);
    store = { url: server.url, db: primary } as unknown as TestStore;
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const db of dbs) await db.close();
    for (const throwaway of throwaways) await throwaway.drop();
  });

  it('the product API, the product page and search read the replica', async () => {
    expect(primaryDescription).not.toBe(ON_REPLICA);
    const client = new Client(store);
    const detail = await client.get<{ Description: string }>(`/product/Detail?partNo=${encodeURIComponent(part.mpn)}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.Description).toBe(ON_REPLICA);

    const page = await client.page(`/product/${encodeURIComponent(part.mpn)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(ON_REPLICA);
    expect(html).not.toContain(primaryDescription);

    const search = await client.get<{ Parts?: { Description: string }[] }>(`/product/Search?keyword=${encodeURIComponent(part.mpn)}`);
    expect(JSON.stringify(search.body.data)).toContain(ON_REPLICA);
  });

  it('navigation reads the replica', async () => {
    // A category renamed on the replica alone shows in the menu data.
    const { rows } = await replica.query<{ id: number; name: string }>(
      'SELECT id, name FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1',
    );
    await replica.query('UPDATE categories SET name = $2 WHERE id = $1', [rows[0]!.id, 'Replica Category']);
    await servers[0]!.services.cache.invalidate();
    const nav = await new Client(store).get<unknown>('/category/Navigation');
    expect(JSON.stringify(nav.body.data)).toContain('Replica Category');
  });

  it('a cart and an order, written and read back at once, use the primary', async () => {
    const client = new Client(store);
    const { tempOrderId, dtlId } = await cartToCheckout(client, part.id, 4);
    // The cart line exists on the primary only; read from the replica the cart would be empty.
    const cart = await client.get<{ DtlID: number; Description: string }[]>('/shopcart/GetShopCartList');
    expect(cart.body.data.map((line) => line.DtlID)).toEqual([dtlId]);
    expect(cart.body.data[0]!.Description).toBe(primaryDescription);

    const placed = await client.post<{ OrderNo: string; AccessKey: string }>('/order/PlaceOrder', orderBody(tempOrderId, ADDRESS_DE));
    expect(placed.status, placed.body.message).toBe(200);
    const detail = await client.get<{ OrderNo: string }>(
      `/order/Detail?orderNo=${placed.body.data.OrderNo}&key=${placed.body.data.AccessKey}`,
    );
    expect(detail.status, detail.body.message).toBe(200);
    expect(detail.body.data.OrderNo).toBe(placed.body.data.OrderNo);

    const stockOf = async (db: Database) =>
      (await db.query<{ stock: number }>('SELECT stock FROM parts WHERE id = $1', [part.id])).rows[0]!.stock;
    expect(await stockOf(primary)).toBe(496);
    expect(await stockOf(replica)).toBe(500);
    expect((await replica.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]!.n).toBe(0);
  });

  it('while the replica cannot be reached, catalogue reads fall back to the primary', async () => {
    const server = await startServer({
      config: {
        databaseUrl: primaryUrl,
        // Nothing listens on port 1: every replica connection is refused.
        databaseReplicaUrl: 'postgres://postgres@127.0.0.1:1/nowhere',
        port: 0,
        host: '127.0.0.1',
        logLevel: 'silent',
      },
    });
    servers.push(server);
    const detail = await new Client({ url: server.url } as unknown as TestStore).get<{ Description: string }>(
      `/product/Detail?partNo=${encodeURIComponent(part.mpn)}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data.Description).toBe(primaryDescription);
  });
});
