import type { Variant } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import { encodeCursor } from '../../infra/database/cursor.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { changeContent } from '../site/index.ts';
import { emitIntegrationEvent } from '../integrations/index.ts';
import { toVariant } from './catalog-rows.ts';
import { NEGATIVE_STOCK_MESSAGE, NO_SUCH_VARIANT } from './messages.ts';
import {
  applyStockDelta,
  contributorEmail,
  insertStockMovement,
  listMovementRows,
  variantExists,
  type MovementContext,
  type StockMovementRow,
} from './stock-repository.ts';

/*
 * The owner's stock movements (ARCHITECTURE.md "Owner side"; docs/owner-api.md "Routes"): a change
 * of stock is a movement, never an overwrite, and the stock never goes below zero. Visitors see
 * stock, so a movement goes through the site's `changeContent`.
 */

/** One change of a variant's stock: who, when, by how much, and the stock after it. */
export type StockMovement = StockMovementRow;

/**
 * Moves a variant's stock by `delta` in one atomic update, refused when the result would be
 * negative, and records the movement in the same transaction.
 * @throws AppError NOT_FOUND for an unknown variant, CONFLICT 'Stock cannot go below zero.'
 */
export async function moveStock(
  db: Kysely<Schema>,
  ctx: MovementContext,
  variantId: string,
  delta: number,
  reason = 'manual',
): Promise<{ variant: Variant; movement: StockMovement }> {
  return changeContent(db, ctx.websiteId, async (tx) => {
    const row = await applyStockDelta(tx, ctx.websiteId, variantId, delta);
    if (!row) {
      throw (await variantExists(tx, ctx.websiteId, variantId)) ? new AppError('CONFLICT', NEGATIVE_STOCK_MESSAGE) : new AppError('NOT_FOUND', NO_SUCH_VARIANT);
    }
    const movement = { variantId, delta, qtyAfter: row.qty_in_stock, reason };
    const id = await insertStockMovement(tx, ctx, movement);
    // Webhooks (issue 30), in the movement's transaction.
    await emitIntegrationEvent(tx, ctx.websiteId, 'inventory.updated', { variantId, sku: row.sku, delta, qtyInStock: row.qty_in_stock, reason }, ctx.now);
    const email = ctx.contributorId ? await contributorEmail(tx, ctx.contributorId) : null;
    return {
      variant: toVariant(row),
      movement: { id, ...movement, contributorId: ctx.contributorId, contributorEmail: email, createdAt: ctx.now },
    };
  });
}

/**
 * A variant's movements, newest first, a page at a time.
 * @throws AppError NOT_FOUND 'No such variant.' when the site has no such variant
 */
export async function listStockMovements(
  db: Kysely<Schema>,
  websiteId: string,
  variantId: string,
  page: { cursor?: string; limit?: number } = {},
): Promise<{ movements: StockMovement[]; nextCursor: string | null }> {
  if (!(await variantExists(db, websiteId, variantId))) throw new AppError('NOT_FOUND', NO_SUCH_VARIANT);
  const limit = page.limit ?? 50;
  // One row more than the page tells whether there is a next page.
  const rows = await listMovementRows(db, websiteId, variantId, { cursor: page.cursor, limit: limit + 1 });
  const movements = rows.slice(0, limit);
  const last = movements[limit - 1];
  return { movements, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null };
}
