// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { luhnValid } from '@ferrite/storefront-app/contract/buying';
import { cardBrand } from './provider';
import { TEST_CARDS, TestPaymentProvider } from './test-provider';

const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123', holder: 'Ann Lee' });
const charge = (number: string) => new TestPaymentProvider().charge({ paymentId: 'p1', amountCents: 1000, currency: 'USD', description: 'Order', card: card(number) });

describe('TestPaymentProvider', () => {
  it('approves 4242…, declines 4000…0002 and asks 3-D Secure for 4000…3220', async () => {
    expect(await charge(TEST_CARDS.succeeds)).toMatchObject({ status: 'succeeded', brand: 'Visa', last4: '4242' });
    expect(await charge(TEST_CARDS.declined)).toMatchObject({ status: 'declined', last4: '0002' });
    expect(await charge(TEST_CARDS.threeDSecure)).toMatchObject({ status: 'requires_action', last4: '3220' });
  });
  it('charges the order currency it is given and refuses one it does not know', async () => {
    const provider = new TestPaymentProvider();
    const euro = await provider.charge({ paymentId: 'p2', amountCents: 1067, currency: 'EUR', description: 'Order', card: card(TEST_CARDS.succeeds) });
    expect(euro.status).toBe('succeeded');
    const unknown = await provider.charge({ paymentId: 'p3', amountCents: 1067, currency: 'XXY', description: 'Order', card: card(TEST_CARDS.succeeds) });
    expect(unknown).toMatchObject({ status: 'failed', message: expect.stringContaining('XXY') });
  });
  it('declines any other card with a hint', async () => {
    expect(await charge('5555555555554444')).toMatchObject({ status: 'declined', brand: 'Mastercard', message: expect.stringContaining('4242') });
  });
  it('completes the challenge as the buyer answers', async () => {
    const provider = new TestPaymentProvider();
    const base = { paymentId: 'p1', reference: 'r', brand: 'Visa', last4: '3220' };
    expect((await provider.completeChallenge({ ...base, approved: true })).status).toBe('succeeded');
    expect((await provider.completeChallenge({ ...base, approved: false })).status).toBe('failed');
  });
  it('knows Luhn and brands', () => {
    expect(Object.values(TEST_CARDS).every(luhnValid)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardBrand('378282246310005')).toBe('American Express');
  });
});
