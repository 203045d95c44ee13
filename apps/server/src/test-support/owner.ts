import type { ContributorRole } from '@plinth/platform';
import type { Kysely } from 'kysely';
import { createProduct } from '../features/catalog/index.ts';
import { findCollectionByUrlId } from '../features/catalog/index.ts';
import { createContributor, type Contributor } from '../features/owner/index.ts';
import { newId } from '../infra/database/ids.ts';
import { createOwnerSession } from '../features/owner/index.ts';
import type { Schema } from '../infra/database/schema.ts';
import { newCrumb } from '../infra/http/crumb.ts';
import { Visitor, type TestStore } from './test-app.ts';
import { TEST_ARGON2_COST } from '../features/owner/index.ts';
import { OWNER_COOKIE } from '../features/owner/index.ts';

/*
 * Test helpers for the owner API: contributors of any role, signed-in visitors, throwaway products.
 */

/** The password every {@link addContributor} contributor gets. */
export const TEST_PASSWORD = 'correct-horse-battery';

/** The default (demo) site's id. */
export async function defaultSiteId(db: Kysely<Schema>): Promise<string> {
  const row = await db.selectFrom('websites').select('id').where('is_default', '=', 1).executeTakeFirstOrThrow();
  return row.id;
}

/** Adds a contributor with a unique e-mail, hashed at test cost. */
export async function addContributor(db: Kysely<Schema>, role: ContributorRole, email = `${role.toLowerCase()}-${newId()}@plinth.test`): Promise<Contributor> {
  const contributor = await createContributor(db, await defaultSiteId(db), { email, password: TEST_PASSWORD, role, cost: TEST_ARGON2_COST });
  if (!contributor) throw new Error(`${email} exists already`);
  return contributor;
}

/** A visitor with a crumb and, for a role, an owner session cookie (made directly, not by signing in). */
export async function ownerVisitor(store: TestStore, role?: ContributorRole): Promise<Visitor & { contributor?: Contributor }> {
  const visitor: Visitor & { contributor?: Contributor } = new Visitor(() => store.app);
  visitor.cookies.set('crumb', newCrumb());
  if (role) {
    visitor.contributor = await addContributor(store.db, role);
    visitor.cookies.set(OWNER_COOKIE, await createOwnerSession(store.db, visitor.contributor));
  }
  return visitor;
}

/** Creates a product in the demo shop with two variants (S: 10 in stock, M: 4); returns its ids. */
export async function addTestProduct(db: Kysely<Schema>, title = `Test tee ${newId().slice(0, 6)}`): Promise<{ itemId: string; variantIds: string[] }> {
  const siteId = await defaultSiteId(db);
  const shop = await findCollectionByUrlId(db, siteId, 'shop');
  if (!shop) throw new Error('The demo shop is missing');
  const tag = newId().slice(0, 8).toUpperCase();
  return createProduct(db, siteId, shop.id, {
    urlId: `test-${tag.toLowerCase()}`,
    title,
    productType: 'PHYSICAL',
    variantOptionOrdering: ['Size'],
    variants: [
      { sku: `T-${tag}-S`, priceCents: 2500, qtyInStock: 10, attributes: { Size: 'S' } },
      { sku: `T-${tag}-M`, priceCents: 2700, qtyInStock: 4, attributes: { Size: 'M' } },
    ],
  });
}
