import type { Kysely } from 'kysely';
import { createCollection, findProductByUrlId } from '../features/catalog/index.ts';
import { addFreeMemberArea, addMembership } from '../features/member-areas/index.ts';
import { createOrder } from '../features/orders/index.ts';
import { createSiteUser, OWASP_ARGON2_COST, type Argon2Cost } from '../features/site-users/index.ts';
import { DEFAULT_DEMO_CUSTOMER_EMAIL, DEFAULT_DEMO_CUSTOMER_PASSWORD } from '../infra/config.ts';
import type { Schema } from '../infra/database/schema.ts';

/*
 * The demo store's member area (issue 11): a free area "Members" holding the members-only page
 * /members, and a demo customer who belongs to it and has one earlier order.
 */

/** The demo customer's account. */
export interface DemoCustomer {
  email: string;
  password: string;
  /** Argon2id cost: OWASP's in the real seed; tests pass a cheaper one. */
  cost?: Argon2Cost;
}

/** The demo customer when nothing else is configured. */
export const DEFAULT_DEMO_CUSTOMER: DemoCustomer = { email: DEFAULT_DEMO_CUSTOMER_EMAIL, password: DEFAULT_DEMO_CUSTOMER_PASSWORD };

/** The members-only page. */
export const DEMO_MEMBERS_PAGE = {
  urlId: 'members',
  title: 'Members',
  type: 'page',
  navIndex: 5,
  description: 'Recipes and early news for members of the studio.',
  bodyHtml:
    '<p>Thank you for being a member. Here is the studio’s sourdough schedule we bake by: feed the starter at 8 am, ' +
    'mix at noon, shape at 5 pm, and bake cold from the fridge the next morning at 250 °C.</p>' +
    '<p>Members hear about workshop dates a week before everyone else: the next one is pottery for beginners.</p>',
} as const;

/** Seeds the Members area, its page and the demo customer (inside the demo seed's transaction). */
export async function seedDemoMembers(db: Kysely<Schema>, websiteId: string, customer: DemoCustomer, now: number): Promise<void> {
  const pageId = await createCollection(db, websiteId, { ...DEMO_MEMBERS_PAGE, now });
  const areaId = await addFreeMemberArea(db, websiteId, {
    name: 'Members',
    description: 'Free to join: recipes, schedules and early workshop news from the studio.',
    content: [{ collectionId: pageId, itemId: null }],
    now,
  });
  const siteUser = await createSiteUser(db, { websiteId, email: customer.email, password: customer.password, name: 'Demo Customer', verifiedAt: now, now, cost: customer.cost ?? OWASP_ARGON2_COST });
  if (!siteUser) throw new Error(`The demo customer ${customer.email} exists already`);
  await addMembership(db, websiteId, areaId, siteUser.id, 'free', now);

  // One earlier order: a speckled mug bought a month ago.
  const shop = await db.selectFrom('collections').select('id').where('website_id', '=', websiteId).where('url_id', '=', 'shop').executeTakeFirstOrThrow();
  const mug = await findProductByUrlId(db, websiteId, shop.id, 'stoneware-mug');
  const variant = mug?.variants[0];
  if (!mug || !variant) throw new Error('The demo mug is missing');
  const price = variant.onSale ? variant.salePriceCents : variant.priceCents;
  const order = await createOrder(db, {
    websiteId,
    testMode: true,
    customerEmail: siteUser.email,
    currency: 'USD',
    subtotalCents: price,
    shippingCents: 500,
    grandTotalCents: price + 500,
    shippingAddress: { firstName: 'Demo', lastName: 'Customer', address1: '1 Main Street', city: 'Brooklyn', state: 'NY', zip: '11201', country: 'US' },
    items: [{ itemId: mug.id, variantId: variant.id, sku: variant.sku, productName: mug.title, quantity: 1, unitPriceCents: price }],
    now: now - 30 * 24 * 60 * 60_000,
  });
  await db.updateTable('orders').set({ site_user_id: siteUser.id }).where('id', '=', order.id).execute();
}
