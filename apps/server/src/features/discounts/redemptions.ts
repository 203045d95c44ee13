import type { CheckoutTotals } from '@plinth/commerce';
import { sql, type Kysely } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { appliedDiscounts } from './checkout-discounts.ts';
import { customerKey } from './discounts-repository.ts';
import { DISCOUNT_MESSAGES as M } from './messages.ts';

/** What a payment's reservation needs to count its discounts. */
export interface DiscountUse {
  websiteId: string;
  paymentId: string;
  /** The buyer's e-mail (the per-customer limit counts by it). */
  email: string;
  /** The checkout's totals as re-read in the reservation: the discounts it applies (each with its `id`) and the codes it refused. */
  totals: Pick<CheckoutTotals, 'validCoupons' | 'invalidCoupons' | 'automaticDiscounts'>;
  now: number;
}

/**
 * A payment refused because a discount the buyer saw ran out meanwhile (409). `codes`: the entered
 * codes concerned, which checkout takes off the cart (the buyer reviews the new total and pays again).
 */
export class DiscountNoLongerAvailable extends AppError {
  readonly codes: string[];
  constructor(name: string, codes: string[]) {
    super('CONFLICT', M.noLongerAvailable(name));
    this.codes = codes;
  }
}

/** Codes the visitor entered that ran out (in all or for this buyer): refused, never silently dropped from the price. */
const RAN_OUT = new Set(['USED_UP', 'ALREADY_USED']);

/**
 * Counts the discounts a payment uses, inside the payment's reservation transaction
 * (checkout/steps/reserve-payment.ts): so a payment that fails, or a crash before the order, gives
 * them back with the rest of the reservation ({@link releaseDiscountUses}), and a retried payment
 * (same payment row) never counts twice (one redemption per payment and discount, unique).
 *
 * Exact under racing payments: `times_used` goes up by a conditional UPDATE (`times_used <
 * usage_limit`), which locks the discount's row until the transaction ends (SQLite: one writer at a
 * time), so of two payments for the last use, the second sees the first's count and is refused. The
 * per-customer count is read after that lock, so it sees every earlier payment of the same discount.
 * A code the buyer entered that the reservation finds used up (another payment took the last use
 * after the buyer's last look) is refused the same way, rather than charged at full price unseen.
 * @throws DiscountNoLongerAvailable (CONFLICT) naming the discount when its uses ran out meanwhile
 *   (the whole reservation rolls back)
 */
export async function reserveDiscountUses(tx: Kysely<Schema>, use: DiscountUse): Promise<void> {
  const ranOut = use.totals.invalidCoupons.find((invalid) => RAN_OUT.has(invalid.reason));
  if (ranOut) throw new DiscountNoLongerAvailable(ranOut.code, [ranOut.code]);
  for (const discount of appliedDiscounts(use.totals)) {
    if (!discount.id) continue;
    const name = discount.code ?? discount.title ?? '';
    const codes = discount.code ? [discount.code] : [];
    const counted = await tx
      .updateTable('discounts')
      .set({ times_used: sql`times_used + 1` })
      .where('website_id', '=', use.websiteId)
      .where('id', '=', discount.id)
      .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) === 0) throw new DiscountNoLongerAvailable(name, codes);
    const row = await tx.selectFrom('discounts').select('usage_limit_per_customer').where('id', '=', discount.id).executeTakeFirstOrThrow();
    const customer = customerKey(use.email);
    if (row.usage_limit_per_customer != null) {
      const mine = await tx
        .selectFrom('discount_redemptions')
        .select((eb) => eb.fn.countAll<number | string>().as('uses'))
        .where('discount_id', '=', discount.id)
        .where('customer_key', '=', customer)
        .executeTakeFirstOrThrow();
      if (Number(mine.uses) >= Number(row.usage_limit_per_customer)) throw new DiscountNoLongerAvailable(name, codes);
    }
    await tx
      .insertInto('discount_redemptions')
      .values({
        id: newId(),
        website_id: use.websiteId,
        discount_id: discount.id,
        payment_id: use.paymentId,
        order_id: null,
        customer_key: customer,
        code: discount.code ?? null,
        amount_cents: discount.discountCents,
        status: 'reserved',
        created_at: use.now,
      })
      .execute();
  }
}

/**
 * Gives back the uses a released payment reserved (inside release-payment.ts's transaction): its
 * redemptions go, and each discount's count goes down by one. Nothing for a payment without any.
 */
export async function releaseDiscountUses(tx: Kysely<Schema>, paymentId: string): Promise<void> {
  const rows = await tx.selectFrom('discount_redemptions').select(['id', 'discount_id']).where('payment_id', '=', paymentId).where('status', '=', 'reserved').execute();
  for (const row of rows) {
    const removed = await tx.deleteFrom('discount_redemptions').where('id', '=', row.id).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) continue;
    await tx.updateTable('discounts').set({ times_used: sql`times_used - 1` }).where('id', '=', row.discount_id).where('times_used', '>', 0).execute();
  }
}

/** Marks a payment's reserved uses redeemed by its order (inside complete-order.ts's transaction). */
export async function confirmDiscountUses(tx: Kysely<Schema>, paymentId: string, orderId: string): Promise<void> {
  await tx.updateTable('discount_redemptions').set({ status: 'redeemed', order_id: orderId }).where('payment_id', '=', paymentId).execute();
}
