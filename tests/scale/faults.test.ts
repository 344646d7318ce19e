// Faults under load, on a PostgreSQL cluster this test owns (so it can stop and restart it):
// PostgreSQL restarted mid-stream, SIGTERM mid-stream, and a PGlite folder that cannot be written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfNeeded } from '../../packages/server/src/catalog/seed';
import { openDatabase, type Database } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { ADDRESS_DE, orderBody, seedCheckouts, setUpPart, type PartFacts } from '../buying/support';
import { startPgCluster, type PgCluster } from '../support/pg-cluster';
import { spawnServer, type ServerProcess } from '../support/process';

const UNAVAILABLE = { state: 'error', message: 'The service is briefly unavailable. Please try again in a moment.', code: 503, data: null };
const STACK_TRACE = /\n\s+at |node_modules|\.ts:\d+|Error: /;
const PART_STOCK = 1_000_000;

interface Outcome {
  kind: string;
  started: number;
  ended: number;
  status: number;
  contentType: string;
  body: string;
  /** A transport failure (no HTTP answer at all). */
  error?: string;
  /** The checkout a PlaceOrder was for. */
  checkout?: string;
}

type Checkout = { cartId: string; tempOrderId: string };

/**
 * Round-robin load: API reads, pages and order placements, `workers` at a time, until stopped.
 * With `fresh` each request opens its own connection, so "in flight" is a clear notion at SIGTERM.
 */
