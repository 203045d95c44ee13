import { beforeAll, expect, it } from 'vitest';
import { createTestPaymentProvider } from '../../infra/payments/test-provider.ts';
import { addToCart, CARD_OK, itemId, NY_ADDRESS, putCheckout, shopper } from '../../test-support/checkout.ts';
import { addSiteUser } from '../../test-support/site-users.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { CART_COOKIE, findCartByToken } from '../cart/index.ts';
import type { CheckoutSite } from './load-checkout.ts';
import { accountOrderUrls, getOrderForVisitor } from './order-access.ts';
import { recordCharge, recordIntent } from './payments-repository.ts';
import { reservePayment } from './steps/reserve-payment.ts';
import { sweepStalePayments } from './sweep-stale-payments.ts';

/*
 * A payment made while signed in joins the account even when the request dies and the sweeper writes
 * the order (the account id is frozen in the order draft); the account's order link opens the order.
 */
forEachStore('checkout: orders of a signed-in customer', (store) => {
  let site: CheckoutSite;
  let mug: string;
  beforeAll(async () => {
    site = await store.db.selectFrom('websites').select(['id', 'name', 'currency']).executeTakeFirstOrThrow();
    mug = await itemId(store.db, 'stoneware-mug');
  });

  it('the sweeper completes a signed-in payment into the account, and the account link opens the order', async () => {
    const siteUser = await addSiteUser(store.db);
    const visitor = shopper(() => store.app);
    await addToCart(visitor, mug, 'MUG-OAT');
    expect((await putCheckout(visitor, { email: siteUser.email, shippingAddress: NY_ADDRESS })).statusCode).toBe(200);
    const cart = (await findCartByToken(store.db, site.id, visitor.cookies.get(CART_COOKIE) as string))!;
    const at = Date.now();
    const provider = createTestPaymentProvider();
    const reservation = await reservePayment(store.db, site, cart.id, provider, at, { idempotencyKey: null, origin: null, siteUserId: siteUser.id });
    expect(reservation.order.siteUserId).toBe(siteUser.id);
    const intent = await provider.createIntent({ paymentId: reservation.paymentId, amountCents: reservation.amountCents, currency: 'USD', paymentMethodId: (await provider.createPaymentMethod(CARD_OK)).paymentMethodId, description: 'order' });
    expect(intent.status).toBe('succeeded');
    expect((await recordIntent(store.db, reservation.paymentId, intent.intentId, at)) && (await recordCharge(store.db, reservation.paymentId, intent.intentId, at))).toBe(true);

    const deps = { db: store.db, now: Date.now, provider: createTestPaymentProvider(), mailer: store.app.deps.mailer, emails: store.app.deps.emails };
    const result = await sweepStalePayments(deps, { olderThanMs: 60_000, now: at + 3 * 60_000 });
    expect(result.completed).toContain(reservation.paymentId);
    const order = await store.db.selectFrom('orders').select(['id', 'site_user_id']).where('purchased_cart_id', '=', cart.id).executeTakeFirstOrThrow();
    expect(order.site_user_id).toBe(siteUser.id);

    const url = (await accountOrderUrls(store.db, site.id, siteUser.id, [order.id])).get(order.id) as string;
    const token = new URL(url, 'http://x').searchParams.get('token') as string;
    expect((await getOrderForVisitor(store.db, site.id, order.id, token))?.order.id).toBe(order.id);
    // Another account's links name none of this account's orders, and a token made for another account opens nothing.
    const stranger = await addSiteUser(store.db);
    expect((await accountOrderUrls(store.db, site.id, stranger.id, [order.id])).size).toBe(0);
    expect(await getOrderForVisitor(store.db, site.id, order.id, `acct-${'0'.repeat(64)}`)).toBeNull();
  });
});
