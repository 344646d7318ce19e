// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { luhnValid } from '@ferrite/contract/buying';
import { cardBrand } from './provider';
import { TEST_CARDS, TestPaymentProvider } from './test-provider';
import { memoryLedger } from './test-provider-ledger';

const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123', holder: 'Ann Lee' });
const provider = () => new TestPaymentProvider(memoryLedger());
const request = (idempotencyKey: string, number: string, currency = 'USD') => ({
  idempotencyKey,
  amountCents: 1000,
  currency,
  description: 'Order',
  card: card(number),
});
const charge = (number: string) => provider().charge(request('p1', number));

describe('TestPaymentProvider', () => {
  it('approves 4242…, declines 4000…0002 and asks 3-D Secure for 4000…3220', async () => {
    expect(await charge(TEST_CARDS.succeeds)).toMatchObject({ status: 'succeeded', brand: 'Visa', last4: '4242' });
    expect(await charge(TEST_CARDS.declined)).toMatchObject({ status: 'declined', last4: '0002' });
    expect(await charge(TEST_CARDS.threeDSecure)).toMatchObject({ status: 'requires_action', last4: '3220' });
  });
  it('charges the order currency it is given and refuses one it does not know', async () => {
    const test = provider();
    expect((await test.charge(request('p2', TEST_CARDS.succeeds, 'EUR'))).status).toBe('succeeded');
    expect(await test.charge(request('p3', TEST_CARDS.succeeds, 'XXY'))).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('XXY'),
    });
  });
  it('declines any other card with a hint', async () => {
    expect(await charge('5555555555554444')).toMatchObject({
      status: 'declined',
      brand: 'Mastercard',
      message: expect.stringContaining('4242'),
    });
  });
  it('charges an idempotency key once: a repeat, even with another card, answers the first outcome', async () => {
    const test = provider();
    const first = await test.charge(request('k1', TEST_CARDS.succeeds));
    expect(await test.charge(request('k1', TEST_CARDS.declined))).toEqual(first);
    expect((await test.charge(request('k2', TEST_CARDS.declined))).status).toBe('declined');
    expect(await test.charge(request('k2', TEST_CARDS.succeeds))).toMatchObject({ status: 'declined', last4: '0002' });
  });
  it('retrieves what became of a key, and nothing for a key it never saw', async () => {
    const test = provider();
    expect(await test.retrieve('never-sent')).toBeUndefined();
    const charged = await test.charge(request('k1', TEST_CARDS.succeeds));
    expect(await test.retrieve('k1')).toEqual(charged);
  });
  it('completes the challenge as the buyer answers, once', async () => {
    const test = provider();
    await test.charge(request('approve', TEST_CARDS.threeDSecure));
    await test.charge(request('refuse', TEST_CARDS.threeDSecure));
    expect(await test.retrieve('approve')).toMatchObject({ status: 'requires_action' });
    expect((await test.completeChallenge({ idempotencyKey: 'approve', approved: true })).status).toBe('succeeded');
    expect((await test.completeChallenge({ idempotencyKey: 'refuse', approved: false })).status).toBe('failed');
    // A second answer changes nothing: the first one stands.
    expect((await test.completeChallenge({ idempotencyKey: 'approve', approved: false })).status).toBe('succeeded');
    expect(await test.retrieve('approve')).toMatchObject({ status: 'succeeded', last4: '3220' });
    expect((await test.completeChallenge({ idempotencyKey: 'unknown', approved: true })).status).toBe('failed');
  });
  it('knows Luhn and brands', () => {
    expect(Object.values(TEST_CARDS).every(luhnValid)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardBrand('378282246310005')).toBe('American Express');
  });
});
