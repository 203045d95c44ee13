import { tracksStock } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import { getCheckoutState, lockCartForPayment, saveCheckoutState } from '../checkout-state-repository.ts';
import { debitGiftCard } from '../../gift-cards/index.ts';
import { DiscountNoLongerAvailable, reserveDiscountUses } from '../../discounts/index.ts';
import { newId } from '../../../infra/database/ids.ts';
import { insertPendingPayment, type OrderDraft, type PaymentRecord } from '../payments-repository.ts';
import type { Schema } from '../../../infra/database/schema.ts';
import { changeContent } from '../../site/index.ts';
import { takeStock, type TakenStock } from '../../catalog/index.ts';
import { AppError } from '../../../infra/errors/app-error.ts';
import { CHECKOUT_MESSAGES as M } from '../messages.ts';
import { loadCheckout, type CheckoutSite, type LoadedCheckout } from '../load-checkout.ts';
import type { PaymentContext } from '../payment-context.ts';
import { assertPayable } from '../validate-checkout.ts';
import type { Step } from '../workflow/run-steps.ts';
import { releasePayment } from './release-payment.ts';
import { toOrderTaxLines } from '../../shipping-taxes/index.ts';

/**
 * What a reservation holds until the charge succeeds or fails, and the order it is for. Everything in
 * it is stored with the pending payment, so another process (the sweeper) can rebuild it with
 * {@link reservationOf} and finish the payment the same way.
 */
export interface Reservation {
  paymentId: string;
  websiteId: string;
  cartId: string;
  currency: string;
  taken: TakenStock[];
  /** The gift card debited, or null. */
  giftCardId: string | null;
  /** Debited from the applied gift card. */
  giftCardCents: number;
  /** Left to charge to the card (0: the gift card pays it all). */
  amountCents: number;
  order: OrderDraft;
}

/** Where the pay request came from: its idempotency key and the origin for e-mail links. */
export interface ReserveRequest {
  idempotencyKey: string | null;
  origin: string | null;
  /** The signed-in customer paying; frozen in the draft so the sweeper's order joins the account too. */
  siteUserId?: string | null;
}

/**
 * Step 1 — reserve: takes the stock and the gift-card amount and records the payment pending
 * ({@link reservePayment}); a resumed payment (the sweeper) is reserved already. Compensation: give it
 * all back ({@link releasePayment}), unless another process settled the payment first.
 */
export const reservePaymentStep: Step<PaymentContext> = {
  name: 'reserve-payment',
  async run(context) {
    if (context.held) return;
    const { deps, request } = context;
    if (!request) throw new Error('A new payment needs its request');
    const reservation = await reservePayment(deps.db, request.site, request.cartId, deps.provider, deps.now(), { idempotencyKey: request.idempotencyKey, origin: request.origin, siteUserId: request.siteUserId ?? null });
    context.held = context.reservation = reservation;
  },
  async compensate(context) {
    const { deps, held, release } = context;
    if (!held) return;
    release.released = await releasePayment(deps.db, held, release.failureCode, deps.now(), { unlessCharged: release.unlessCharged, giveUpKey: release.giveUpKey });
  },
};

/**
 * In ONE short transaction, locks the cart for this payment, re-reads the checkout (so what is
 * reserved is what is charged), takes the stock of every physical and service line (all or nothing)
 * and debits the gift card, counts the discounts it uses (features/discounts), and records the payment as pending. Any refusal rolls everything back.
 * @throws AppError CONFLICT not enough stock / payment in progress / gift card changed / a discount ran out (its code is taken off the cart), INVALID/NOT_FOUND incomplete
 */
