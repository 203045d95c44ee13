/**
 * Idempotency keys for payments: one key per payment attempt, reused when the
 * attempt is retried because no definitive answer came back (no answer, or a
 * server error), so a retry never charges twice. A definitive answer (paid,
 * declined, stock gone, incomplete checkout) ends the attempt; the next press
 * of Pay is a new attempt with a new key.
 */
import { MESSAGES } from '@plinth/commerce';
import type { ApiFailure } from './api/json-call.ts';

/** Hands out the current attempt's key. */
export interface IdempotencyKeys {
  /** The key of the current attempt (made on first use). */
  current(): string;
  /** Records how the request with the current key ended (HTTP status; 0 = no answer). */
  settle(status: number): void;
}

/** A random key from Web Crypto. */
export function randomKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * @param generate makes a fresh key (default a random UUID)
 * @example const keys = createIdempotencyKeys(); pay({ idempotencyKey: keys.current() })
 */
export function createIdempotencyKeys(generate: () => string = randomKey): IdempotencyKeys {
  let key: string | null = null;
  return {
    current: () => (key ??= generate()),
    settle(status) {
      if (status !== 0 && status < 500) key = null;
    },
  };
}

/** Text for a failed payment: the server's message (declined, stock gone, incomplete), else a connection hint. */
export function payFailureMessage(failure: ApiFailure): string {
  if (failure.serverMessage) return failure.serverMessage;
  return failure.status === 0 ? MESSAGES.cart.checkConnection : MESSAGES.cart.tryAgain;
}
