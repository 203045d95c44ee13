import type { Kysely } from 'kysely';
import { claimIdempotencyKey, completeIdempotencyKey, findIdempotencyKey, releaseIdempotencyKey, type StoredAnswer } from './idempotency-repository.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { errorBody, STATUS_OF } from '../../infra/errors/error-handler.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import { PaymentAwaitsBuyer, type BuyerAction } from './payment-context.ts';

/*
 * The HTTP replay of payment requests (docs/checkout-api.md "Idempotency"): the first answer to a key
 * is stored as the HTTP answer it was, and a retry is answered with it. This is the one place of the
 * feature that turns outcomes into statuses (through the error handler's STATUS_OF); the services
 * under it return domain results and throw AppError.
 */

/** An HTTP answer: status and JSON body. */
export type Answer = StoredAnswer;

/** The key of a request and what it is for. */
export interface IdempotentRequest {
  websiteId: string;
  key: string;
  /** The route and what it acts on (the cart): the same key for something else is refused. */
  fingerprint: string;
}

/** How long a retry waits for the first request to finish. @default 15 s */
const WAIT_MS = 15_000;
const POLL_MS = 25;

/** The stored answer of a request that succeeded with `body`. */
export function successAnswer(body: unknown): Answer {
  return { status: 200, body };
}

/**
 * The 202 answer of a payment that waits for the buyer's authentication: what the provider's browser
 * script needs to show the challenge; the browser then asks again with `{ idempotencyKey, intentId }`.
 */
export function actionAnswer(action: BuyerAction): Answer {
  const { browser, intentId, clientSecret } = action;
  return { status: 202, body: { requiresAction: { type: 'authenticate', provider: browser.script, ...(browser.script === 'stripe' ? { publishableKey: browser.publishableKey } : {}), intentId, clientSecret } } };
}

/**
 * Runs `work` and answers as the HTTP layer would: its result as a 200, an AppError as its code's
 * status and `{ error: { code, message } }` (the error handler's mapping); any other throw is rethrown.
 * @example const answer = await answerOf(() => payForCart(deps, input)) // { status: 402, body: { error: { code: 'PAYMENT_DECLINED', message: 'Your card was declined.' } } }
 */
export async function answerOf(work: () => Promise<unknown>): Promise<Answer> {
  try {
    return successAnswer(await work());
  } catch (error) {
    if (error instanceof PaymentAwaitsBuyer) return actionAnswer(error.action);
    if (!(error instanceof AppError)) throw error;
    const body = errorBody(error.code, error.message);
    return { status: STATUS_OF[error.code], body: error.details ? { ...error.details, ...body } : body };
  }
}

/**
 * Runs a payment request at most once per idempotency key (Stripe's rules):
 * 1. a known key answers the stored answer (waiting while the first request is still running);
 * 2. `prepare` checks the request (a refusal there is not stored: the visitor fixes it and retries);
 * 3. the key is claimed (two identical requests that race: one claims, the other waits for it);
 * 4. `execute` runs; its answer, a refusal included (402 declined, 409 stock), is stored. A 202 (the
 *    buyer must authenticate) is not: the key stays claimed while its payment is pending, and the
 *    payment's completion or refusal stores the final answer under it (settle-intent.ts). A fault
 *    (UNAVAILABLE, a 5xx, or any other throw) gives the key up so a retry runs again: nothing was
 *    charged or taken.
 * `execute` may store the answer itself inside its last transaction (completeIdempotencyKey), so a
 * crash after the order is written cannot leave the key without it.
 * @returns the answer to send (stored or fresh)
 */
export async function runIdempotent(
  db: Kysely<Schema>,
  request: IdempotentRequest,
  prepare: () => Promise<void>,
  execute: () => Promise<unknown>,
  options: { waitMs?: number } = {},
): Promise<Answer> {
  const deadline = Date.now() + (options.waitMs ?? WAIT_MS);
  let prepared = false;
  for (;;) {
    const existing = await findIdempotencyKey(db, request.websiteId, request.key);
    if (existing) {
      if (existing.fingerprint !== request.fingerprint) throw new AppError('CONFLICT', M.keyReused);
      if (existing.answer) return existing.answer;
      if (Date.now() > deadline) throw new AppError('CONFLICT', M.stillProcessing);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      continue;
    }
    if (!prepared) {
      await prepare();
      prepared = true;
    }
    if (await claimIdempotencyKey(db, request.websiteId, request.key, request.fingerprint)) break;
  }

  let answer: Answer;
  try {
    answer = await answerOf(execute);
  } catch (error) {
    // A fault: nothing to remember, the key may be retried.
    await releaseIdempotencyKey(db, request.websiteId, request.key).catch(() => {});
    throw error;
  }
  if (answer.status === 202) return answer;
  if (answer.status >= 500) await releaseIdempotencyKey(db, request.websiteId, request.key);
  else await completeIdempotencyKey(db, request.websiteId, request.key, answer);
  return answer;
}