export async function reservePayment(
  db: Kysely<Schema>,
  site: CheckoutSite,
  cartId: string,
  provider: { name: string; testMode: boolean },
  now: number,
  request: ReserveRequest = { idempotencyKey: null, origin: null },
): Promise<Reservation> {
  // Stock that ran down changes what pages show (sold out): the content version moves with it.
  const changed = (reservation: Reservation) => reservation.taken.some((line) => !line.unlimited);
  return changeContent(db, site.id, async (tx) => {
    const paymentId = newId();
    if (!(await lockCartForPayment(tx, site.id, cartId, paymentId, now))) throw new AppError('CONFLICT', M.paymentInProgress);
    const checkout = await loadCheckout(tx, site, cartId, now);
    if (!checkout) throw new AppError('NOT_FOUND', M.cartNotFound);
    assertPayable(checkout);

    const lines = checkout.cart.entries.filter((e) => tracksStock(e)).map((e) => ({ variantId: e.variantId, quantity: e.quantity }));
    const taken = await takeStock(tx, site.id, lines);
    if (!taken) throw new AppError('CONFLICT', M.notEnoughStock);

    const giftCardCents = checkout.totals.giftCardCents;
    if (giftCardCents > 0 && !(await debitGiftCard(tx, site.id, checkout.giftCard!.id, giftCardCents))) {
      throw new AppError('CONFLICT', M.giftCardBalanceChanged);
    }
    await reserveDiscountUses(tx, { websiteId: site.id, paymentId, email: checkout.state.email as string, totals: checkout.totals, now });
    const amountCents = checkout.totals.grandTotalCents;
    const order = orderDraft(checkout, request);
    const giftCardId = giftCardCents > 0 ? checkout.giftCard!.id : null;
    await insertPendingPayment(tx, {
      id: paymentId,
      websiteId: site.id,
      cartId,
      amountCents,
      currency: checkout.currency,
      provider: amountCents > 0 ? provider.name : 'gift-card',
      testMode: provider.testMode,
      reserved: taken,
      order,
      giftCardId,
      giftCardCents,
      now,
    });
    return { paymentId, websiteId: site.id, cartId, currency: checkout.currency, taken, giftCardId, giftCardCents, amountCents, order };
  }, changed).catch(async (error: unknown) => {
    // A code that ran out is taken off the cart: the buyer reviews the new total and pays again.
    if (error instanceof DiscountNoLongerAvailable && error.codes.length > 0) {
      const gone = new Set(error.codes.map((code) => code.trim().toUpperCase()));
      const state = await getCheckoutState(db, site.id, cartId);
      await saveCheckoutState(db, site.id, cartId, { couponCodes: state.couponCodes.filter((code) => !gone.has(code.trim().toUpperCase())) }, now);
    }
    throw error;
  });
}

/** The order a checkout pays for, frozen (assertPayable has made sure the e-mail is there). */
function orderDraft(checkout: LoadedCheckout, request: ReserveRequest): OrderDraft {
  const { site, cart, state, totals } = checkout;
  return {
    siteName: site.name,
    kind: state.kind,
    email: state.email as string,
    shippingAddress: state.shippingAddress,
    delivery: state.delivery,
    lines: cart.entries.map((e) => ({ itemId: e.itemId, variantId: e.variantId, sku: e.sku, title: e.title, productType: e.productType, quantity: e.quantity, unitPriceCents: e.unitPriceCents })),
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    shippingCents: totals.shippingCostCents,
    discountCents: totals.discountCents,
    orderTotalCents: totals.orderTotalCents,
    idempotencyKey: request.idempotencyKey,
    origin: request.origin,
    siteUserId: request.siteUserId ?? null,
    taxLines: toOrderTaxLines(totals.applicableTaxRules),
  };
}

/** The reservation of a stored pending payment; null for a row without its order draft (reserved by an older version). */
export function reservationOf(payment: PaymentRecord): Reservation | null {
  if (!payment.order) return null;
  return {
    paymentId: payment.id,
    websiteId: payment.websiteId,
    cartId: payment.cartId,
    currency: payment.currency,
    taken: payment.reserved,
    giftCardId: payment.giftCardId,
    giftCardCents: payment.giftCardCents,
    amountCents: payment.amountCents,
    order: payment.order,
  };
}
