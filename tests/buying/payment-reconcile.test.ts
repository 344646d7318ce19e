import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYING_MESSAGES } from '@ferrite/contract/buying-data';
import { cancelOverdueOrders } from '../../packages/server/src/buying/order-service';
import { NEVER_REACHED_MESSAGE, sweepOpenPayments } from '../../packages/server/src/buying/payment-reconciler';
import { payOrder } from '../../packages/server/src/buying/payment-service';
import type { PaymentProvider } from '../../packages/server/src/buying/payment/provider';
import { TEST_CARDS, TestPaymentProvider } from '../../packages/server/src/buying/payment/test-provider';
import { tableLedger } from '../../packages/server/src/buying/payment/test-provider-ledger';
import { DATABASE_FLAVOURS, startTestStore, type TestStore } from '../support/server';
import { ADDRESS_DE, orderBody, postOrder, seedCheckouts, setUpPart } from './support';

const SITE = { brand: 'Ferrite', publicOrigin: 'http://localhost' };
const STOCK = 1_000;
const QTY = 2;
const card = (number: string = TEST_CARDS.succeeds) => ({ number, expMonth: 12, expYear: 2039, cvc: '123', holder: 'Jonas Weber' });

/** The network between shop and provider drops every answer: the provider did its work, the shop never hears. */
function answersLost(provider: PaymentProvider): PaymentProvider {
  return {
    name: provider.name,
    testMode: provider.testMode,
    charge: async (request) => {
      await provider.charge(request);
      throw new Error('connection reset');
    },
    completeChallenge: (request) => provider.completeChallenge(request),
    retrieve: (key) => provider.retrieve(key),
  };
}

/** The request never leaves the shop: the provider sees nothing. */
function neverSent(provider: PaymentProvider): PaymentProvider {
  return { ...answersLost(provider), charge: async () => Promise.reject(new Error('connection refused')) };
}

