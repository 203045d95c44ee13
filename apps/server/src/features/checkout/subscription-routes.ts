import { canSubscribe, isSupportedCurrency, subscriptionPriceText, validateSubscriptionRequest } from '@plinth/commerce';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../infra/app-deps.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import { checkoutJson } from './checkout-json.ts';
import { addressSchema, cardSchema, emailSchema, idempotencyKeySchema } from './schemas.ts';
import { runIdempotent } from './idempotent.ts';
import { loadCheckout, type LoadedCheckout } from './load-checkout.ts';
import { payForCart } from './pay-workflow.ts';
import { updateCheckout } from './update-checkout.ts';
import { assertPayable } from './validate-checkout.ts';
import { addEntry, createCart, findCartByToken, type CartRef } from '../cart/index.ts';
import { getProduct } from '../catalog/index.ts';
import type { ProductRecord } from '../catalog/index.ts';
import { saveCheckoutState } from './checkout-state-repository.ts';
import type { Website } from '../site/index.ts';
import type { CheckoutRoutesOptions } from './routes.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { requestOrigin, siteOf } from '../site/index.ts';

const BASE = '/api/3/commerce/cart/subscription';

const subscribeBody = z.object({
  itemId: z.string({ error: 'itemId is required' }).trim().min(1, 'itemId is required').max(100, 'itemId is too long'),
  sku: z.string({ error: 'sku is required' }).trim().min(1, 'sku is required').max(100, 'sku is too long'),
  qty: z.union([z.number(), z.string().max(20)], { error: 'Quantity must be a number.' }),
  additionalFields: z.union([z.string().max(20_000, 'additionalFields is too long'), z.record(z.string(), z.unknown()), z.null()]).optional(),
});
const tokenParams = z.object({ cartToken: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'cartToken is not valid') });
const subscriptionPayBody = z.object({
  idempotencyKey: idempotencyKeySchema,
  card: cardSchema,
  email: emailSchema,
  shippingAddress: addressSchema.optional(),
  shippingOptionId: z.string().trim().max(100).nullable().optional(),
});

/** Why a product cannot be sold as a subscription, or null when it can. */
function subscriptionRefusal(product: ProductRecord): string | null {
  if (!canSubscribe(product.productType)) return M.subscriptionTypeRefused;
  if (!product.isSubscribable || !product.subscriptionPlan) return M.notSubscribable;
  return null;
}

/**
 * Subscription purchases (storefront.md §7, platform.md §5): a one-entry subscription cart made from
 * the product page, read by the subscription page, and paid like a checkout — the order also stores
 * the subscription (billing period, cycles, next billing date).
 */
export async function registerSubscriptionRoutes(app: FastifyInstance, context: AppDeps, options: CheckoutRoutesOptions = {}): Promise<void> {
  const { db } = context;
  const provider = options.provider ?? context.payments;

  const subscriptionCart = async (request: FastifyRequest): Promise<{ website: Website; cart: CartRef; loaded: LoadedCheckout }> => {
    const { cartToken } = tokenParams.parse(request.params);
    const website = siteOf(request);
    const cart = await findCartByToken(db, website.id, cartToken);
    const loaded = cart ? await loadCheckout(db, website, cart.id, context.now()) : null;
    if (!cart || !loaded || loaded.state.kind !== 'subscription') throw new AppError('NOT_FOUND', M.cartNotFound);
    return { website, cart, loaded };
  };
  const subscriptionJson = async (website: Website, loaded: LoadedCheckout) => {
    const entry = loaded.cart.entries[0];
    const product = entry ? await getProduct(db, website.id, entry.itemId) : null;
    const plan = product?.subscriptionPlan ?? null;
    return {
      ...checkoutJson(loaded, provider.testMode),
      subscription: {
        billingPeriod: plan?.billingPeriod ?? null,
        numBillingCycles: plan?.numBillingCycles ?? null,
        priceText: plan && entry ? subscriptionPriceText({ priceCents: entry.unitPriceCents * entry.quantity, currency: loaded.currency, billingPeriod: plan.billingPeriod, numBillingCycles: plan.numBillingCycles }) : null,
      },
    };
  };

  app.post(BASE, { config: { access: 'public' }, preHandler: requireCrumb }, async (request) => {
    const body = subscribeBody.parse(request.body);
    const website = siteOf(request);
    const product = await getProduct(db, website.id, body.itemId);
    if (!product) throw new AppError('NOT_FOUND', M.itemNotFound);
    const refusal = subscriptionRefusal(product);
    if (refusal) throw new AppError('INVALID', refusal);
    const checked = validateSubscriptionRequest({ product, sku: body.sku, qty: body.qty });
    if (!checked.ok) throw new AppError(checked.reason === 'NOT_ENOUGH_STOCK' ? 'CONFLICT' : 'INVALID', checked.message);

    const currency = isSupportedCurrency(website.currency) ? website.currency : 'USD';
    const now = context.now();
    // addEntry runs its own transaction (it locks the cart): a refused entry deletes the new cart
    // again (its checkout row goes with it), so no empty subscription cart is left behind.
    const cart = await createCart(db, website.id, currency, now);
    await saveCheckoutState(db, website.id, cart.id, { kind: 'subscription' }, now);
    const added = await addEntry(db, website.id, cart.id, { itemId: body.itemId, sku: body.sku, quantity: checked.quantity, additionalFields: body.additionalFields }, now);
    if (!added.ok) {
      await db.deleteFrom('carts').where('id', '=', cart.id).execute();
      throw new AppError(added.reason === 'insufficient-stock' ? 'CONFLICT' : 'INVALID', added.message);
    }
    const cartToken = cart.token;
    return { cartToken };
  });

  app.get(`${BASE}/:cartToken`, { config: { access: 'public' } }, async (request) => {
    const { website, loaded } = await subscriptionCart(request);
    return subscriptionJson(website, loaded);
  });

  app.post(`${BASE}/:cartToken/pay`, { config: { access: 'public' }, preHandler: requireCrumb }, async (request, reply) => {
    const body = subscriptionPayBody.parse(request.body);
    const { website, cart } = await subscriptionCart(request);
    const answer = await runIdempotent(
      db,
      { websiteId: website.id, key: body.idempotencyKey, fingerprint: `subscription:${cart.id}` },
      async () => {
        const { email, shippingAddress, shippingOptionId } = body;
        await updateCheckout(db, website, cart.id, { email, shippingAddress, shippingOptionId }, context.now());
        const loaded = await loadCheckout(db, website, cart.id, context.now());
        if (!loaded) throw new AppError('NOT_FOUND', M.cartNotFound);
        assertPayable(loaded);
      },
      () => payForCart({ ...context, provider }, { site: website, cartId: cart.id, card: body.card, idempotencyKey: body.idempotencyKey, origin: requestOrigin(request) }),
    );
    return reply.code(answer.status).send(answer.body);
  });
}
