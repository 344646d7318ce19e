import { afterAll, describe, expect, it } from 'vitest';
import { BUYING_MESSAGES } from '@ferrite/contract/buying-data';
import { CRASH_ENV, type CrashStep } from '../../packages/server/src/lib/crash-point';
import { TEST_CARDS } from '../../packages/server/src/buying/payment/test-provider';
import { spawnServer, type ServerProcess } from '../support/process';
import { DATABASE_FLAVOURS } from '../support/server';
import { makeTarget, stop, type CrashTarget } from './crash-target';
import { ADDRESS_DE, orderBody, postOrder, seedCheckouts, setUpPart } from './support';

const QTY = 3;
const STOCK = 100;
/** Longer than any window after which an unanswered attempt counts as abandoned. */
const WINDOW_PASSED_SECONDS = 10 * 60;

const inProgress = `409 ${BUYING_MESSAGES.paymentInProgress}`;
const alreadyPaid = `409 ${BUYING_MESSAGES.orderPaid}`;

/**
 * Each step the server is killed at, and what the buyer's retries get afterwards. A retry told a
 * payment is in progress is repeated once the window has passed (after the order page was viewed).
 */
const CASES: { step: CrashStep; retries: string[] }[] = [
  { step: 'pay:before-record', retries: ['200 succeeded'] },
  // The attempt is recorded but the provider never saw its key: young, it may still be on its way.
  { step: 'pay:after-record', retries: [inProgress, '200 succeeded'] },
  // The provider took the money: the retry learns it by the attempt's key and charges nothing.
  { step: 'pay:after-charge', retries: ['200 succeeded'] },
  { step: 'pay:after-commit', retries: [alreadyPaid] },
  // The provider approved the 3-D Secure answer: the order page learns it; answering again or paying again is refused.
  { step: 'challenge:after-provider', retries: ['409 This 3-D Secure step was already answered.', alreadyPaid] },
];

interface Placed {
  OrderNo: string;
  AccessKey: string;
}

