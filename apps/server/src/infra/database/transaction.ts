import type { Kysely, Transaction } from 'kysely';

/**
 * Runs `fn` in a transaction, or inside the caller's when `db` already is one (Kysely does not nest
 * transactions), so write helpers compose into one larger unit such as the seed.
 */
export async function inTransaction<DB, T>(db: Kysely<DB>, fn: (tx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<DB>);
  return db.transaction().execute(fn);
}
