import { buildShoppingCart, isSupportedCurrency, type ShoppingCart } from '@plinth/commerce';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { addEntry, addEntryByToken, findCartByToken, openCartForVisitor, loadCartInputOf, removeEntry, updateEntryQuantity, type CartFailure, type CartInput, type CartRef } from './carts-repository.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import type { Schema } from '../../infra/database/schema.ts';
import type { Website } from '../site/index.ts';
import { requestCartToken, setCartCookies } from './cart-cookies.ts';
import { requestCrumb, requireCrumb } from '../../infra/http/crumb.ts';
import { errorBody } from '../../infra/errors/error-handler.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { hitRule, refuseLimited, type RateLimitRule } from '../../infra/rate-limit/rate-limit.ts';
import { siteOf } from '../site/index.ts';

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
  // The cart API needs the site's id and currency, not its content version: reused for a second.
  const cachedSite = { website: 'cached', access: 'public' } as const;
  const currentCart = async (request: FastifyRequest, website: Website): Promise<CartRef | null> => {
    const token = requestCartToken(request);
    return token ? findCartByToken(db, website.id, token) : null;
  };
  const cartJson = async (website: Website, cart: CartRef | null): Promise<ShoppingCart> =>
    // The cart row was read (or locked) by this request already: only its entries are read again.
    cartOf(website, cart ? await loadCartInputOf(db, cart) : null);
  const cartOf = (website: Website, input: CartInput | null): ShoppingCart => {
    const currency = isSupportedCurrency(website.currency) ? website.currency : 'USD';
    return buildShoppingCart(
      input
        ? { ...input, currency: isSupportedCurrency(input.currency) ? input.currency : currency }
        : { id: '', websiteId: website.id, orderId: null, created: 0, isPurchased: false, currency, entries: [] },
    );
  };
  const refuse = (reply: FastifyReply, failure: CartFailure) =>
    reply.code(FAILURE_STATUS[failure.reason]).send(errorBody(failure.message));

  // The rate limit is counted here rather than in a pre-handler: in the add's own transaction, so an
  // add commits once. Every call is counted, malformed ones too (as the pre-handler did).
  app.post('/api/commerce/shopping-cart/entries', { preHandler: requireCrumb, config: cachedSite }, async (request, reply) => {
    const parsed = addEntryBody.safeParse(request.body);
    if (!parsed.success) {
      const limit = await hitRule(db, addLimit, request);
      if (!limit.allowed) return refuseLimited(reply, limit);
      throw parsed.error;
    }
    const body = parsed.data;
    const website = siteOf(request);
    const token = requestCartToken(request);
    // The usual add: one transaction counts the hit, finds and locks the cookie's open cart, adds
    // and reads the entries for the answer.
    const usual = await inTransaction(db, async (tx) => {
      const limit = await hitRule(tx, addLimit, request);
      if (!limit.allowed) return { limit };
      if (!token) return { limit, cart: null };
      const { cart, result } = await addEntryByToken(tx, website.id, token, body);
      const input = cart && result.ok ? await loadCartInputOf(tx, cart) : null;
      return { limit, cart, result, input };
    });
    if (!usual.limit.allowed) return refuseLimited(reply, usual.limit);
    let { cart, result, input } = usual;
    if (!cart) {
      // No open cart on this site (none, unknown, purchased). requireCrumb has run, so the crumb
      // is there: one open cart per visitor.
      cart = await openCartForVisitor(db, website.id, requestCrumb(request) as string, website.currency);
      result = await addEntry(db, website.id, cart.id, body);
      // A refused first add leaves the visitor without a cart (no hasCart cookie for an empty cart).
      if (result.ok) setCartCookies(reply, cart.token);
    }
    if (!result?.ok) return refuse(reply, result as CartFailure);
    const shoppingCart = cartOf(website, input ?? (await loadCartInputOf(db, cart)));
    const entryId = result.entryId;
    const newlyAdded = shoppingCart.entries.find((entry) => entry.id === entryId) ?? null;
    return { shoppingCart, newlyAdded };
  });

  app.get('/api/commerce/shopping-cart', { config: cachedSite }, async (request) => {
    // mock, timecode and calculateSubtotal are accepted; totals are always calculated.
    const website = siteOf(request);
    return cartJson(website, await currentCart(request, website));
  });

  const withCart = async (request: FastifyRequest) => {
    const website = siteOf(request);
    const cart = await currentCart(request, website);
    if (!cart) throw new AppError('NOT_FOUND', 'Cart not found.');
    return { website, cart };
  };

  app.put('/api/commerce/shopping-cart/entries/:entryId', { preHandler: requireCrumb, config: cachedSite }, async (request, reply) => {
    const { entryId } = entryParams.parse(request.params);
    const { quantity } = updateEntryBody.parse(request.body);
    const { website, cart } = await withCart(request);
    const result = await updateEntryQuantity(db, website.id, cart.id, entryId, quantity);
    if (!result.ok) return refuse(reply, result);
    return { shoppingCart: await cartJson(website, cart) };
  });

  app.delete('/api/commerce/shopping-cart/entries/:entryId', { preHandler: requireCrumb, config: cachedSite }, async (request, reply) => {
    const { entryId } = entryParams.parse(request.params);
    const { website, cart } = await withCart(request);
    if (!(await removeEntry(db, website.id, cart.id, entryId))) {
      return reply.code(404).send(errorBody('Cart entry not found.'));
    }
    return { shoppingCart: await cartJson(website, cart) };
  });
}
