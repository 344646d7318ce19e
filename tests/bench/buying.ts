// AddToCart latency and checkouts per second under 32 concurrent buyers.
// Run: npx tsx tests/bench/buying.ts [pglite|postgres] [seconds per phase]   (prints figures; never fails on time)
// postgres uses a throwaway database on TEST_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres).
import crypto from 'node:crypto';
import os from 'node:os';
import { seedIfNeeded } from '../../packages/server/src/catalog/seed';
import { openDatabase } from '../../packages/server/src/db/database';
import { migrate } from '../../packages/server/src/db/migrate';
import { startServer } from '../../packages/server/src/server';
import { createThrowawayDatabase } from '../support/postgres';

const USERS = 32;
const flavour = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const seconds = Number(process.argv[3] ?? 10);

const throwaway = flavour === 'postgres' ? await createThrowawayDatabase('ferrite_bench') : undefined;
const db = await openDatabase({ databaseUrl: throwaway?.url, dataDir: 'memory://' });
await migrate(db);
await seedIfNeeded(db, { parts: 3_000 });
// 200 parts that never run out, so every request measures the happy path.
const { rows: parts } = await db.query<{ id: number; moq: number }>(
  `UPDATE parts SET stock = 10000000 WHERE id IN (SELECT id FROM parts WHERE jsonb_array_length(price_breaks) > 0 ORDER BY id LIMIT 200) RETURNING id, moq`,
);
const server = await startServer({ db, config: { port: 0, host: '127.0.0.1', logLevel: 'silent' } });

const address = {
  FirstName: 'Bench',
  LastName: 'Buyer',
  Phone: '+1 512 555 0100',
  Address1: '1 Main St',
  City: 'Austin',
  State: 'TX',
  PostalCode: '78701',
  Country: 'US',
};

async function call(method: 'GET' | 'POST', path: string, cartId: string, body?: unknown, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { cookie: `cid=${cartId}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { state: string; message: string; data: any };
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${envelope.message}`);
  return { ms: performance.now() - started, data: envelope.data };
}

const pick = () => parts[crypto.randomInt(parts.length)]!;
const quantile = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function forUsers(body: (user: number) => Promise<void>): Promise<number> {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: USERS }, async (_, user) => {
      while (performance.now() < until) await body(user);
    }),
  );
  return (performance.now() - started) / 1000;
}

try {
  // Phase 1: AddToCart. Each buyer has a cart; a new cart after 50 lines, so carts stay realistic.
  const carts = Array.from({ length: USERS }, () => ({ id: crypto.randomBytes(16).toString('hex'), lines: 0 }));
  const addSamples: number[] = [];
  const addWall = await forUsers(async (user) => {
    const cart = carts[user]!;
    if (cart.lines >= 50) Object.assign(cart, { id: crypto.randomBytes(16).toString('hex'), lines: 0 });
    const part = pick();
    addSamples.push((await call('POST', '/shopcart/AddToCart', cart.id, { ProductID: part.id, OrderQty: part.moq })).ms);
    cart.lines++;
  });

  // Phase 2: whole checkouts: add 3 parts, ToCheckOut, PlaceOrder (Idempotency-Key), Pay with the test card.
  const placeSamples: number[] = [];
  let checkouts = 0;
  const checkoutWall = await forUsers(async () => {
    const cartId = crypto.randomBytes(16).toString('hex');
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const part = pick();
      ids.push((await call('POST', '/shopcart/AddToCart', cartId, { ProductID: part.id, OrderQty: part.moq })).data.DtlID);
    }
    const tempOrderId = (await call('POST', '/shopcart/ToCheckOut', cartId, [...new Set(ids)])).data as string;
    const placed = await call(
      'POST',
      '/order/PlaceOrder',
      cartId,
      { TempOrderID: tempOrderId, Email: 'bench@example.com', Address: address, ShippingMethod: 'standard' },
      { 'idempotency-key': tempOrderId },
    );
    placeSamples.push(placed.ms);
    await call('POST', '/order/Pay', cartId, {
      OrderNo: placed.data.OrderNo,
      CardHolder: 'Bench Buyer',
      CardNumber: '4242424242424242',
      Expiry: '12/39',
      Cvc: '123',
    });
    checkouts++;
  });

  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, database ${db.kind}, ${USERS} concurrent buyers, ${seconds} s per phase`,
  );
  console.log(
    `AddToCart: ${addSamples.length} calls, ${(addSamples.length / addWall).toFixed(0)}/s, p50 ${fmt(quantile(addSamples, 0.5))}, p95 ${fmt(quantile(addSamples, 0.95))}, p99 ${fmt(quantile(addSamples, 0.99))}`,
  );
  console.log(
    `Checkouts (3 × AddToCart, ToCheckOut, PlaceOrder, Pay): ${checkouts} in ${checkoutWall.toFixed(1)} s = ${(checkouts / checkoutWall).toFixed(1)} checkouts/s; PlaceOrder p50 ${fmt(quantile(placeSamples, 0.5))}, p95 ${fmt(quantile(placeSamples, 0.95))}`,
  );
} finally {
  await server.close();
  await db.close();
  await throwaway?.drop();
}
