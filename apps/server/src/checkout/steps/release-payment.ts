import type { Kysely } from 'kysely';
import { unlockCartForPayment } from '../../db/checkout-state.ts';
import { creditGiftCard } from '../../db/gift-cards.ts';
import { markPaymentFailed } from '../../db/payments.ts';
import type { Schema } from '../../db/schema.ts';
import { bumpContentVersion } from '../../db/sites.ts';
import { restoreStock } from '../../db/stock.ts';
import type { Reservation } from './reserve-payment.ts';

/**
 * Step (compensation): gives back everything a reservation took — the stock, the gift-card amount,
 * the cart lock — and marks the payment failed, in one transaction. After it, a refused card has
 * left no trace but the failed payment row.
 */
export async function releasePayment(db: Kysely<Schema>, reservation: Reservation, failureCode: string, now: number): Promise<void> {
  const { site, cart, giftCard } = reservation.checkout;
  await db.transaction().execute(async (tx) => {
    await restoreStock(tx, site.id, reservation.taken);
    if (reservation.giftCardCents > 0 && giftCard) await creditGiftCard(tx, site.id, giftCard.id, reservation.giftCardCents);
    await markPaymentFailed(tx, reservation.paymentId, failureCode, now);
    await unlockCartForPayment(tx, cart.id, reservation.paymentId, now);
    if (reservation.taken.some((line) => !line.unlimited)) await bumpContentVersion(tx, site.id);
  });
}
