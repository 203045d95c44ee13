import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../database/schema.ts';
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
}

export type AppEventBus = EventBus<AppEvents>;

/** The app's bus, empty (made once per app in app.ts). */
export function createAppEvents(): AppEventBus {
  return createEventBus<AppEvents>();
}
