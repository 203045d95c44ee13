import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { getStock, type StockRow } from './catalog-repository.ts';
import { ITEM_NOT_FOUND } from './messages.ts';

/**
 * The stock of every variant of an item, in variant order (storefront.md §7: the check before a
 * product form opens). What carts hold is not counted: stock stays until an order is placed.
 * @throws AppError NOT_FOUND 'Item not found.' when the site has no such item
 */
export async function itemStock(db: Kysely<Schema>, websiteId: string, itemId: string): Promise<StockRow[]> {
  const results = await getStock(db, websiteId, itemId);
  if (results.length === 0) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  return results;
}
