/*
 * The payment provider contract (docs/checkout-api.md). Checkout talks only to this interface: the
 * built-in test provider in development and tests, an adapter (Stripe shape) in production.
 */

/** Card details as the visitor typed them; never stored. */
export interface CardDetails {
  number: string;
  /** 'MM/YY'. */
  expiry: string;
  cvc: string;
  name?: string;
}

/** What to charge. */
export interface ChargeRequest {
  /** Minor units, more than zero. */
  amountCents: number;
  currency: string;
  card: CardDetails;
  /** Passed to the provider so a retried charge is not charged twice there either. */
  idempotencyKey: string;
  /** Shown on the provider's dashboard, e.g. 'Plinth Demo Store order'. */
  description: string;
}

/** A charge made, or refused with a visitor-facing message. */
export type ChargeResult =
  | { ok: true; paymentId: string; testMode: boolean }
  | { ok: false; code: string; message: string };

/**
 * What the provider knows of a charge asked for with an idempotency key: 'charged' (with the
 * provider's payment id), 'not-charged' (the provider is sure no charge was made or will be made
 * under that key), or 'unknown' (it cannot tell now: ask again later).
 */
export type ChargeLookup = { status: 'charged'; paymentId: string; testMode: boolean } | { status: 'not-charged' } | { status: 'unknown' };

/** A payment provider. */
export interface PaymentProvider {
  /** Short name stored with each payment ('test', 'stripe'). */
  readonly name: string;
  /** Whether charges are test charges (orders are marked testMode). */
  readonly testMode: boolean;
  /** Charges a card; resolves with a refusal for a declined card, rejects only when the provider is unreachable. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives a charge back in full (when the order could not be recorded after charging). */
  refund(paymentId: string): Promise<void>;
  /**
   * What became of the charge asked for with `idempotencyKey` (our payment id): the sweeper asks
   * before it completes or releases a payment whose process died. Rejects when unreachable.
   */
  lookup(idempotencyKey: string): Promise<ChargeLookup>;
}
