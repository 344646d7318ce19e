import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOverdueOrders } from '../../packages/server/src/buying/order-service';
import { DATABASE_FLAVOURS, startTestStore, type TestStore } from '../support/server';
import { ADDRESS_DE, hex, orderBody, postOrder, seedCheckouts, setUpPart, type PartFacts } from './support';

const ROUNDS = 20;
const BUYERS = 100;
const STOCK = 10;

describe.each(DATABASE_FLAVOURS)('order integrity on %s', (flavour) => {
  let store: TestStore;
  let part: PartFacts;
  let other: PartFacts;

  beforeAll(async () => {
    store = await startTestStore(flavour);
    part = await setUpPart(store.db, 10, { stock: STOCK });
    other = await setUpPart(store.db, 11, { stock: 1_000_000 });
  });
  afterAll(async () => {
    await store?.stop();
  });

  const stockOf = async (id: number) =>
    (await store.db.query<{ stock: number }>('SELECT stock FROM parts WHERE id = $1', [id])).rows[0]!.stock;

  it(`${BUYERS} concurrent checkouts at a part with stock ${STOCK}, ${ROUNDS} times: exactly ${STOCK} orders, the rest 409, never negative stock`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      await store.db.query('UPDATE parts SET stock = $2 WHERE id = $1', [part.id, STOCK]);
      // Every buyer also takes a plentiful part, in the other id order half the time: locks must not deadlock.
      const lines =
        round % 2 === 0
          ? [
              { partId: other.id, qty: 2, unitPriceMicros: 2_500_000 },
              { partId: part.id, qty: 1, unitPriceMicros: 2_500_000 },
            ]
          : [
              { partId: part.id, qty: 1, unitPriceMicros: 2_500_000 },
              { partId: other.id, qty: 2, unitPriceMicros: 2_500_000 },
            ];
      const buyers = await seedCheckouts(store.db, BUYERS, lines);
      const answers = await Promise.all(buyers.map((b) => postOrder(store.url, b.cartId, orderBody(b.tempOrderId, ADDRESS_DE))));
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.filter((s) => s >= 500),
        `round ${round}: ${answers.find((a) => a.status >= 500)?.text}`,
      ).toEqual([]);
      expect(
        statuses.filter((s) => s === 200),
        `round ${round}`,
      ).toHaveLength(STOCK);
      const refused = answers.filter((a) => a.status === 409);
      expect(refused).toHaveLength(BUYERS - STOCK);
      for (const answer of refused) expect(JSON.parse(answer.text).message).toMatch(/^Insufficient stock: .* is out of stock\.$/);
      expect(await stockOf(part.id)).toBe(0);
      const placed = await store.db.query<{ n: number; qty: number }>(
        `SELECT count(DISTINCT o.id) AS n, coalesce(sum(l.qty), 0)::int AS qty FROM orders o JOIN order_lines l ON l.order_id = o.id AND l.part_id = $1 WHERE o.checkout_id = ANY($2::text[])`,
        [part.id, buyers.map((b) => b.tempOrderId)],
      );
      expect(placed.rows[0]).toEqual({ n: STOCK, qty: STOCK });
    }
    const negative = await store.db.query<{ n: number }>('SELECT count(*) AS n FROM parts WHERE stock < 0');
    expect(negative.rows[0]!.n).toBe(0);
  });

  it(`back-orders: ${BUYERS / 2} concurrent orders of 3 at a part with stock ${STOCK} and a lead time, ${ROUNDS / 4} times: all placed, stock exactly used up, never negative, the back-ordered pieces add up`, async () => {
    const made = await setUpPart(store.db, 12, { stock: STOCK, leadTimeWeeks: 8 });
    const buyersPerRound = BUYERS / 2;
    for (let round = 1; round <= ROUNDS / 4; round++) {
      await store.db.query('UPDATE parts SET stock = $2 WHERE id = $1', [made.id, STOCK]);
      const lines =
        round % 2 === 0
          ? [
              { partId: other.id, qty: 1, unitPriceMicros: 2_500_000 },
              { partId: made.id, qty: 3, unitPriceMicros: 2_500_000 },
            ]
          : [
              { partId: made.id, qty: 3, unitPriceMicros: 2_500_000 },
              { partId: other.id, qty: 1, unitPriceMicros: 2_500_000 },
            ];
      const buyers = await seedCheckouts(store.db, buyersPerRound, lines);
      const answers = await Promise.all(
        buyers.map((b, i) =>
          postOrder(store.url, b.cartId, orderBody(b.tempOrderId, ADDRESS_DE, { Shipments: i % 2 ? 'split' : 'single' })),
        ),
      );
      expect(
        answers.filter((a) => a.status !== 200).map((a) => a.text),
        `round ${round}`,
      ).toEqual([]);
      expect(await stockOf(made.id)).toBe(0);
      const placed = await store.db.query<{ n: number; qty: number; now: number; later: number; bad: number }>(
        `SELECT count(DISTINCT o.id)::int AS n, sum(l.qty)::int AS qty, sum(l.qty - l.backorder_qty)::int AS now, sum(l.backorder_qty)::int AS later,
                count(*) FILTER (WHERE l.backorder_qty < 0 OR l.backorder_qty > l.qty OR l.lead_time_weeks <> 8)::int AS bad
           FROM orders o JOIN order_lines l ON l.order_id = o.id AND l.part_id = $1 WHERE o.checkout_id = ANY($2::text[])`,
        [made.id, buyers.map((b) => b.tempOrderId)],
      );
      expect(placed.rows[0], `round ${round}`).toEqual({
        n: buyersPerRound,
        qty: 3 * buyersPerRound,
        now: STOCK,
        later: 3 * buyersPerRound - STOCK,
        bad: 0,
      });
      // The choice is kept where there is something to split (the plentiful part always ships now); else one shipment.
      const plans = await store.db.query<{ checkout_id: string; shipments: string; now: number; later: number }>(
        `SELECT o.checkout_id, o.shipments, sum(l.qty - l.backorder_qty)::int AS now, sum(l.backorder_qty)::int AS later
           FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.checkout_id = ANY($1::text[]) GROUP BY o.id`,
        [buyers.map((b) => b.tempOrderId)],
      );
      for (const plan of plans.rows) {
        const asked = buyers.findIndex((b) => b.tempOrderId === plan.checkout_id) % 2 ? 'split' : 'single';
        expect(plan.shipments).toBe(plan.now > 0 && plan.later > 0 ? asked : 'single');
      }
      expect(plans.rows.filter((p) => p.shipments === 'split').length).toBeGreaterThan(0);
    }
    // Cancelling every one of them gives back exactly the pieces taken from stock, not the back-ordered ones.
    await store.db.query(`UPDATE orders SET payment_due_at = now() - interval '1 hour' WHERE status = 'awaiting_payment'`);
    while ((await cancelOverdueOrders(store.db, true)) > 0);
    expect(await stockOf(made.id)).toBe(STOCK * (ROUNDS / 4));
    const negative = await store.db.query<{ n: number }>('SELECT count(*) AS n FROM parts WHERE stock < 0');
    expect(negative.rows[0]!.n).toBe(0);
  });

  it('50 parallel posts with one Idempotency-Key: one order, 49 identical replays; the same key with another body: 422', async () => {
    const before = await stockOf(other.id);
    const [buyer] = await seedCheckouts(store.db, 1, [{ partId: other.id, qty: 3, unitPriceMicros: 2_500_000 }]);
    const key = `order-${hex()}`;
    const body = orderBody(buyer!.tempOrderId, ADDRESS_DE);
    const answers = await Promise.all(Array.from({ length: 50 }, () => postOrder(store.url, buyer!.cartId, body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.filter((a) => a.replayed)).toHaveLength(49);
    const orders = await store.db.query<{ n: number }>('SELECT count(*) AS n FROM orders WHERE checkout_id = $1', [buyer!.tempOrderId]);
    expect(orders.rows[0]!.n).toBe(1);
    expect(await stockOf(other.id)).toBe(before - 3);

    const changed = await postOrder(store.url, buyer!.cartId, { ...body, Note: 'please hurry' }, key);
    expect(changed.status).toBe(422);
    expect(JSON.parse(changed.text).message).toBe('This Idempotency-Key was already used with a different request.');
    const later = await postOrder(store.url, buyer!.cartId, body, key);
    expect(later.text).toBe(answers[0]!.text);
  });

  it('stores no key for a refused order: the same key works once stock is back', async () => {
    await store.db.query('UPDATE parts SET stock = 0 WHERE id = $1', [part.id]);
    const [buyer] = await seedCheckouts(store.db, 1, [{ partId: part.id, qty: 1, unitPriceMicros: 2_500_000 }]);
    const key = hex();
    const body = orderBody(buyer!.tempOrderId, ADDRESS_DE);
    const refused = await postOrder(store.url, buyer!.cartId, body, key);
    expect(refused.status).toBe(409);
    await store.db.query('UPDATE parts SET stock = 5 WHERE id = $1', [part.id]);
    const placed = await postOrder(store.url, buyer!.cartId, body, key);
    expect(placed.status).toBe(200);
    expect(placed.replayed).toBe(false);
    expect(await stockOf(part.id)).toBe(4);
  });
});
