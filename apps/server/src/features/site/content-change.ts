import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { bumpContentVersion } from './sites-repository.ts';

/**
 * The one way to write something a visitor sees (a product, its stock, a page, the navigation, a
 * form…): runs `write` in a transaction (or inside the caller's) and bumps the site's content
 * version in the same transaction, so cached pages change with the commit and no write can forget
 * it. `changed` decides from the write's result whether pages changed at all (say, stock of an
 * unlimited variant): no bump when it answers false.
 * @example await changeContent(db, websiteId, (tx) => tx.updateTable('products').set(…).execute());
 */
export function changeContent<T>(
  db: Kysely<Schema>,
  websiteId: string,
  write: (tx: Transaction<Schema>) => Promise<T>,
  changed: (result: T) => boolean = () => true,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    const result = await write(tx);
    if (changed(result)) await bumpContentVersion(tx, websiteId);
    return result;
  });
}
