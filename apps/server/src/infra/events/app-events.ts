import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../database/schema.ts';
import type { PaymentIntent } from '../payments/payment-provider.ts';
import { createEventBus, type EventBus } from './event-bus.ts';

/*
 * The events features tell each other about, with their payloads. Named here, in infra, so that the
 * emitter and the subscribers both import this file and never each other.
 */

/** The customer a session is opened or ended for. */
export interface SessionCustomer {
  id: string;
  websiteId: string;
}

/** What happens around a customer's session, emitted by the identity's sign-in and sign-out. */
export interface AppEvents {
  /**
   * A customer signed in on this request (any way: password, e-mailed code or link, verification,
   * reset), after the new session's cookies were written. The cart takes the browser's guest cart along.
   */
  'customer.signedIn': {
    payload: { db: Kysely<Schema>; request: FastifyRequest; reply: FastifyReply; customer: SessionCustomer; now: number };
    answer: void;
  };
  /**
   * A browser signed out, after its session ended and its cookies were cleared. `customer` is null
   * when the session had ended already (a repeated sign-out); `cloneCart` is the sign-out's query.
   * A subscriber answers whether it left the browser a guest copy of the customer's cart.
   */
  'customer.signedOut': {
    payload: { db: Kysely<Schema>; reply: FastifyReply; customer: SessionCustomer | null; cloneCart: boolean; now: number };
    answer: { cartCloned: boolean };
  };
  /**
   * A payment provider says an intent changed (Stripe's payment_intent.succeeded / payment_failed
   * webhook, the test provider's 3-D Secure answer), its signature checked: the checkout settles the
   * payment of that intent (exactly once, whoever comes first). A subscriber that throws makes the
   * webhook answer 500, so the provider delivers it again.
   */
  'payment.intentChanged': {
    payload: { db: Kysely<Schema>; websiteId: string; provider: string; intent: PaymentIntent; now: number };
    answer: void;
  };
  /** A provider refunded (part of) an intent's charge: `refundedCents` is what is refunded in all. */
  'payment.refunded': {
    payload: { db: Kysely<Schema>; websiteId: string; intentId: string; refundedCents: number; now: number };
    answer: void;
  };
  /** The buyer's bank disputed an intent's charge. */
  'payment.disputed': {
    payload: { db: Kysely<Schema>; websiteId: string; intentId: string; now: number };
    answer: void;
  };
}

export type AppEventBus = EventBus<AppEvents>;

/** The app's bus, empty (made once per app in app.ts). */
export function createAppEvents(): AppEventBus {
  return createEventBus<AppEvents>();
}