describe.each(DATABASE_FLAVOURS)('settling payment attempts with the provider on %s', (flavour) => {
  let store: TestStore;
  let partId: number;
  let provider: PaymentProvider;

  beforeAll(async () => {
    store = await startTestStore(flavour, { parts: 200 });
    partId = (await setUpPart(store.db, 0, { stock: STOCK })).id;
    provider = new TestPaymentProvider(tableLedger(store.db));
  });
  afterAll(async () => {
    await store?.stop();
  });

  const place = async () => {
    const [checkout] = await seedCheckouts(store.db, 1, [{ partId, qty: QTY, unitPriceMicros: 2_500_000 }]);
    const answer = await postOrder(store.url, checkout!.cartId, orderBody(checkout!.tempOrderId, ADDRESS_DE));
    expect(answer.status, answer.text).toBe(200);
    const { OrderNo, AccessKey } = JSON.parse(answer.text).data as { OrderNo: string; AccessKey: string };
    return { orderNo: OrderNo, caller: { userId: null, cartId: undefined, key: AccessKey } };
  };
  const ledger = async (orderNo: string) =>
    (
      await store.db.query<{ status: string }>('SELECT status FROM test_provider_charges WHERE description = $1 ORDER BY created_at', [
        `Order ${orderNo}`,
      ])
    ).rows.map((r) => r.status);
  const state = async (orderNo: string) => {
    const { rows } = await store.db.query<{ status: string; payment_status: string; payments: string[] }>(
      `SELECT o.status, o.payment_status, array(SELECT p.status FROM payments p WHERE p.order_id = o.id ORDER BY p.id) AS payments FROM orders o WHERE order_no = $1`,
      [orderNo],
    );
    return rows[0]!;
  };
  const stock = async () => (await store.db.query<{ stock: number }>('SELECT stock FROM parts WHERE id = $1', [partId])).rows[0]!.stock;

  it('an answer lost after the charge leaves the attempt processing, not failed; the retry finds the charge and takes nothing more', async () => {
    const { orderNo, caller } = await place();
    const lost = await payOrder(store.db, answersLost(provider), caller, orderNo, card(), SITE);
    expect(lost).toMatchObject({ Status: 'processing', Message: BUYING_MESSAGES.paymentNoAnswer });
    expect(await state(orderNo)).toMatchObject({ status: 'awaiting_payment', payments: ['processing'] });

    const retry = await payOrder(store.db, provider, caller, orderNo, card(), SITE);
    expect(retry).toMatchObject({ Status: 'succeeded', PaymentID: lost.PaymentID });
    expect(await ledger(orderNo)).toEqual(['succeeded']);
    expect(await state(orderNo)).toMatchObject({ status: 'paid', payment_status: 'paid', payments: ['succeeded'] });
  });

  it('an attempt the provider never saw: in progress while young, retired by the order page once the window passed, then charged once', async () => {
    const { orderNo, caller } = await place();
    expect((await payOrder(store.db, neverSent(provider), caller, orderNo, card(), SITE)).Status).toBe('processing');
    await expect(payOrder(store.db, provider, caller, orderNo, card(), SITE)).rejects.toMatchObject({
      status: 409,
      message: BUYING_MESSAGES.paymentInProgress,
    });
    expect(await ledger(orderNo)).toEqual([]);

    await store.db.query(
      `UPDATE payments SET updated_at = now() - interval '10 minutes' WHERE order_id = (SELECT id FROM orders WHERE order_no = $1)`,
      [orderNo],
    );
    const page = await fetch(`${store.url}/api/order/Detail?orderNo=${orderNo}&key=${caller.key}`).then((r) => r.json());
    expect(page.data.Payments).toMatchObject([{ Status: 'failed', Message: NEVER_REACHED_MESSAGE }]);
    expect((await payOrder(store.db, provider, caller, orderNo, card(), SITE)).Status).toBe('succeeded');
    expect(await ledger(orderNo)).toEqual(['succeeded']);
    expect(await state(orderNo)).toMatchObject({ status: 'paid', payments: ['failed', 'succeeded'] });
  });

  it('a decline whose answer was lost is settled as declined; the next attempt charges once, with a new key', async () => {
    const { orderNo, caller } = await place();
    await payOrder(store.db, answersLost(provider), caller, orderNo, card(TEST_CARDS.declined), SITE);
    const retry = await payOrder(store.db, provider, caller, orderNo, card(), SITE);
    expect(retry.Status).toBe('succeeded');
    expect(await ledger(orderNo)).toEqual(['declined', 'succeeded']);
    expect(await state(orderNo)).toMatchObject({ status: 'paid', payments: ['declined', 'succeeded'] });
  });

  it('20 buyers paying one order at once: one charge; every success names that one payment, the others hear in progress or paid', async () => {
    const { orderNo, caller } = await place();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        payOrder(store.db, provider, caller, orderNo, card(), SITE).then(
          (result) => `${result.Status} ${result.PaymentID}`,
          (error: { status?: number; message?: string }) => `${error.status} ${error.message}`,
        ),
      ),
    );
    // A request that finds the first attempt charged but not yet written down answers with that attempt.
    const successes = new Set(answers.filter((a) => a.startsWith('succeeded ')));
    expect(successes.size).toBe(1);
    expect(
      answers
        .filter((a) => !a.startsWith('succeeded '))
        .every((a) => a === `409 ${BUYING_MESSAGES.paymentInProgress}` || a === `409 ${BUYING_MESSAGES.orderPaid}`),
    ).toBe(true);
    expect(await ledger(orderNo)).toEqual(['succeeded']);
    expect(await state(orderNo)).toMatchObject({ status: 'paid', payments: ['succeeded'] });
  });

  it('an overdue order with an attempt still processing is not cancelled; the sweep finds it paid and its stock stays sold', async () => {
    const { orderNo, caller } = await place();
    const sold = await stock();
    await payOrder(store.db, answersLost(provider), caller, orderNo, card(), SITE);
    await store.db.query(`UPDATE orders SET payment_due_at = now() - interval '1 minute' WHERE order_no = $1`, [orderNo]);
    await store.db.query(
      `UPDATE payments SET updated_at = now() - interval '10 minutes' WHERE order_id = (SELECT id FROM orders WHERE order_no = $1)`,
      [orderNo],
    );
    await cancelOverdueOrders(store.db, true);
    expect(await state(orderNo)).toMatchObject({ status: 'awaiting_payment', payments: ['processing'] });

    const swept = await sweepOpenPayments(store.db, provider, SITE, true);
    expect(swept.map((r) => r.verdict)).toContain('settled');
    await cancelOverdueOrders(store.db, true);
    expect(await state(orderNo)).toMatchObject({ status: 'paid', payment_status: 'paid', payments: ['succeeded'] });
    expect(await ledger(orderNo)).toEqual(['succeeded']);
    expect(await stock()).toBe(sold);
  });
});
