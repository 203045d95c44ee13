import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

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
