import { buildShoppingCart, isSupportedCurrency } from '@plinth/commerce';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../infra/app-deps.ts';
import { updateEntryFields } from './update-entry-fields.ts';
import { findCartByToken, loadCartInput } from '../cart/index.ts';
import { requestCartToken } from '../cart/index.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { siteOf } from '../site/index.ts';

const id = (field: string) => z.string({ error: `${field} is required` }).trim().min(1, `${field} is required`).max(100, `${field} is too long`);
const body = z.object({
  itemId: id('itemId'),
  sku: id('sku'),
  additionalFields: z.union([z.string().max(20_000, 'additionalFields is too long'), z.record(z.string(), z.unknown()), z.null()], { error: 'additionalFields is required' }),
});
const params = z.object({ entryId: id('entryId') });

/**
 * PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields (storefront.md §7): changes the
 * answers of an entry's form → `{ shoppingCart, updatedEntry }`. An entry of the same variant with
 * the same answers absorbs it. The client shows 'Unable to update form' with our message on failure.
 */
export async function registerCartAdditionalFieldsRoutes(app: FastifyInstance, context: AppDeps): Promise<void> {
  const { db } = context;
  app.put('/api/commerce/shopping-cart/entries/:entryId/additionalFields', { config: { access: 'public' }, preHandler: requireCrumb }, async (request) => {
    const { entryId } = params.parse(request.params);
    const input = body.parse(request.body);
    const website = siteOf(request);
    const token = requestCartToken(request);
    const cart = token ? await findCartByToken(db, website.id, token) : null;
    if (!cart) throw new AppError('NOT_FOUND', 'Cart not found.');
    const updatedId = await updateEntryFields(db, website.id, cart.id, { entryId, ...input }, context.now());
    const cartInput = await loadCartInput(db, website.id, cart.id);
    if (!cartInput) throw new AppError('NOT_FOUND', 'Cart not found.');
    const currency = isSupportedCurrency(cartInput.currency) ? cartInput.currency : 'USD';
    const shoppingCart = buildShoppingCart({ ...cartInput, currency });
    return { shoppingCart, updatedEntry: shoppingCart.entries.find((e) => e.id === updatedId) ?? null };
  });
}
