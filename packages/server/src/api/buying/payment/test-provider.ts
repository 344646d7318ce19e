import crypto from 'node:crypto';
import { cardBrand, type ChargeRequest, type PaymentProvider, type ProviderOutcome } from './provider';

/** The test cards (the same numbers Stripe's test mode uses) and what each one does. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000000000003220',
} as const;

const CHARGEABLE = new Set(Intl.supportedValuesOf('currency'));

/**
 * The built-in provider: deterministic answers by card number, no network, no state (the 3-D
 * Secure step is remembered by our payments table, not here). Any other number is declined with a
 * hint, so a real card typed into a test shop is never "charged".
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  readonly testMode = true;

  async charge(request: ChargeRequest): Promise<ProviderOutcome> {
    const brand = cardBrand(request.card.number);
    const last4 = request.card.number.slice(-4);
    const reference = `test_${crypto.createHash('sha256').update(request.paymentId).digest('hex').slice(0, 24)}`;
    // Like a real provider, it settles only currencies it knows, in whole cents.
    if (!CHARGEABLE.has(request.currency) || !Number.isInteger(request.amountCents) || request.amountCents < 0) {
      return { status: 'failed', reference, brand, last4, message: `The payment service cannot charge ${request.amountCents} cents of ${request.currency}.` };
    }
    switch (request.card.number) {
      case TEST_CARDS.succeeds:
        return { status: 'succeeded', reference, brand, last4, message: 'Payment approved.' };
      case TEST_CARDS.declined:
        return { status: 'declined', reference, brand, last4, message: 'Your card was declined. Please use another card.' };
      case TEST_CARDS.insufficientFunds:
        return { status: 'declined', reference, brand, last4, message: 'Your card has insufficient funds. Please use another card.' };
      case TEST_CARDS.threeDSecure:
        return { status: 'requires_action', reference, brand, last4, message: 'Your bank asks you to confirm this payment (3-D Secure).' };
      default:
        return { status: 'declined', reference, brand, last4, message: 'This shop is in test mode: use the test card 4242 4242 4242 4242.' };
    }
  }

  async completeChallenge(request: { paymentId: string; reference: string; approved: boolean; brand: string; last4: string }): Promise<ProviderOutcome> {
    const { reference, brand, last4 } = request;
    return request.approved
      ? { status: 'succeeded', reference, brand, last4, message: 'Payment approved after 3-D Secure.' }
      : { status: 'failed', reference, brand, last4, message: 'The 3-D Secure check failed. Please try again or use another card.' };
  }
}

/** The provider this server uses: the test provider is the only built-in one. */
export function paymentProvider(): PaymentProvider {
  return defaultProvider;
}
const defaultProvider = new TestPaymentProvider();
