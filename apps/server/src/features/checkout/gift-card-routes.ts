import { createHash } from 'node:crypto';
import { isSupportedCurrency, normalizeGiftCardCode } from '@plinth/commerce';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../infra/app-deps.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import { cardSchema, emailSchema, idempotencyKeySchema } from './schemas.ts';
import { runIdempotent } from './idempotent.ts';
import { payForCart } from './pay-workflow.ts';
import { addEntry, createCart } from '../cart/index.ts';
import { getProduct } from '../catalog/index.ts';
import { saveCheckoutState } from './checkout-state-repository.ts';
import { findGiftCardByCode } from '../gift-cards/index.ts';
import { canonicalJson } from '../../infra/database/json.ts';
import type { CheckoutRoutesOptions } from './routes.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { requestOrigin, siteOf } from '../site/index.ts';

const purchaseBody = z.object({
  itemId: z.string({ error: 'itemId is required' }).trim().min(1, 'itemId is required').max(100, 'itemId is too long'),
  // A missing denomination is the spec's refusal, not a schema error.
  sku: z.string().trim().max(100).optional().nullable(),
  recipientEmail: emailSchema,
  senderName: z.string().trim().max(100, 'senderName is too long').optional().nullable(),
  message: z.string().trim().max(1000, 'message is too long').optional().nullable(),
  email: emailSchema,
  idempotencyKey: idempotencyKeySchema,
  card: cardSchema,
});
const balanceQuery = z.object({ code: z.string({ error: 'code is required' }).max(40, 'code is too long') });

/**
 * Gift cards: buy one from the gift-card page (the denomination is the chosen variant; the code is
 * issued by the order and e-mailed to the recipient), and check a code's balance. Redeeming is at
 * checkout (`giftCardCode` of PUT /api/commerce/checkout).
 */
export async function registerGiftCardRoutes(app: FastifyInstance, context: AppDeps, options: CheckoutRoutesOptions = {}): Promise<void> {
  const { db } = context;
  const provider = options.provider ?? context.payments;

  app.post('/api/commerce/gift-card/purchase', { config: { access: 'public' }, preHandler: requireCrumb }, async (request, reply) => {
    const body = purchaseBody.parse(request.body);
    const website = siteOf(request);
    const { card, idempotencyKey, ...order } = body;
    // The key names this purchase: the same key with another recipient or amount is refused.
    const fingerprint = `gift-card:${createHash('sha256').update(canonicalJson(order)).digest('hex')}`;
    const answer = await runIdempotent(
      db,
      { websiteId: website.id, key: idempotencyKey, fingerprint },
      async () => {
        const product = await getProduct(db, website.id, body.itemId);
        if (!product) throw new AppError('NOT_FOUND', M.itemNotFound);
        if (product.productType !== 'GIFT_CARD') throw new AppError('INVALID', M.notGiftCard);
        if (!body.sku || !product.variants.some((v) => v.sku === body.sku)) throw new AppError('INVALID', M.selectDenomination);
      },
      async () => {
        const now = context.now();
        const currency = isSupportedCurrency(website.currency) ? website.currency : 'USD';
        // addEntry runs its own transaction: a refused entry deletes the new cart (and its checkout row).
        const cart = await createCart(db, website.id, currency, now);
        await saveCheckoutState(
          db,
          website.id,
          cart.id,
          { kind: 'gift-card', email: body.email, delivery: { recipientEmail: body.recipientEmail, senderName: body.senderName || null, message: body.message || null } },
          now,
        );
        const added = await addEntry(db, website.id, cart.id, { itemId: body.itemId, sku: body.sku as string, quantity: 1 }, now);
        if (!added.ok) {
          await db.deleteFrom('carts').where('id', '=', cart.id).execute();
          throw new AppError('INVALID', added.message);
        }
        const cartId = cart.id;
        return payForCart({ ...context, provider }, { site: website, cartId, card, idempotencyKey, origin: requestOrigin(request) });
      },
    );
    return reply.code(answer.status).send(answer.body);
  });

  app.get('/api/commerce/gift-card/balance', { config: { access: 'public' } }, async (request) => {
    const { code } = balanceQuery.parse(request.query);
    const website = siteOf(request);
    const canonical = normalizeGiftCardCode(code);
    const found = canonical ? await findGiftCardByCode(db, website.id, canonical) : null;
    if (!found || !canonical) throw new AppError('NOT_FOUND', M.giftCardNotFound);
    return { code: canonical, balanceCents: found.balanceCents, currency: found.currency };
  });
}
