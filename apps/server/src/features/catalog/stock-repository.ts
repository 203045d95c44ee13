import { sql, type Kysely, type Selectable } from 'kysely';
import { decodeCursor } from '../../infra/database/cursor.ts';
import { newId } from '../../infra/database/ids.ts';
import type { Schema, VariantsTable } from '../../infra/database/schema.ts';

/*
 * Stock SQL: checkout's take and restore (each line one atomic conditional UPDATE), the owner's
 * movements (qty = qty + delta in one UPDATE, so concurrent owners lose nothing) and their history.
 * Callers that change what visitors see wrap these in the site's `changeContent`.
 */

/** Units of one variant to take. */
export interface StockLine {
  variantId: string;
  quantity: number;
}

/** Units taken from one variant, and its stock after (unlimited variants are not decremented). */
export interface TakenStock extends StockLine {
  qtyAfter: number;
  unlimited: boolean;
}

/**
 * Takes stock for every line, all or nothing, inside the caller's transaction. Each line is one
 * atomic conditional UPDATE (`qty = qty - q WHERE unlimited OR qty >= q`), never read-then-write, so
 * concurrent buyers in any number of processes cannot oversell: the database row lock (PostgreSQL)
 * or the write lock (SQLite) orders them, and a short line matches no row.
 * @returns what was taken, or null when some line is short (the caller must roll back the lines
 *   taken before it — throwing out of the transaction does)
 */
export async function takeStock(db: Kysely<Schema>, websiteId: string, lines: readonly StockLine[]): Promise<TakenStock[] | null> {
  const taken: TakenStock[] = [];
  // One line per variant, in id order: two orders of the same variants lock rows in the same order.
  for (const line of mergeLines(lines)) {
    const quantity = line.quantity;
    const [row] = await db
      .updateTable('variants')
      .set({ qty_in_stock: sql<number>`qty_in_stock - (case when unlimited = 1 then 0 else cast(${quantity} as integer) end)` })
      .where('id', '=', line.variantId)
      .where('website_id', '=', websiteId)
      .where((eb) => eb.or([eb('unlimited', '=', 1), eb('qty_in_stock', '>=', quantity)]))
      .returning(['qty_in_stock', 'unlimited'])
      .execute();
    if (!row) return null;
    taken.push({ variantId: line.variantId, quantity, qtyAfter: row.qty_in_stock, unlimited: row.unlimited === 1 });
  }
  return taken;
}

/** Gives stock back (a payment that failed after taking it); unlimited variants are left alone. */
export async function restoreStock(db: Kysely<Schema>, websiteId: string, taken: readonly TakenStock[]): Promise<void> {
  for (const line of taken) {
    if (line.unlimited) continue;
    await db
      .updateTable('variants')
      .set((eb) => ({ qty_in_stock: eb('qty_in_stock', '+', line.quantity) }))
      .where('id', '=', line.variantId)
      .where('website_id', '=', websiteId)
      .execute();
  }
}

/** Sums lines of the same variant and sorts them by variant id. */
export function mergeLines(lines: readonly StockLine[]): StockLine[] {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.variantId, (totals.get(line.variantId) ?? 0) + line.quantity);
  return [...totals].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([variantId, quantity]) => ({ variantId, quantity }));
}

/** Who moved stock, and when. */
export interface MovementContext {
  websiteId: string;
  contributorId: string | null;
  now: number;
}

/** Records a movement inside the caller's transaction; returns its id. */
export async function insertStockMovement(
  db: Kysely<Schema>,
  ctx: MovementContext,
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
 * Adds `delta` to a variant's stock in one atomic UPDATE (never read-modify-write, so concurrent
 * movements all count) unless the result would be negative; the updated row, or null when the
 * variant is not on the site or the stock would go below zero.
 */
export async function applyStockDelta(db: Kysely<Schema>, websiteId: string, variantId: string, delta: number): Promise<Selectable<VariantsTable> | null> {
  const row = await db
    .updateTable('variants')
    .set((eb) => ({ qty_in_stock: eb('qty_in_stock', '+', delta) }))
    .where('website_id', '=', websiteId)
    .where('id', '=', variantId)
    .where((eb) => eb(eb('qty_in_stock', '+', delta), '>=', 0))
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** True when the site has the variant. */
export async function variantExists(db: Kysely<Schema>, websiteId: string, variantId: string): Promise<boolean> {
  const row = await db.selectFrom('variants').select('id').where('website_id', '=', websiteId).where('id', '=', variantId).executeTakeFirst();
  return row !== undefined;
}

/** A contributor's e-mail; null when there is no such contributor. */
export async function contributorEmail(db: Kysely<Schema>, contributorId: string): Promise<string | null> {
  const row = await db.selectFrom('contributors').select('email').where('id', '=', contributorId).executeTakeFirst();
  return row?.email ?? null;
}

/** A stock movement with its contributor's e-mail. */
export interface StockMovementRow {
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

/** Up to `limit` movements of a variant, newest first, after the cursor's (created_at, id). */
export async function listMovementRows(
  db: Kysely<Schema>,
  websiteId: string,
  variantId: string,
  page: { cursor?: string; limit: number },
): Promise<StockMovementRow[]> {
  let q = db
    .selectFrom('stock_movements as m')
    .leftJoin('contributors as c', 'c.id', 'm.contributor_id')
    .select(['m.id', 'm.variant_id', 'm.contributor_id', 'c.email', 'm.delta', 'm.qty_after', 'm.reason', 'm.created_at'])
    .where('m.website_id', '=', websiteId)
    .where('m.variant_id', '=', variantId);
  const after = decodeCursor(page.cursor);
  if (after) q = q.where((eb) => eb.or([eb('m.created_at', '<', after.createdAt), eb.and([eb('m.created_at', '=', after.createdAt), eb('m.id', '<', after.id)])]));
  const rows = await q.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(page.limit).execute();
  return rows.map((r) => ({
    id: r.id,
    variantId: r.variant_id,
    contributorId: r.contributor_id,
    contributorEmail: r.email,
    delta: r.delta,
    qtyAfter: r.qty_after,
    reason: r.reason,
    createdAt: Number(r.created_at),
  }));
}
