import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../support/process';
import { DATABASE_FLAVOURS } from '../support/server';
import { makeTarget, stop } from './crash-target';
import { ADDRESS_DE, orderBody, postOrder, seedCheckouts, setUpPart } from './support';

const ORDERS = 1_000;
const WORKERS = 8;
const LINE_QTYS = [3, 5];

describe.each(DATABASE_FLAVOURS)('SIGKILL during a stream of orders on %s', (flavour) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  // A thousand orders, a kill and a restart: on a shared 2-core machine this outlasted the 120 s default.
  it(`loses no acknowledged order of ${ORDERS}`, { timeout: 600_000 }, async () => {
    const target = await makeTarget(flavour, 'crash', 200);
    cleanups.push(target.drop);

    // A small catalogue, two parts with plenty of stock, and the temporary orders to place.
    let db = await target.open();
    const a = await setUpPart(db, 0, { stock: 1_000_000 });
    const b = await setUpPart(db, 1, { stock: 1_000_000 });
    const checkouts = await seedCheckouts(db, ORDERS, [
      { partId: a.id, qty: LINE_QTYS[0]!, unitPriceMicros: 2_500_000 },
      { partId: b.id, qty: LINE_QTYS[1]!, unitPriceMicros: 2_500_000 },
    ]);
    await db.close();

    let server = await spawnServer(target.env);
    cleanups.push(async () => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    });

    // Phase 1: eight buyers order as fast as they can; the server is killed mid-stream.
    const acknowledged = new Map<string, string>(); // tempOrderId → OrderNo
    const pending: typeof checkouts = [];
    const queue = [...checkouts];
    const killAfter = 250 + Math.floor(Math.random() * 250);
    let killed = false;
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        if (killed) {
          pending.push(next);
          continue;
        }
        try {
          const answer = await postOrder(server.url, next.cartId, orderBody(next.tempOrderId, ADDRESS_DE), `crash-${next.tempOrderId}`);
          expect(answer.status, answer.text).toBe(200);
          acknowledged.set(next.tempOrderId, JSON.parse(answer.text).data.OrderNo);
          if (!killed && acknowledged.size >= killAfter) {
            killed = true;
            server.child.kill('SIGKILL');
          }
        } catch (error) {
          if (!killed) throw error;
          // In flight at the kill: unknown whether it committed; it is retried with its key.
          pending.push(next);
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    await server.exited;
    const beforeKill = new Map(acknowledged);
    expect(beforeKill.size).toBeGreaterThanOrEqual(killAfter);

    // Phase 2: restart on the same data; finish the stream, retrying in-flight orders with their keys.
    server = await spawnServer(target.env);
    let replays = 0;
    const retryQueue = [...pending];
    const finisher = async () => {
      for (let next = retryQueue.shift(); next; next = retryQueue.shift()) {
        const answer = await postOrder(server.url, next.cartId, orderBody(next.tempOrderId, ADDRESS_DE), `crash-${next.tempOrderId}`);
        expect(answer.status, answer.text).toBe(200);
        if (answer.replayed) replays++;
        acknowledged.set(next.tempOrderId, JSON.parse(answer.text).data.OrderNo);
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, finisher));
    await stop(server);
    expect(acknowledged.size).toBe(ORDERS);
    expect(replays).toBeLessThanOrEqual(WORKERS);

    // Every order acknowledged before the kill is there, with all its lines; stock adds up.
    db = await target.open();
    try {
      const { rows } = await db.query<{ order_no: string; checkout_id: string; lines: number[] }>(
        `SELECT o.order_no, o.checkout_id, array_agg(l.qty ORDER BY l.line_no) AS lines FROM orders o JOIN order_lines l ON l.order_id = o.id GROUP BY o.id`,
      );
      const byCheckout = new Map(rows.map((row) => [row.checkout_id, row]));
      for (const [tempOrderId, orderNo] of beforeKill) {
        const row = byCheckout.get(tempOrderId);
        expect(row?.order_no, `acknowledged order ${orderNo}`).toBe(orderNo);
        expect(row!.lines).toEqual(LINE_QTYS);
      }
      expect(rows).toHaveLength(ORDERS);
      const stock = await db.query<{ id: number; stock: number }>('SELECT id, stock FROM parts WHERE id = ANY($1::int[]) ORDER BY id', [
        [a.id, b.id],
      ]);
      const expected = new Map([
        [a.id, 1_000_000 - ORDERS * LINE_QTYS[0]!],
        [b.id, 1_000_000 - ORDERS * LINE_QTYS[1]!],
      ]);
      for (const row of stock.rows) expect(row.stock).toBe(expected.get(row.id));
    } finally {
      await db.close();
    }
  });
});
