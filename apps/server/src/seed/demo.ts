import type { Kysely } from 'kysely';
import { createCollection, createItem, createProduct } from '../features/catalog/index.ts';
import { createForm } from '../features/forms/index.ts';
import type { Schema } from '../infra/database/schema.ts';
import { createWebsite } from '../features/site/index.ts';
import { inTransaction } from '../infra/database/transaction.ts';
import { seedCheckout } from './checkout.ts';
import { DEMO_COLLECTIONS, DEMO_POSTS } from './demo-content.ts';
import { seedDemoGalleries } from './demo-galleries.ts';
import { seedDemoComments } from './demo-comments.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoSiteExtras } from './demo-site-extras.ts';
import { seedDemoSearch } from './demo-search.ts';
import { seedDemoForms } from './forms.ts';
import { DEFAULT_DEMO_CUSTOMER, seedDemoMembers, type DemoCustomer } from './members.ts';
import { DEMO_PRODUCTS } from './demo-products.ts';
import { recordProductPictures, seedProductPictures } from './pictures.ts';

/** URL prefix under which the server serves apps/server/seed/images. */
export const SEED_ASSET_PREFIX = '/assets/seed/';

/** Name of the demo website. */
export const DEMO_WEBSITE_NAME = 'Plinth Demo Store';

/**
 * Seeds the demo store (default website, pages, shop, blog, the Members area and the demo customer)
 * when the database has no website yet; does nothing otherwise. One transaction: a failed seed
 * leaves nothing behind.
 * @param options.customer the demo customer (PLINTH_DEMO_CUSTOMER_EMAIL / _PASSWORD; tests pass a cheaper hash cost)
 * @returns the new website's id, or null when a website already existed
 */
export async function seedDemo(db: Kysely<Schema>, now = Date.now(), options: { customer?: DemoCustomer } = {}): Promise<string | null> {
  return inTransaction(db, async (tx) => {
    const existing = await tx.selectFrom('websites').select('id').limit(1).executeTakeFirst();
    if (existing) return null;

    const site = await createWebsite(tx, {
      name: DEMO_WEBSITE_NAME,
      isDefault: true,
      currency: 'USD',
      timeZone: 'America/New_York',
      settings: {
        storeSettings: {
          expressCheckout: false,
          multipleQuantityAllowedForServices: true,
          customCart: false,
          restockSuccessText: null,
        },
        // The demo store is set up already: its owner is not walked through the getting-started checklist.
        setupChecklistDismissed: true,
      } as Parameters<typeof createWebsite>[1]['settings'],
      hosts: ['localhost', '127.0.0.1'],
      now,
    });

    const collectionIds = new Map<string, string>();
    for (const collection of DEMO_COLLECTIONS) {
      collectionIds.set(collection.urlId, await createCollection(tx, site.id, { ...collection, now }));
    }

    const monogramFormId = await createForm(tx, site.id, {
      name: 'Monogram',
      fields: [
        {
          id: 'monogram-initials',
          type: 'text',
          title: 'Monogram initials',
          description: 'Up to three letters, embossed in the corner.',
          required: true,
          maxLength: 3,
        },
      ],
    });

    const shopId = collectionIds.get('shop') as string;
    for (const [position, demoProduct] of DEMO_PRODUCTS.entries()) {
      const { illustration: _drawing, colour: _colour, monogramForm, variants, ...product } = demoProduct;
      // The pictures are media library files, so the theme's srcset sizes are real (issue 14).
      const pictures = await seedProductPictures(tx, site.id, demoProduct, now);
      const created = await createProduct(tx, site.id, shopId, {
        ...product,
        position,
        publishedAt: now,
        now,
        mainImageUrl: pictures.main.assetUrl,
        mainImageSize: pictures.main.originalSize,
        additionalFieldsFormId: monogramForm ? monogramFormId : null,
        variants: variants.map((v) => ({
          ...v,
          imageUrl: v.attributes?.Colour ? (pictures.byColour.get(v.attributes.Colour)?.assetUrl ?? null) : null,
        })),
      });
      await recordProductPictures(tx, site.id, created.itemId, product.title, pictures);
    }

    await seedDemoGalleries(tx, site.id, now);

    const blogId = collectionIds.get('blog') as string;
    for (const post of DEMO_POSTS) await createItem(tx, site.id, blogId, { ...post, recordType: 1, now });
    await seedDemoForms(tx, site.id, collectionIds, now);
    await seedCheckout(tx, site.id, now);
    await seedDemoMembers(tx, site.id, options.customer ?? DEFAULT_DEMO_CUSTOMER, now);
    await seedDemoEvents(tx, site.id, now);
    await seedDemoComments(tx, site.id, now);
    await seedDemoSiteExtras(tx, site.id, now);
    // Last: indexes everything seeded above.
    await seedDemoSearch(tx, site.id, now);
    return site.id;
  });
}
