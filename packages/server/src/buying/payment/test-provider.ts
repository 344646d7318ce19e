import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import { cardBrand, type ChargeRequest, type PaymentProvider, type ProviderOutcome } from './provider';
import { tableLedger, type ChargeLedger, type ChargeRecord } from './test-provider-ledger';

/** The test cards (the same numbers Stripe's test mode uses) and what each one does. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000000000003220',
} as const;

const CHARGEABLE = new Set(Intl.supportedValuesOf('currency'));

/** The outcome a test card gets, before the ledger makes it the key's one outcome. */
function decide(request: ChargeRequest, reference: string): ProviderOutcome {
  const brand = cardBrand(request.card.number);
  const last4 = request.card.number.slice(-4);
  // Like a real provider, it settles only currencies it knows, in whole cents.
  if (!CHARGEABLE.has(request.currency) || !Number.isInteger(request.amountCents) || request.amountCents < 0) {
    return {
      status: 'failed',
      reference,
      brand,
      last4,
      message: `The payment service cannot charge ${request.amountCents} cents of ${request.currency}.`,
    };
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

const outcomeOf = ({ status, reference, brand, last4, message }: ChargeRecord): ProviderOutcome =>
  ({ status, reference, brand, last4, message }) as ProviderOutcome;

/**
 * The built-in provider: deterministic answers by card number, no network. Any other number is
 * declined with a hint, so a real card typed into a test shop is never "charged". Like a real
 * provider it keeps its own record of every idempotency key it was sent (its ledger): a key is
 * charged once, a repeat answers the first outcome, and `retrieve` tells what became of a key.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  readonly testMode = true;

  constructor(private readonly ledger: ChargeLedger) {}

  async charge(request: ChargeRequest): Promise<ProviderOutcome> {
    const reference = `test_${crypto.createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    const decided = decide(request, reference);
    const record = await this.ledger.insertOnce(request.idempotencyKey, {
      ...decided,
      amountCents: request.amountCents,
      currency: request.currency,
      description: request.description,
    });
    return outcomeOf(record);
  }

  async completeChallenge(request: { idempotencyKey: string; approved: boolean }): Promise<ProviderOutcome> {
    const next = request.approved
      ? ({ status: 'succeeded', message: 'Payment approved after 3-D Secure.' } as const)
      : ({ status: 'failed', message: 'The 3-D Secure check failed. Please try again or use another card.' } as const);
    const record = await this.ledger.settleChallenge(request.idempotencyKey, next);
    if (!record)
      return { status: 'failed', reference: '', brand: '', last4: '', message: 'The payment service does not know this payment.' };
    return outcomeOf(record);
  }

  async retrieve(idempotencyKey: string): Promise<ProviderOutcome | undefined> {
    const record = await this.ledger.find(idempotencyKey);
    return record && outcomeOf(record);
  }
}

const providers = new WeakMap<Database, PaymentProvider>();

/** The provider this server uses: the test provider (the only built-in one), its ledger in `db`. */
export function paymentProvider(db: Database): PaymentProvider {
  let provider = providers.get(db);
  if (!provider) {
    provider = new TestPaymentProvider(tableLedger(db));
    providers.set(db, provider);
  }
  return provider;
}
