import { buildShoppingCart, isSupportedCurrency, type ShoppingCart } from '@plinth/commerce';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { addEntry, findCartByToken, openCartForVisitor, loadCartInput, removeEntry, updateEntryQuantity, type CartFailure, type CartRef } from '../db/carts.ts';
import type { Schema } from '../db/schema.ts';
import type { Website } from '../db/sites.ts';
import { requestCartToken, setCartCookies } from './cart-cookies.ts';
import { requestCrumb, requireCrumb } from './crumb.ts';
import { errorBody, HttpError } from './errors.ts';
import { rateLimit, type RateLimitRule } from './rate-limit.ts';
import { requestWebsite } from './site.ts';

const id = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
  .trim()
  .min(1, 'is required')
  .max(100, 'is too long');
/** Quantity of an add: a whole number from 1 to 9999 (platform.md §5). */
const addQuantity = z.number({ error: 'Quantity must be a number.' }).int('Quantity must be a whole number').min(1, 'Quantity must be at least 1.').max(9999, 'Quantity must be at most 9999.');

const addEntryBody = z.object({
  itemId: id,
  sku: id,
  quantity: addQuantity,
  additionalFields: z.union([z.string().max(20_000, 'additionalFields is too long'), z.null()]).optional(),
});
const updateEntryBody = z.object({
  quantity: z.number({ error: 'Quantity must be a number.' }).int('Quantity must be a whole number').min(0, 'Quantity cannot be negative.').max(9999, 'Quantity must be at most 9999.'),
});
const entryParams = z.object({ entryId: id });

/** Status of each refused cart write. */
const FAILURE_STATUS: Record<CartFailure['reason'], number> = {
  'cart-not-found': 404,
  'item-not-found': 404,
  'variant-not-found': 404,
  'entry-not-found': 404,
  'insufficient-stock': 409,
  'invalid-quantity': 400,
  'invalid-additional-fields': 400,
};

/** Options of {@link registerCartRoutes}. */
export interface CartRoutesOptions {
  db: Kysely<Schema>;
  /** Add-to-cart rate limit per visitor. */
  addLimit: RateLimitRule;
}

/**
 * The shopping-cart API of storefront.md §7: add an entry, read the cart,
 * change an entry's quantity, remove an entry.
 */
export function registerCartRoutes(app: FastifyInstance, { db, addLimit }: CartRoutesOptions): void {
  const currentCart = async (request: FastifyRequest, website: Website): Promise<CartRef | null> => {
    const token = requestCartToken(request);
    return token ? findCartByToken(db, website.id, token) : null;
  };
  const cartJson = async (website: Website, cart: CartRef | null): Promise<ShoppingCart> => {
    const input = cart ? await loadCartInput(db, website.id, cart.id) : null;
    const currency = isSupportedCurrency(website.currency) ? website.currency : 'USD';
    return buildShoppingCart(
      input
        ? { ...input, currency: isSupportedCurrency(input.currency) ? input.currency : currency }
        : { id: '', websiteId: website.id, orderId: null, created: 0, isPurchased: false, currency, entries: [] },
    );
  };
  const refuse = (reply: FastifyReply, failure: CartFailure) =>
    reply.code(FAILURE_STATUS[failure.reason]).send(errorBody(failure.message));

  app.post('/api/commerce/shopping-cart/entries', { preHandler: [requireCrumb, rateLimit(db, addLimit)] }, async (request, reply) => {
    const body = addEntryBody.parse(request.body);
    const website = await requestWebsite(db, request);
    let cart = await currentCart(request, website);
    let newToken: string | null = null;
    if (!cart || cart.isPurchased) {
      // requireCrumb has run, so the crumb is there: one open cart per visitor.
      cart = await openCartForVisitor(db, website.id, requestCrumb(request) as string, website.currency);
      newToken = cart.token;
    }
    const result = await addEntry(db, website.id, cart.id, body);
    // A refused first add leaves the visitor without a cart (no hasCart cookie for an empty cart).
    if (!result.ok) return refuse(reply, result);
    if (newToken) setCartCookies(reply, newToken);
    const shoppingCart = await cartJson(website, cart);
    const newlyAdded = shoppingCart.entries.find((entry) => entry.id === result.entryId) ?? null;
    return { shoppingCart, newlyAdded };
  });

  app.get('/api/commerce/shopping-cart', async (request) => {
    // mock, timecode and calculateSubtotal are accepted; totals are always calculated.
    const website = await requestWebsite(db, request);
    return cartJson(website, await currentCart(request, website));
  });

  const withCart = async (request: FastifyRequest) => {
    const website = await requestWebsite(db, request);
    const cart = await currentCart(request, website);
    if (!cart) throw new HttpError(404, 'Cart not found.');
    return { website, cart };
  };

  app.put('/api/commerce/shopping-cart/entries/:entryId', { preHandler: requireCrumb }, async (request, reply) => {
    const { entryId } = entryParams.parse(request.params);
    const { quantity } = updateEntryBody.parse(request.body);
    const { website, cart } = await withCart(request);
    const result = await updateEntryQuantity(db, website.id, cart.id, entryId, quantity);
    if (!result.ok) return refuse(reply, result);
    return { shoppingCart: await cartJson(website, cart) };
  });

  app.delete('/api/commerce/shopping-cart/entries/:entryId', { preHandler: requireCrumb }, async (request, reply) => {
    const { entryId } = entryParams.parse(request.params);
    const { website, cart } = await withCart(request);
    if (!(await removeEntry(db, website.id, cart.id, entryId))) {
      return reply.code(404).send(errorBody('Cart entry not found.'));
    }
    return { shoppingCart: await cartJson(website, cart) };
  });
}
