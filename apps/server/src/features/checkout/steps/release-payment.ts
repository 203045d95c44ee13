import type { Kysely } from 'kysely';
import { unlockCartForPayment } from '../checkout-state-repository.ts';
import { creditGiftCard } from '../../gift-cards/index.ts';
import { releaseDiscountUses } from '../../discounts/index.ts';
import { releaseIdempotencyKey } from '../idempotency-repository.ts';
import { markPaymentFailed } from '../payments-repository.ts';
import type { Schema } from '../../../infra/database/schema.ts';
import { changeContent } from '../../site/index.ts';
import { restoreStock } from '../../catalog/index.ts';
import type { Reservation } from './reserve-payment.ts';

/** What releasing needs of a reservation (a stored payment without its order draft has it too). */
export type HeldStock = Pick<Reservation, 'paymentId' | 'websiteId' | 'cartId' | 'taken' | 'giftCardId' | 'giftCardCents'>;

/** Thrown inside the transaction to roll it back when the payment is no longer pending. */
class NotPending extends Error {}

/**
 * The compensation of reserve-payment (reserve-payment.ts): gives back everything a reservation took — the stock, the gift-card amount,
 * the discounts' uses, the cart lock — and marks the payment failed, in one transaction. After it, a refused card has
 * left no trace but the failed payment row.
 *
 * The payment is marked failed FIRST, conditionally (`status = 'pending'`): when another process
 * has completed or released it already, nothing is given back (twice) and the call returns false.
 * @param options.unlessCharged also refuse when a charge is recorded on the payment (the sweeper)
 * @param options.giveUpKey the pay request's idempotency key, given up in the same transaction so a
 *   retry runs again (the sweeper: the request died without an answer)
 * @returns true when this call released the payment
 */
export async function releasePayment(
  db: Kysely<Schema>,
  held: HeldStock,
  failureCode: string,
  now: number,
  options: { unlessCharged?: boolean; giveUpKey?: string | null } = {},
): Promise<boolean> {
  try {
    // Stock that comes back changes what pages show (no longer sold out): the content version moves with it.
    const changed = () => held.taken.some((line) => !line.unlimited);
    await changeContent(db, held.websiteId, async (tx) => {
      if (!(await markPaymentFailed(tx, held.paymentId, failureCode, now, options))) throw new NotPending();
      await restoreStock(tx, held.websiteId, held.taken);
      if (held.giftCardCents > 0 && held.giftCardId) await creditGiftCard(tx, held.websiteId, held.giftCardId, held.giftCardCents);
      await releaseDiscountUses(tx, held.paymentId);
      await unlockCartForPayment(tx, held.cartId, held.paymentId, now);
      if (options.giveUpKey) await releaseIdempotencyKey(tx, held.websiteId, options.giveUpKey);
    }, changed);
    return true;
  } catch (error) {
    if (error instanceof NotPending) return false;
    throw error;
  }
}
