import type { Variant } from '@plinth/commerce';
import type { Kysely } from 'kysely';
import { AppError } from '../../infra/errors/app-error.ts';
import { toVariant } from './catalog-rows.ts';
import { decodeCursor, encodeCursor } from '../../infra/database/cursor.ts';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { bumpContentVersion } from '../site/index.ts';
import { inTransaction } from '../../infra/database/transaction.ts';

/** One change of a variant's stock: who, when, by how much, and the stock after it. */
export interface StockMovement {
  id: string;
  variantId: string;
  contributorId: string | null;
  /** The contributor's e-mail; null for checkout or a removed contributor. */
  contributorEmail: string | null;
  delta: number;
  qtyAfter: number;
  reason: string;
  createdAt: number;
}

/** Refusal when a movement would make the stock negative. */
export const NEGATIVE_STOCK_MESSAGE = 'Stock cannot go below zero.';

/** Records a movement inside the caller's transaction; returns its id. */
export async function insertStockMovement(
  db: Kysely<Schema>,
  ctx: { websiteId: string; contributorId: string | null; now: number },
  movement: { variantId: string; delta: number; qtyAfter: number; reason: string },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('stock_movements')
    .values({
      id,
      website_id: ctx.websiteId,
      variant_id: movement.variantId,
      contributor_id: ctx.contributorId,
      delta: movement.delta,
      qty_after: movement.qtyAfter,
      reason: movement.reason,
      created_at: ctx.now,
    })
    .execute();
  return id;
}

/**
 * Moves a variant's stock by `delta` in one atomic UPDATE (qty = qty + delta, never read-modify-write,
 * so concurrent movements all count), refused when the result would be negative, and records the
 * movement in the same transaction.
 * @throws AppError NOT_FOUND for an unknown variant, CONFLICT 'Stock cannot go below zero.'
 */
export async function moveStock(
  db: Kysely<Schema>,
  ctx: { websiteId: string; contributorId: string | null; now: number },
  variantId: string,
  delta: number,
  reason = 'manual',
): Promise<{ variant: Variant; movement: StockMovement }> {
  return inTransaction(db, async (tx) => {
    const row = await tx
      .updateTable('variants')
      .set((eb) => ({ qty_in_stock: eb('qty_in_stock', '+', delta) }))
      .where('website_id', '=', ctx.websiteId)
      .where('id', '=', variantId)
      .where((eb) => eb(eb('qty_in_stock', '+', delta), '>=', 0))
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const exists = await tx.selectFrom('variants').select('id').where('website_id', '=', ctx.websiteId).where('id', '=', variantId).executeTakeFirst();
      throw exists ? new AppError('CONFLICT', NEGATIVE_STOCK_MESSAGE) : new AppError('NOT_FOUND', 'No such variant.');
    }
    const movement = { variantId, delta, qtyAfter: row.qty_in_stock, reason };
    const id = await insertStockMovement(tx, ctx, movement);
    await bumpContentVersion(tx, ctx.websiteId);
    const who = ctx.contributorId
      ? await tx.selectFrom('contributors').select('email').where('id', '=', ctx.contributorId).executeTakeFirst()
      : undefined;
    return {
      variant: toVariant(row),
      movement: { id, ...movement, contributorId: ctx.contributorId, contributorEmail: who?.email ?? null, createdAt: ctx.now },
    };
  });
}

/**
 * A variant's movements, newest first, a page at a time.
 * @returns null when the site has no such variant
 */
export async function listStockMovements(
  db: Kysely<Schema>,
  websiteId: string,
  variantId: string,
  page: { cursor?: string; limit?: number } = {},
): Promise<{ movements: StockMovement[]; nextCursor: string | null } | null> {
  const variant = await db.selectFrom('variants').select('id').where('website_id', '=', websiteId).where('id', '=', variantId).executeTakeFirst();
  if (!variant) return null;
  const limit = page.limit ?? 50;
  let q = db
    .selectFrom('stock_movements as m')
    .leftJoin('contributors as c', 'c.id', 'm.contributor_id')
    .select(['m.id', 'm.variant_id', 'm.contributor_id', 'c.email', 'm.delta', 'm.qty_after', 'm.reason', 'm.created_at'])
    .where('m.website_id', '=', websiteId)
    .where('m.variant_id', '=', variantId);
  const after = decodeCursor(page.cursor);
  if (after) q = q.where((eb) => eb.or([eb('m.created_at', '<', after.createdAt), eb.and([eb('m.created_at', '=', after.createdAt), eb('m.id', '<', after.id)])]));
  const rows = await q.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(limit + 1).execute();
  const movements = rows.slice(0, limit).map((r) => ({
    id: r.id,
    variantId: r.variant_id,
    contributorId: r.contributor_id,
    contributorEmail: r.email,
    delta: r.delta,
    qtyAfter: r.qty_after,
    reason: r.reason,
    createdAt: Number(r.created_at),
  }));
  const last = movements[limit - 1];
  return { movements, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null };
}
