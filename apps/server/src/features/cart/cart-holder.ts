import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type * as SiteUsersFeature from '../site-users/index.ts';
import { requestCartToken } from './cart-cookies.ts';
import type { CartHolder } from './cart-types.ts';

/*
 * The site-users feature takes the cart along at sign-in and sign-out, so it imports this feature;
 * this side reaches the session lookup lazily (an import() runs nothing at start-up, so there is no
 * import cycle). Loaded once per process.
 */
let siteUsers: Promise<typeof SiteUsersFeature> | undefined;

/**
 * Whose cart a cart request acts on: a signed-in customer's account cart, whatever cart cookie the
 * browser holds (storefront.md §4: the cart follows the account), else the guest cart the cookie
 * names. A visitor without the session cookie costs no query here.
 */
export async function cartHolderOf(db: Kysely<Schema>, request: FastifyRequest, now: number): Promise<CartHolder> {
  siteUsers ??= import('../site-users/index.ts');
  const session = await (await siteUsers).currentSiteUserSession(db, request, now);
  return session ? { siteUserId: session.siteUser.id, token: undefined } : { siteUserId: null, token: requestCartToken(request) };
}
