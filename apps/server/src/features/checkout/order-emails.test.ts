import { beforeAll, expect, it } from 'vitest';
import { CART_COOKIE, findCartByToken } from '../cart/index.ts';
import { addToCart, CARD_OK, itemId, newKey, NY_ADDRESS, putCheckout, setStock, shopper } from '../../test-support/checkout.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { updateWebsiteSettings } from '../site/index.ts';
import { EmailTemplateError } from '../../infra/mail/email-renderer.ts';
import { createTestPaymentProvider } from '../../infra/payments/test-provider.ts';
import type { CheckoutSite } from './load-checkout.ts';
import type { PayDeps, PaymentContext } from './payment-context.ts';
import { PAY_STEPS } from './pay-workflow.ts';
import { chargePaymentStep } from './steps/charge-payment.ts';
import { completeOrder, completeOrderStep } from './steps/complete-order.ts';
import { recordOrderEmails, renderOrderEmails } from './steps/send-order-emails.ts';
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
    const provider = createTestPaymentProvider();
    const paymentMethodId = (await provider.createPaymentMethod(CARD_OK)).paymentMethodId;
    return { deps: deps({ provider, ...overrides }), request: { site, cartId: cart!.id, paymentMethodId, idempotencyKey: newKey(), origin: 'https://shop.example' }, resumed: false, release: { failureCode: 'order_not_recorded' } };
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

  it("names the store as its owner set it in Store settings, with its address at the foot of the confirmation", async () => {
    await updateWebsiteSettings(store.db, site.id, { storeContact: { name: 'Larder & Co', address: '1 Market Street\n\nSpringfield IL 62701' } } as never);
    try {
      await runSteps(PAY_STEPS, await payment('store-contact@example.com'));
      const [mail] = await store.db.selectFrom('outbox').select(['subject', 'text_body', 'html_body']).where('to_address', '=', 'store-contact@example.com').execute();
      expect(mail!.subject).toMatch(/^Your order #\d+ from Larder & Co$/);
      expect(mail!.text_body).toContain('Thank you for your order from Larder & Co.');
      expect(mail!.text_body.endsWith('--\nLarder & Co\n1 Market Street\nSpringfield IL 62701\n')).toBe(true);
      expect(mail!.html_body).toContain('Larder &amp; Co<br>1 Market Street<br>Springfield IL 62701</p>');
    } finally {
      await updateWebsiteSettings(store.db, site.id, { storeContact: { name: '', address: '' } } as never);
    }
    // Without them, the site's name and no address.
    await runSteps(PAY_STEPS, await payment('no-store-contact@example.com'));
    const [plain] = await store.db.selectFrom('outbox').select(['subject', 'text_body']).where('to_address', '=', 'no-store-contact@example.com').execute();
    expect(plain!.subject).toContain(`from ${site.name}`);
    expect(plain!.text_body).not.toContain('--\n');
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

  it('completes the payment when the theme cannot render its e-mail: recorded as failed with why, and logged', async () => {
    const broken = { render: () => { throw new EmailTemplateError('The theme has no e-mail template emails/order-confirmation.subject.jsont'); } };
    const logged: unknown[][] = [];
    const context = await payment('no-template@example.com', { emails: broken, log: { error: (...args: unknown[]) => void logged.push(args) } });
    await runSteps(PAY_STEPS, context);
    const [order] = await ordersOf('no-template@example.com');
    const failed = await store.db.selectFrom('outbox').select(['kind', 'subject', 'status', 'error']).where('to_address', '=', 'no-template@example.com').execute();
    expect(failed).toEqual([{ kind: 'order', subject: `Order #${order!.order_number} confirmation`, status: 'failed', error: 'The theme has no e-mail template emails/order-confirmation.subject.jsont' }]);
    expect(logged).toEqual([[{ err: expect.any(EmailTemplateError), orderId: context.completed!.order.id }, expect.stringContaining('could not be rendered')]]);
  });

  it("sends the confirmation when only the gift card's e-mail cannot be rendered; the stand-in never carries the code", () => {
    const real = store.app.deps.emails;
    const noGiftCard = {
      render(name: string, context: unknown) {
        if (name === 'gift-card') throw new EmailTemplateError('The theme has no e-mail template emails/gift-card.html.jsont');
        return real.render(name, context);
      },
    };
    const order = { id: 'o1', websiteId: site.id, orderNumber: 1042, purchasedCartId: null, testMode: true, customerEmail: 'buyer@example.com', currency: 'USD', subtotalCents: 2500, taxCents: 0, shippingCents: 0, discountCents: 0, grandTotalCents: 2500, shippingAddress: null, createdAt: 0, siteUserId: null, paymentStatus: 'paid' as const, fulfillmentStatus: 'unfulfilled' as const, refundedCents: 0, cancelledAt: null, items: [{ id: 'l1', itemId: 'i', variantId: 'v', sku: 'GIFT-25', productName: 'Gift card', quantity: 1, unitPriceCents: 2500, fulfilledQuantity: 0, refundedQuantity: 0 }] };
    const card = { code: 'SECRET-CODE-1234', amountCents: 2500, recipientEmail: 'friend@example.com' };
    const { messages, unrendered } = renderOrderEmails(noGiftCard, { siteName: 'Plinth Demo Store', order, confirmationUrl: 'https://shop.example/c', statusUrl: 'https://shop.example/s', giftCards: [card], delivery: null });
    expect(messages.map((m) => [m.kind, m.to])).toEqual([['order', 'buyer@example.com']]);
    expect(unrendered.map((u) => [u.message.kind, u.message.to, u.message.subject, u.error.message])).toEqual([['gift-card', 'friend@example.com', 'Your $25.00 gift card (order #1042)', 'The theme has no e-mail template emails/gift-card.html.jsont']]);
    expect(JSON.stringify(unrendered)).not.toContain(card.code);
  });
});
