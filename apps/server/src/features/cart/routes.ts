import { addCartEntry, getShoppingCart, removeCartEntry as removeCartEntryRoute, updateCartEntry } from '@plinth/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { requestCrumb, requireCrumb } from '../../infra/http/crumb.ts';
import { mount } from '../../infra/http/mount.ts';
import { hitRule, type RateLimitRule } from '../../infra/rate-limit/rate-limit.ts';
import { siteOf } from '../site/index.ts';
import { requestCartToken, setCartCookies } from './cart-cookies.ts';
import { cartHolderOf } from './cart-holder.ts';
import { cartMayTake } from './item-gate.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { ITEM_NOT_FOUND } from './messages.ts';
import { addToCart, changeEntryQuantity, countAddAttempt, readCart, removeCartEntry } from './cart-service.ts';

/** Options of {@link registerCartRoutes}. */
export interface CartRoutesOptions {
  db: Kysely<Schema>;
  /** Add-to-cart rate limit per visitor. */
  addLimit: RateLimitRule;
  /** The clock (a signed-in customer's session is live until its expiry). */
  now: () => number;
}

/**
 * The shopping-cart API of storefront.md §7 (contract: @plinth/api `cartRoutes`): add an entry,
 * read the cart, change an entry's quantity, remove an entry. Writes need the crumb. A signed-in
 * customer's calls act on the account's cart whatever cart cookie the browser holds, and the answer
 * points the cookie at it.
 */
export function registerCartRoutes(app: FastifyInstance, { db, addLimit, now }: CartRoutesOptions): void {
  /** Points the browser's cart cookie at the cart a call used, when it names another. */
  const pointCookieAt = (request: FastifyRequest, reply: FastifyReply, token: string | null) => {
    if (token && token !== requestCartToken(request)) setCartCookies(reply, token);
  };

  // The cart API needs the site's id and currency, not its content version: reused for a second.
  const cachedSite = { website: 'cached' } as const;
  // Writes need the crumb.
  const cachedWrite = { config: cachedSite, preHandler: requireCrumb } as const;

  mount(
    app,
    addCartEntry,
    async ({ request, reply }) => {
      // Counted in the add's own transaction (not a pre-handler), so an add commits once; malformed
      // calls count too.
      const countAdd = (tx: Kysely<Schema>) => hitRule(tx, addLimit, request);
      const parsed = addCartEntry.body.safeParse(request.body);
      if (!parsed.success) {
        await countAddAttempt(db, countAdd);
        throw parsed.error;
      }
      const website = siteOf(request);
      const holder = await cartHolderOf(db, request, now());
      // A product kept for members is, to anyone else, no product at all.
      if (!(await cartMayTake(db, website, holder.siteUserId, parsed.data.itemId, now()))) {
        await countAddAttempt(db, countAdd);
        throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
      }
      const added = await addToCart(db, {
        site: website,
        holder,
        // requireCrumb has run, so the crumb is there.
        visitorKey: requestCrumb(request) as string,
        entry: parsed.data,
        countAdd,
      });
      pointCookieAt(request, reply, added.cartToken);
      return { shoppingCart: added.shoppingCart, newlyAdded: added.newlyAdded };
    },
    // The add-to-cart limiter must count a malformed call before refusing it.
    { ...cachedWrite, parseItself: ['body'] },
  );

  mount(
    app,
    getShoppingCart,
    async ({ request, reply }) => {
      // mock, timecode and calculateSubtotal are accepted; totals are always calculated.
      const { shoppingCart, token } = await readCart(db, siteOf(request), await cartHolderOf(db, request, now()));
      pointCookieAt(request, reply, token);
      return shoppingCart;
    },
    { config: cachedSite },
  );

  mount(
    app,
    updateCartEntry,
    async ({ params, body, request }) => ({
      shoppingCart: await changeEntryQuantity(db, siteOf(request), await cartHolderOf(db, request, now()), params.entryId, body.quantity),
    }),
    cachedWrite,
  );

  mount(
    app,
    removeCartEntryRoute,
    async ({ params, request }) => ({
      shoppingCart: await removeCartEntry(db, siteOf(request), await cartHolderOf(db, request, now()), params.entryId),
    }),
    cachedWrite,
  );
}