async function api(server: ServerProcess, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(
    `${server.url}/api${path}`,
    body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  return { status: response.status, body: await response.json() };
}

const payBody = (order: Placed, number: string = TEST_CARDS.succeeds) => ({
  OrderNo: order.OrderNo,
  Key: order.AccessKey,
  CardHolder: 'Jonas Weber',
  CardNumber: number,
  Expiry: '12/39',
  Cvc: '123',
});
const said = (answer: { status: number; body: any }) =>
  answer.status === 200 ? `200 ${answer.body.data.Status}` : `${answer.status} ${answer.body.message}`;
const pageOf = (order: Placed) => `/order/Detail?orderNo=${order.OrderNo}&key=${order.AccessKey}`;

/** Sends a request the server dies on: the connection drops, the process ends by SIGKILL. */
async function killedBy(server: ServerProcess, path: string, body: unknown): Promise<void> {
  await expect(api(server, path, body)).rejects.toThrow();
  await server.exited;
  expect(server.child.signalCode, server.output()).toBe('SIGKILL');
}

/**
 * One order per step. Each server process is armed to die at one step for one order
 * (FERRITE_CRASH_AT=step@order), so the process started after a crash first serves the retries of
 * the order that crashed, then dies at the next order's step: a restart per crash, no more.
 */
describe.each(DATABASE_FLAVOURS)('a crash at each step of paying, then retries, on %s', (flavour) => {
  let target: CrashTarget;
  const running = new Set<ServerProcess>();
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await target?.drop();
  });

  it('charges each order exactly once, leaves it paid and its stock reserved once', { timeout: 900_000 }, async () => {
    target = await makeTarget(flavour, 'paycrash', 200);
    let db = await target.open();
    let partId: number;
    let checkouts: { cartId: string; tempOrderId: string }[];
    try {
      partId = (await setUpPart(db, 0, { stock: STOCK })).id;
      checkouts = await seedCheckouts(db, CASES.length, [{ partId, qty: QTY, unitPriceMicros: 2_500_000 }]);
    } finally {
      await db.close();
    }
    const start = async (crashAt?: string) => {
      const server = await spawnServer({ ...target.env, ...(crashAt ? { [CRASH_ENV]: crashAt } : {}) });
      running.add(server);
      return server;
    };

    let server = await start();
    const orders: Placed[] = [];
    for (const checkout of checkouts) {
      const answer = await postOrder(server.url, checkout.cartId, orderBody(checkout.tempOrderId, ADDRESS_DE));
      expect(answer.status, answer.text).toBe(200);
      orders.push(JSON.parse(answer.text).data);
    }
    await stop(server);

    /** Lets the abandoned-attempt window pass: the order's open attempts are made older than it. */
    const passWindow = async (order: Placed, crashAt: string | undefined) => {
      await stop(server);
      const db = await target.open();
      try {
        await db.query(
          `UPDATE payments SET updated_at = updated_at - make_interval(secs => $2) WHERE order_id = (SELECT id FROM orders WHERE order_no = $1) AND status IN ('processing', 'requires_action')`,
          [order.OrderNo, WINDOW_PASSED_SECONDS],
        );
      } finally {
        await db.close();
      }
      server = await start(crashAt);
    };

    const challenges = new Map<string, string>();
    const crash = async (i: number) => {
      const { step } = CASES[i]!;
      const order = orders[i]!;
      if (step === 'challenge:after-provider') {
        const challenged = await api(server, '/order/Pay', payBody(order, TEST_CARDS.threeDSecure));
        expect(said(challenged)).toBe('200 requires_action');
        challenges.set(order.OrderNo, challenged.body.data.PaymentID);
        await killedBy(server, '/order/PaymentChallenge', {
          PaymentID: challenged.body.data.PaymentID,
          Approve: true,
          Key: order.AccessKey,
        });
      } else {
        await killedBy(server, '/order/Pay', payBody(order));
      }
    };

    const seen: { step: CrashStep; retries: string[]; pageAfterWindow?: string[]; page: string }[] = [];
    const retry = async (i: number, crashAt: string | undefined) => {
      const { step } = CASES[i]!;
      const order = orders[i]!;
      const row: (typeof seen)[number] = { step, retries: [], page: '' };
      if (step === 'challenge:after-provider') {
        // The order page, first: it settles the attempt with the provider.
        const page = await api(server, pageOf(order));
        row.page = `${page.body.data.Status}/${page.body.data.PaymentStatus}`;
        row.retries.push(
          said(
            await api(server, '/order/PaymentChallenge', { PaymentID: challenges.get(order.OrderNo), Approve: true, Key: order.AccessKey }),
          ),
        );
        row.retries.push(said(await api(server, '/order/Pay', payBody(order))));
      } else {
        for (let attempt = 0; attempt < 2; attempt++) {
          const answer = said(await api(server, '/order/Pay', payBody(order)));
          row.retries.push(answer);
          if (answer !== inProgress || attempt > 0) break;
          await passWindow(order, crashAt);
          // The order page settles the abandoned attempt before the buyer pays again.
          row.pageAfterWindow = (await api(server, pageOf(order))).body.data.Payments.map((p: { Status: string }) => p.Status);
        }
        const page = await api(server, pageOf(order));
        row.page = `${page.body.data.Status}/${page.body.data.PaymentStatus}`;
      }
      seen.push(row);
    };

    for (let i = 0; i < CASES.length; i++) {
      const crashAt = `${CASES[i]!.step}@${orders[i]!.OrderNo}`;
      server = await start(crashAt);
      if (i > 0) await retry(i - 1, crashAt);
      await crash(i);
    }
    server = await start();
    await retry(CASES.length - 1, undefined);
    await stop(server);

    // What the provider, the orders and the stock say.
    db = await target.open();
    try {
      const facts = [];
      for (const [i, order] of orders.entries()) {
        const ledger = await db.query<{ status: string }>('SELECT status FROM test_provider_charges WHERE description = $1', [
          `Order ${order.OrderNo}`,
        ]);
        const { rows } = await db.query<{ id: number; state: string }>(
          `SELECT id, status || '/' || payment_status AS state FROM orders WHERE order_no = $1`,
          [order.OrderNo],
        );
        const id = rows[0]!.id;
        const payments = await db.query<{ status: string }>('SELECT status FROM payments WHERE order_id = $1 ORDER BY id', [id]);
        const notes = await db.query<{ n: number }>(
          `SELECT count(*) AS n FROM order_status_history WHERE order_id = $1 AND status = 'paid'`,
          [id],
        );
        const mails = await db.query<{ n: number }>('SELECT count(*) AS n FROM outbox WHERE subject LIKE $1', [
          `%Payment received for order ${order.OrderNo}%`,
        ]);
        facts.push({
          step: CASES[i]!.step,
          charges: ledger.rows.filter((r) => r.status === 'succeeded').length,
          order: rows[0]!.state,
          succeededPayments: payments.rows.filter((r) => r.status === 'succeeded').length,
          processingPayments: payments.rows.filter((r) => r.status === 'processing').length,
          paidNotes: Number(notes.rows[0]!.n),
          paymentMails: Number(mails.rows[0]!.n),
        });
      }
      expect(facts).toEqual(
        CASES.map(({ step }) => ({
          step,
          charges: 1,
          order: 'paid/paid',
          succeededPayments: 1,
          processingPayments: 0,
          paidNotes: 1,
          paymentMails: 1,
        })),
      );
      const stock = await db.query<{ stock: number }>('SELECT stock FROM parts WHERE id = $1', [partId]);
      expect(stock.rows[0]!.stock).toBe(STOCK - QTY * CASES.length);
    } finally {
      await db.close();
    }
    // A restart slower than the window (a loaded machine) finds the attempt abandoned already: then the first retry charges.
    const restartOutlivedWindow = seen.find((row) => row.step === 'pay:after-record')?.retries.length === 1;
    expect(seen).toEqual(
      CASES.map(({ step, retries }) =>
        step !== 'pay:after-record'
          ? { step, retries, page: 'paid/paid' }
          : restartOutlivedWindow
            ? { step, retries: retries.slice(1), page: 'paid/paid' }
            : { step, retries, page: 'paid/paid', pageAfterWindow: ['failed'] },
      ),
    );
  });
});
