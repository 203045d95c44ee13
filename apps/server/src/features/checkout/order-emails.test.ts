import { beforeAll, expect, it } from 'vitest';
import { CART_COOKIE, findCartByToken } from '../cart/index.ts';
import { addToCart, CARD_OK, itemId, newKey, NY_ADDRESS, putCheckout, setStock, shopper } from '../../test-support/checkout.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { EmailTemplateError } from '../../infra/mail/email-renderer.ts';
import { createTestPaymentProvider } from '../../infra/payments/test-provider.ts';
import type { CheckoutSite } from './load-checkout.ts';
import type { PayDeps, PaymentContext } from './payment-context.ts';
import { PAY_STEPS } from './pay-workflow.ts';
import { chargePaymentStep } from './steps/charge-payment.ts';
import { completeOrder, completeOrderStep } from './steps/complete-order.ts';
import { recordOrderEmails } from './steps/send-order-emails.ts';
import { reservePaymentStep } from './steps/reserve-payment.ts';
import { runSteps } from './workflow/run-steps.ts';

forEachStore("an order's e-mails", (store) => {
  let site: CheckoutSite;
  let mug: string;
  beforeAll(async () => {
    site = await store.db.selectFrom('websites').select(['id', 'name', 'currency']).executeTakeFirstOrThrow();
    mug = await itemId(store.db, 'stoneware-mug');
    await setStock(store.db, 'MUG-OAT', 100);
  });
  const deps = (overrides: Partial<PayDeps> = {}): PayDeps => ({ db: store.db, now: Date.now, provider: createTestPaymentProvider(), mailer: store.app.deps.mailer, emails: store.app.deps.emails, ...overrides });

  /** A shopper's cart with a mug in it, ready to pay, as the pay request's context. */
  const payment = async (email: string, overrides: Partial<PayDeps> = {}): Promise<PaymentContext> => {
    const visitor = shopper(() => store.app);
    await addToCart(visitor, mug, 'MUG-OAT', 1);
    expect((await putCheckout(visitor, { email, shippingAddress: NY_ADDRESS })).statusCode).toBe(200);
    const cart = await findCartByToken(store.db, site.id, visitor.cookies.get(CART_COOKIE) as string);
    return { deps: deps(overrides), request: { site, cartId: cart!.id, card: CARD_OK, idempotencyKey: newKey(), origin: 'https://shop.example' }, resumed: false, release: { failureCode: 'order_not_recorded' } };
  };
  const mailTo = (email: string) => store.db.selectFrom('outbox').select(['kind', 'subject', 'status']).where('to_address', '=', email).execute();
  const ordersOf = (email: string) => store.db.selectFrom('orders').select('order_number').where('customer_email', '=', email).execute();

  it('commits the confirmation with the order: a process that dies before the e-mail step loses nothing', async () => {
    const context = await payment('dies-after-commit@example.com');
    // The payment's steps up to the committed order, and then the process is gone.
    await runSteps([reservePaymentStep, chargePaymentStep, completeOrderStep], context);
    const [order] = await ordersOf('dies-after-commit@example.com');
    expect(await mailTo('dies-after-commit@example.com')).toEqual([{ kind: 'order', subject: expect.stringContaining(String(order!.order_number)), status: 'outbox' }]);
  });

  it('records the confirmation once, however the payment ends (the e-mail step delivers, it does not add)', async () => {
    const context = await payment('paid-once@example.com');
    await runSteps(PAY_STEPS, context);
    expect(await mailTo('paid-once@example.com')).toHaveLength(1);
  });

  it('leaves no e-mail when the order is not committed', async () => {
    const context = await payment('rolled-back@example.com');
    await runSteps([reservePaymentStep, chargePaymentStep], context);
    const write = completeOrder(store.db, {
      reservation: context.reservation!,
      charge: context.charge!,
      subscriptionPlan: null,
      now: Date.now(),
      recordEmails: async (tx, completed) => {
        await recordOrderEmails(context, tx, completed);
        throw new Error('the disk is full');
      },
    });
    await expect(write).rejects.toThrow('the disk is full');
    expect(await ordersOf('rolled-back@example.com')).toEqual([]);
    expect(await mailTo('rolled-back@example.com')).toEqual([]);
  });

  it('still writes the order when the theme cannot render its e-mail, and says why', async () => {
    const broken = { render: () => { throw new EmailTemplateError('The theme has no e-mail template emails/order-confirmation.subject.jsont'); } };
    const context = await payment('no-template@example.com', { emails: broken });
    await expect(runSteps(PAY_STEPS, context)).rejects.toThrow('emails/order-confirmation.subject.jsont');
    expect(await ordersOf('no-template@example.com')).toHaveLength(1);
    expect(await mailTo('no-template@example.com')).toEqual([]);
  });
});
