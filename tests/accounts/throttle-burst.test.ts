// The sign-in throttle under parallel bursts: every attempt is counted before its password is
// checked, so a burst gets no more checks than the limits allow. A wrong password answers 400 only
// after its check, so the 400s are the checks that ran.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_ATTEMPT_LIMIT } from '../../packages/server/src/accounts/auth/throttle';
import { DATABASE_FLAVOURS, startTestStore, type TestStore } from '../support/server';
import { Client, signedInClient, statusCounts, uniqueEmail, type CallResult } from './support';

const BURST = 100;

const retryAfter = (answer: CallResult<unknown>) => Number(answer.headers.get('retry-after'));

describe.each(DATABASE_FLAVOURS)('sign-in throttle under a burst on %s', (flavour) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore(flavour, { parts: 200 });
  });
  afterAll(async () => {
    await store?.stop();
  });

  it(`${BURST} parallel wrong passwords for one account, each from its own address: ${ACCOUNT_FAILURE_LIMIT} password checks`, async () => {
    const user = await signedInClient(store);
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => new Client(store).post('/account/login', { Email: user.email, Password: 'Wrong-1234' })),
    );
    expect(statusCounts(answers)).toEqual({ 400: ACCOUNT_FAILURE_LIMIT, 429: BURST - ACCOUNT_FAILURE_LIMIT });
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(refused.body.message).toMatch(/wait 15 minutes/);
      // The oldest failure leaves the 15-minute window in (nearly) 15 minutes.
      expect(retryAfter(refused)).toBeGreaterThan(850);
      expect(retryAfter(refused)).toBeLessThanOrEqual(900);
    }
    // The record: the sign-in that made the session, five failures and the refused rest, nothing left pending.
    const { rows } = await store.db.query<{ outcome: string; n: number }>(
      'SELECT outcome, count(*)::int AS n FROM login_attempts WHERE email_key = lower($1) GROUP BY outcome ORDER BY outcome',
      [user.email],
    );
    expect(rows).toEqual([
      { outcome: 'failure', n: ACCOUNT_FAILURE_LIMIT },
      { outcome: 'success', n: 1 },
      { outcome: 'throttled', n: BURST - ACCOUNT_FAILURE_LIMIT },
    ]);
    // Even the right password waits now; the session the user had keeps working.
    expect((await new Client(store).post('/account/login', { Email: user.email, Password: user.password })).status).toBe(429);
    expect((await user.get('/account/onlineid')).body.data).not.toBeNull();
  });

  it(`${BURST} parallel sign-ins from one address, each for another account: ${ADDRESS_ATTEMPT_LIMIT} password checks`, async () => {
    const client = new Client(store);
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => client.post('/account/login', { Email: uniqueEmail('burst'), Password: 'Wrong-1234' })),
    );
    expect(statusCounts(answers)).toEqual({ 400: ADDRESS_ATTEMPT_LIMIT, 429: BURST - ADDRESS_ATTEMPT_LIMIT });
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(refused.body.message).toMatch(/from your network/);
      expect(retryAfter(refused)).toBeGreaterThan(0);
      expect(retryAfter(refused)).toBeLessThanOrEqual(60);
    }
    // Another address is not affected.
    expect((await new Client(store).post('/account/login', { Email: uniqueEmail('burst'), Password: 'Wrong-1234' })).status).toBe(400);
  });

  it('a success during a burst still clears the account: the right password afterwards signs in', async () => {
    const user = await signedInClient(store);
    const wrong = await Promise.all(
      Array.from({ length: 3 }, () => new Client(store).post('/account/login', { Email: user.email, Password: 'Wrong-1234' })),
    );
    expect(statusCounts(wrong)).toEqual({ 400: 3 });
    expect((await new Client(store).post('/account/login', { Email: user.email, Password: user.password })).status).toBe(200);
    // The run of failures ended: five more wrong passwords are checked before the throttle steps in.
    const again = await Promise.all(
      Array.from({ length: 10 }, () => new Client(store).post('/account/login', { Email: user.email, Password: 'Wrong-1234' })),
    );
    expect(statusCounts(again)).toEqual({ 400: ACCOUNT_FAILURE_LIMIT, 429: 10 - ACCOUNT_FAILURE_LIMIT });
  });
});
