import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import { checkoutJson } from './checkout-json.ts';
import { checkoutUpdateSchema, payBodySchema } from './schemas.ts';
import { runIdempotent } from './idempotent.ts';
import { loadCheckout, type LoadedCheckout } from './load-checkout.ts';
import { payForCart } from './pay-workflow.ts';
import { updateCheckout } from './update-checkout.ts';
import { assertPayable } from './validate-checkout.ts';
import { findCartByToken, type CartRef } from '../cart/index.ts';
import type { Website } from '../site/index.ts';
import type { PaymentProvider } from '../../infra/payments/payment-provider.ts';
import { requestCartToken } from '../cart/index.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { requestOrigin, siteOf } from '../site/index.ts';

/** Options of the checkout route modules. */
export interface CheckoutRoutesOptions {
  /** @default the app's provider (`app.deps.payments`) */
  provider?: PaymentProvider;
}

/**
 * The checkout API of docs/checkout-api.md: read and update the visitor's checkout (totals,
 * shipping, tax, coupons, gift card), and pay for it (idempotent; stock taken at payment).
 */
export async function registerCheckoutRoutes(app: FastifyInstance, context: AppDeps, options: CheckoutRoutesOptions = {}): Promise<void> {
  const { db } = context;
  const provider = options.provider ?? context.payments;

  /** The visitor's open cart, or the 404 the contract names. */
  const visitorCart = async (request: FastifyRequest): Promise<{ website: Website; cart: CartRef }> => {
    const website = siteOf(request);
    const token = requestCartToken(request);
    const cart = token ? await findCartByToken(db, website.id, token) : null;
    if (!cart) throw new AppError('NOT_FOUND', M.emptyCart);
    return { website, cart };
  };
  const load = async (website: Website, cart: CartRef): Promise<LoadedCheckout> => {
    const loaded = await loadCheckout(db, website, cart.id, context.now());
    if (!loaded || loaded.cart.isPurchased || loaded.cart.entries.length === 0) throw new AppError('NOT_FOUND', M.emptyCart);
    return loaded;
  };

  app.get('/api/commerce/checkout', { config: { access: 'public' } }, async (request) => {
    const { website, cart } = await visitorCart(request);
    return checkoutJson(await load(website, cart), provider.testMode);
  });

  app.put('/api/commerce/checkout', { config: { access: 'public' }, preHandler: requireCrumb }, async (request) => {
    const update = checkoutUpdateSchema.parse(request.body ?? {});
    const { website, cart } = await visitorCart(request);
    await load(website, cart);
    await updateCheckout(db, website, cart.id, update, context.now());
    return checkoutJson(await load(website, cart), provider.testMode);
  });

  app.post('/api/commerce/checkout/pay', { config: { access: 'public' }, preHandler: requireCrumb }, async (request, reply) => {
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
