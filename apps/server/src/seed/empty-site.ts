import type { Kysely } from 'kysely';
import { createCollection } from '../features/catalog/index.ts';
import { createWebsite } from '../features/site/index.ts';
import type { Schema } from '../infra/database/schema.ts';
import { inTransaction } from '../infra/database/transaction.ts';

/** The name an empty site carries until its owner names it on the setup screen. */
export const EMPTY_SITE_NAME = 'My Site';

/**
 * What a start without the demo makes of an empty database: the default website and an empty Home
 * page at `/` (so the storefront serves a page, not an error, before the owner has done anything) —
 * no products, no accounts, no passwords. Does nothing when a website exists. One transaction.
 * @returns the new website's id, or null when a website already existed
 */
export async function seedEmptySite(db: Kysely<Schema>, now = Date.now()): Promise<string | null> {
  return inTransaction(db, async (tx) => {
    if (await tx.selectFrom('websites').select('id').limit(1).executeTakeFirst()) return null;
    // The default site answers any Host; these two name it for links until the operator's own address is known.
    const site = await createWebsite(tx, { name: EMPTY_SITE_NAME, isDefault: true, hosts: ['localhost', '127.0.0.1'], now });
    await createCollection(tx, site.id, { urlId: 'home', title: 'Home', type: 'page', navIndex: 0, now });
    return site.id;
  });
}
