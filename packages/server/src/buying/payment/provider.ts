/**
 * What the shop needs from a card payment provider. The order code talks only to this interface;
 * the built-in TestPaymentProvider answers from fixed test cards without any network, and a real
 * provider (Stripe, Adyen…) would implement the same three outcomes.
 */

export interface CardDetails {
  /** Digits only. Never stored: the provider sees it once; we keep brand and last 4. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
  holder: string;
}

export interface ChargeRequest {
  /**
   * The attempt's idempotency key, recorded by the shop before this call. The provider charges a
   * key at most once: the same key again answers the first outcome, whatever else the request says.
   */
  idempotencyKey: string;
  /** Cents of `currency`: the order's total in the currency it is charged in. */
  amountCents: number;
  /** ISO 4217 code of the order's currency (USD, EUR). */
  currency: string;
  description: string;
  card: CardDetails;
}

export type ProviderOutcome =
  | { status: 'succeeded'; reference: string; brand: string; last4: string; message: string }
  | { status: 'declined'; reference: string; brand: string; last4: string; message: string }
  /** The card issuer wants the buyer to pass a 3-D Secure challenge first. */
  | { status: 'requires_action'; reference: string; brand: string; last4: string; message: string }
  | { status: 'failed'; reference: string; brand: string; last4: string; message: string };

export interface PaymentProvider {
  readonly name: string;
  /** Whether pages should say so ("test mode: use card 4242 4242 4242 4242"). */
  readonly testMode: boolean;
  charge(request: ChargeRequest): Promise<ProviderOutcome>;
  /**
   * The buyer's answer to the 3-D Secure challenge of an earlier `requires_action`. Idempotent like
   * `charge`: a challenge already answered answers its outcome again.
   */
  completeChallenge(request: { idempotencyKey: string; approved: boolean }): Promise<ProviderOutcome>;
  /**
   * What the provider knows of the charge sent with this idempotency key, now (after a 3-D Secure
   * answer, the answered outcome); undefined when no charge with this key ever reached it. Throws
   * when the provider cannot be asked. This is how the shop learns the outcome of an attempt whose
   * answer it lost (a crash, a timeout) before it may charge again.
   */
  retrieve(idempotencyKey: string): Promise<ProviderOutcome | undefined>;
}

/** The card's brand from its number's prefix (IIN ranges). */
export function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(number)) return 'Discover';
  return 'Card';
}