function startLoad(url: string, part: PartFacts, checkouts: Checkout[], options: { workers?: number; fresh?: boolean } = {}) {
  const outcomes: Outcome[] = [];
  let running = true;
  // search-page asks for a new keyword each time, so no page cache can answer it for the database.
  const kinds = ['search', 'detail', 'product-page', 'order', 'health', 'listing-page', 'search-page', 'order'] as const;
  const headers = options.fresh ? { connection: 'close' } : undefined;
  const one = async (kind: (typeof kinds)[number]): Promise<Outcome> => {
    const started = performance.now();
    let checkout: Checkout | undefined;
    let request: Promise<Response>;
    switch (kind) {
      case 'search':
        request = fetch(`${url}/api/product/Search?keyword=${encodeURIComponent(part.mpn)}`, { headers });
        break;
      case 'detail':
        request = fetch(`${url}/api/product/Detail?partNo=${encodeURIComponent(part.mpn)}`, { headers });
        break;
      case 'product-page':
        request = fetch(`${url}/product/${encodeURIComponent(part.mpn)}`, { headers });
        break;
      case 'search-page':
        request = fetch(`${url}/keywords/${part.mpn.slice(0, 3)}${Math.floor(Math.random() * 1e9)}`, { headers });
        break;
      case 'listing-page':
        request = fetch(`${url}/category`, { headers });
        break;
      case 'health':
        request = fetch(`${url}/api/health`, { headers });
        break;
      case 'order':
        checkout = checkouts.shift();
        // Out of seeded checkouts: the order slot becomes one more read.
        if (!checkout) return one('detail');
        request = fetch(`${url}/api/order/PlaceOrder`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', cookie: `cid=${checkout.cartId}` },
          body: JSON.stringify(orderBody(checkout.tempOrderId, ADDRESS_DE)),
        });
        break;
    }
    try {
      const response = await request;
      const body = await response.text();
      return {
        kind,
        started,
        ended: performance.now(),
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        body,
        checkout: checkout?.tempOrderId,
      };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return {
        kind,
        started,
        ended: performance.now(),
        status: 0,
        contentType: '',
        body: '',
        error: cause?.code ?? cause?.message ?? String(error),
        checkout: checkout?.tempOrderId,
      };
    }
  };
  let turn = 0;
  const worker = async () => {
    while (running) {
      const outcome = await one(kinds[turn++ % kinds.length]!);
      outcomes.push(outcome);
      // Failures come back at once; a pause keeps an outage from spinning through the checkouts.
      if (outcome.status !== 200) await sleep(20);
    }
  };
  const done = Promise.all(Array.from({ length: options.workers ?? 6 }, worker));
  return {
    outcomes,
    async stop() {
      running = false;
      await done;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds (checked every 50 ms), at most `ms`; a busy shared machine can be slow. */
async function until(condition: () => boolean, ms = 60_000): Promise<void> {
  for (const started = performance.now(); !condition() && performance.now() - started < ms;) await sleep(50);
}

async function integrity(db: Database, part: PartFacts) {
  const orphans = await db.query<{ orders_without_lines: number; payments_without_orders: number; lines_without_orders: number }>(
    `SELECT (SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id))::int AS orders_without_lines,
            (SELECT count(*) FROM payments p WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = p.order_id))::int AS payments_without_orders,
            (SELECT count(*) FROM order_lines l WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = l.order_id))::int AS lines_without_orders`,
  );
  const stock = await db.query<{ stock: number; sold: number }>(
    `SELECT p.stock, coalesce((SELECT sum(qty) FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.part_id = p.id AND o.status <> 'cancelled'), 0)::int AS sold
       FROM parts p WHERE p.id = $1`,
    [part.id],
  );
  return { ...orphans.rows[0]!, ...stock.rows[0]! };
}

describe('faults on a PostgreSQL cluster of the test’s own', () => {
  let cluster: PgCluster;
  let url: string;
  let db: Database;
  let part: PartFacts;
  let checkouts: Checkout[];
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    cluster = await startPgCluster();
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE ferrite_faults');
    await admin.end();
    url = cluster.urlFor('ferrite_faults');
    db = await openDatabase({ databaseUrl: url, dataDir: '' });
    await migrate(db);
    await seedIfNeeded(db, { parts: 600 });
    part = await setUpPart(db, 2, { stock: PART_STOCK });
    checkouts = await seedCheckouts(db, 4_000, [{ partId: part.id, qty: 2, unitPriceMicros: 2_500_000 }]);
  });
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await db?.close();
    await cluster?.destroy();
  });

  it('PostgreSQL restarted under load: the window answers 503 envelopes, the server recovers by itself, no order is half-written', async () => {
    const server = await spawnServer({ DATABASE_URL: url });
    servers.push(server);
    const load = startLoad(server.url, part, checkouts);
    // Warm: enough of every kind answered before the outage.
    await until(() => load.outcomes.length >= 60);
    const stopAt = performance.now();
    await cluster.stop();
    // Down until requests have met it, an uncacheable page and an order among them (what the checks
    // below need), so the pool's connections have broken under load.
    const metOutage = (kind: string) => load.outcomes.some((o) => o.kind === kind && o.started > stopAt && o.status !== 200);
    await until(() => ['search-page', 'order'].every(metOutage), 30_000);
    await cluster.start();
    const upAt = performance.now();

    // Recovery without restarting the server: every kind of request succeeds again within seconds.
    let recoveredAt = 0;
    for (const started = performance.now(); performance.now() - started < 20_000;) {
      const recent = load.outcomes.filter((o) => o.started > upAt);
      const kinds = new Set(recent.filter((o) => o.status === 200).map((o) => o.kind));
      if (kinds.size === 7) {
        recoveredAt = performance.now();
        break;
      }
      await sleep(100);
    }
    await until(() => load.outcomes.filter((o) => o.started > recoveredAt).length >= 40, 30_000);
    await load.stop();
    expect(server.child.exitCode, server.output()).toBeNull();
    expect(recoveredAt, 'every kind of request succeeded again after the restart').toBeGreaterThan(0);

    const before = load.outcomes.filter((o) => o.ended < stopAt);
    const after = load.outcomes.filter((o) => o.started > recoveredAt);
    expect(before.length).toBeGreaterThan(20);
    expect(before.filter((o) => o.status !== 200)).toEqual([]);
    expect(after.length).toBeGreaterThan(20);
    expect(after.filter((o) => o.status !== 200)).toEqual([]);

    // The window: failures are 503s with the error envelope (API) or the error page (pages), never a stack trace.
    const failed = load.outcomes.filter((o) => o.status !== 200);
    expect(failed.length, 'requests met the outage').toBeGreaterThan(0);
    // Pages a cache can answer may keep working; an uncacheable one meets the outage like the API.
    expect(
      failed.some((o) => o.kind === 'search-page'),
      'a page met the outage',
    ).toBe(true);
    expect(
      failed.some((o) => o.kind === 'order'),
      'an order met the outage',
    ).toBe(true);
    expect(
      failed.filter((o) => o.error),
      'the server itself kept answering',
    ).toEqual([]);
    expect([...new Set(failed.map((o) => o.status))]).toEqual([503]);
    for (const outcome of failed) {
      expect(outcome.body).not.toMatch(STACK_TRACE);
      if (['search', 'detail', 'health', 'order'].includes(outcome.kind)) {
        expect(outcome.contentType).toMatch(/^application\/json/);
        const envelope = JSON.parse(outcome.body) as Record<string, unknown>;
        if (outcome.kind === 'health') expect(envelope).toMatchObject({ state: 'error', code: 503 });
        else expect(envelope).toEqual(UNAVAILABLE);
      } else {
        expect(outcome.contentType).toMatch(/^text\/html/);
        expect(outcome.body).toMatch(/briefly unavailable/i);
      }
    }

    // No order is half-written; every acknowledged order is whole; stock adds up to what was sold.
    const acknowledged = load.outcomes.filter((o) => o.kind === 'order' && o.status === 200).map((o) => o.checkout!);
    expect(acknowledged.length).toBeGreaterThan(10);
    const facts = await integrity(db, part);
    expect(facts).toMatchObject({ orders_without_lines: 0, payments_without_orders: 0, lines_without_orders: 0 });
    expect(facts.stock).toBe(PART_STOCK - facts.sold);
    const whole = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders o JOIN order_lines l ON l.order_id = o.id AND l.qty = 2 WHERE o.checkout_id = ANY($1::text[])`,
      [acknowledged],
    );
    expect(whole.rows[0]!.n).toBe(acknowledged.length);
  });

  it('SIGTERM under load: requests in flight finish, orders among them are whole, the process exits 0', async () => {
    const server = await spawnServer({ DATABASE_URL: url });
    servers.push(server);
    const load = startLoad(server.url, part, checkouts, { workers: 8, fresh: true });
    await until(() => load.outcomes.length >= 60);
    const termAt = performance.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    await load.stop();
    expect(code, server.output()).toBe(0);

    // Sent well before the signal (so accepted by the server): every one answered in full.
    const inFlight = load.outcomes.filter((o) => o.started < termAt - 50 && o.ended > termAt);
    const earlier = load.outcomes.filter((o) => o.started < termAt - 50);
    expect(inFlight.length, 'requests were in flight at SIGTERM').toBeGreaterThan(0);
    expect(earlier.filter((o) => o.status !== 200)).toEqual([]);
    // After it, a request is either answered or refused a connection; never a 5xx.
    expect(load.outcomes.filter((o) => o.status >= 500)).toEqual([]);

    const acknowledged = load.outcomes.filter((o) => o.kind === 'order' && o.status === 200).map((o) => o.checkout!);
    const whole = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE checkout_id = ANY($1::text[])`, [
      acknowledged,
    ]);
    expect(whole.rows[0]!.n).toBe(acknowledged.length);
    const facts = await integrity(db, part);
    expect(facts).toMatchObject({ orders_without_lines: 0, payments_without_orders: 0 });
    expect(facts.stock).toBe(PART_STOCK - facts.sold);
  });
});

describe('an unwritable PGlite data folder', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-readonly-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('stops the server at start with one clear line and no stack trace', async () => {
    const dataDir = path.join(dir, 'data');
    fs.mkdirSync(dataDir);
    fs.chmodSync(dataDir, 0o555);
    fs.chmodSync(dir, 0o755);
    // Root writes anywhere regardless of mode bits, so as root the server runs as nobody, as a service would.
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const failure = (await spawnServer({ PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' }, 120_000, asNobody).catch(
      (error: unknown) => error,
    )) as {
      output: string;
      code: number;
    };
    expect(failure.code).toBe(1);
    const lines = failure.output.trim().split('\n');
    expect(lines).toEqual([
      `Cannot start: The PGlite data folder ${dataDir} cannot be written (EACCES). Set PGLITE_DATA_DIR to a writable folder, or DATABASE_URL to use a PostgreSQL server.`,
    ]);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
