import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { CHECKOUT_MESSAGES as M } from '../checkout/checkout-messages.ts';
import { checkoutJson } from '../checkout/checkout-json.ts';
import { checkoutUpdateSchema, payBodySchema } from '../checkout/checkout-schemas.ts';
import { runIdempotent } from '../checkout/idempotent.ts';
import { loadCheckout, type LoadedCheckout } from '../checkout/load-checkout.ts';
import { payForCart } from '../checkout/pay-workflow.ts';
import { updateCheckout } from '../checkout/update-checkout.ts';
import { assertPayable } from '../checkout/validate-checkout.ts';
import { findCartByToken, type CartRef } from '../db/carts.ts';
import type { Website } from '../db/sites.ts';
import { defaultPaymentProvider } from '../services/payments/default-provider.ts';
import type { PaymentProvider } from '../services/payments/payment-provider.ts';
import { requestCartToken } from './cart-cookies.ts';
import { requireCrumb } from './crumb.ts';
import { HttpError } from './errors.ts';
import { requestOrigin, requestWebsite } from './site.ts';

/** Options of the checkout route modules. */
export interface CheckoutRoutesOptions {
  /** @default defaultPaymentProvider() (the test provider) */
  provider?: PaymentProvider;
}

/**
 * The checkout API of docs/checkout-api.md: read and update the visitor's checkout (totals,
 * shipping, tax, coupons, gift card), and pay for it (idempotent; stock taken at payment).
 */
export async function registerCheckoutRoutes(app: FastifyInstance, context: AppContext, options: CheckoutRoutesOptions = {}): Promise<void> {
  const { db } = context;
  const provider = options.provider ?? defaultPaymentProvider();

  /** The visitor's open cart, or the 404 the contract names. */
  const visitorCart = async (request: FastifyRequest): Promise<{ website: Website; cart: CartRef }> => {
    const website = await requestWebsite(db, request);
    const token = requestCartToken(request);
    const cart = token ? await findCartByToken(db, website.id, token) : null;
    if (!cart) throw new HttpError(404, M.emptyCart);
    return { website, cart };
  };
  const load = async (website: Website, cart: CartRef): Promise<LoadedCheckout> => {
    const loaded = await loadCheckout(db, website, cart.id, context.now());
    if (!loaded || loaded.cart.isPurchased || loaded.cart.entries.length === 0) throw new HttpError(404, M.emptyCart);
    return loaded;
  };

  app.get('/api/commerce/checkout', async (request) => {
    const { website, cart } = await visitorCart(request);
    return checkoutJson(await load(website, cart), provider.testMode);
  });

  app.put('/api/commerce/checkout', { preHandler: requireCrumb }, async (request) => {
    const update = checkoutUpdateSchema.parse(request.body ?? {});
    const { website, cart } = await visitorCart(request);
    await load(website, cart);
    await updateCheckout(db, website, cart.id, update, context.now());
    return checkoutJson(await load(website, cart), provider.testMode);
  });

  app.post('/api/commerce/checkout/pay', { preHandler: requireCrumb }, async (request, reply) => {
    const body = payBodySchema.parse(request.body);
    const { website, cart } = await visitorCart(request);
    const answer = await runIdempotent(
      db,
      { websiteId: website.id, key: body.idempotencyKey, fingerprint: `checkout:${cart.id}` },
      async () => assertPayable(await load(website, cart)),
      () => payForCart({ ...context, provider }, { site: website, cartId: cart.id, card: body.card, idempotencyKey: body.idempotencyKey, origin: requestOrigin(request) }),
    );
    return reply.code(answer.status).send(answer.body);
  });
}
