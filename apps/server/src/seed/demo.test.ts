import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { findCollectionByUrlId, listProducts } from '../features/catalog/index.ts';
import { getForm } from '../features/forms/index.ts';
import { findWebsiteByHost } from '../features/site/index.ts';
import { forEachDialect } from '../test-support/dialects.ts';
import { DEMO_WEBSITE_NAME, seedDemo } from './demo.ts';
import { DEMO_PRODUCTS, imageFile, productColours } from './demo-products.ts';
import { DEFAULT_DEMO_CUSTOMER } from './members.ts';
import { IMAGES_DIR, productSvg } from './make-images.ts';

async function counts(db: Parameters<typeof seedDemo>[0]) {
  const out: Record<string, number> = {};
  for (const table of ['websites', 'collections', 'items', 'products', 'variants', 'forms'] as const) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

forEachDialect('seedDemo', (t) => {
  it('seeds the demo store once', async () => {
    const siteId = await seedDemo(t.db);
    expect(siteId).toMatch(/^[0-9a-f]{24}$/);
    const before = await counts(t.db);
    expect(before).toMatchObject({ websites: 1, collections: 9, products: DEMO_PRODUCTS.length, forms: 3 });
    // The products, three blog posts and four events.
    expect(before.items).toBe(DEMO_PRODUCTS.length + 3 + 4);
    expect(await seedDemo(t.db)).toBeNull();
    expect(await counts(t.db)).toEqual(before);
  });

  it('seeds the free Members area holding /members, and the demo customer: a member with one earlier order', async () => {
    const site = (await findWebsiteByHost(t.db, 'localhost'))!;
    const area = await t.db.selectFrom('member_areas').selectAll().where('website_id', '=', site.id).executeTakeFirstOrThrow();
    expect(area).toMatchObject({ name: 'Members', access_type: 'free', item_id: null });
    const page = (await findCollectionByUrlId(t.db, site.id, 'members'))!;
    expect(page).toMatchObject({ title: 'Members', type: 'page', fullUrl: '/members' });
    const content = await t.db.selectFrom('member_area_content').selectAll().where('member_area_id', '=', area.id).execute();
    expect(content.map((c) => [c.collection_id, c.item_id])).toEqual([[page.id, '']]);
    const customer = await t.db.selectFrom('site_users').selectAll().where('website_id', '=', site.id).executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ email: DEFAULT_DEMO_CUSTOMER.email, name: 'Demo Customer' });
    expect(customer.email_verified_at).not.toBeNull();
    expect(customer.password_hash).toMatch(/^\$argon2id\$/);
    const membership = await t.db.selectFrom('memberships').selectAll().where('site_user_id', '=', customer.id).executeTakeFirstOrThrow();
    expect(membership).toMatchObject({ member_area_id: area.id, status: 'active', source: 'free', ends_at: null });
    const orders = await t.db.selectFrom('orders').select(['site_user_id', 'customer_email']).where('website_id', '=', site.id).execute();
    expect(orders).toEqual([{ site_user_id: customer.id, customer_email: DEFAULT_DEMO_CUSTOMER.email }]);
  });

  it('makes the default site with the store settings', async () => {
    const site = await findWebsiteByHost(t.db, 'any.example');
    expect(site).toMatchObject({ name: DEMO_WEBSITE_NAME, isDefault: true, currency: 'USD', timeZone: 'America/New_York' });
    expect(site?.settings.storeSettings).toMatchObject({ expressCheckout: false, multipleQuantityAllowedForServices: true });
    // The demo is set up: its owner's getting-started checklist starts dismissed.
    expect(site?.settings).toMatchObject({ setupChecklistDismissed: true });
  });

  it('covers every product case the storefront needs', async () => {
    const site = (await findWebsiteByHost(t.db, 'localhost'))!;
    const shop = (await findCollectionByUrlId(t.db, site.id, 'shop'))!;
    const products = await listProducts(t.db, site.id, shop.id);
    const variants = products.flatMap((p) => p.variants);
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(products.some((p) => p.variantOptionOrdering.length === 1)).toBe(true);
    expect(products.some((p) => p.variantOptionOrdering.length === 2)).toBe(true);
    expect(variants.some((v) => !v.unlimited && v.qtyInStock === 0)).toBe(true);
    expect(variants.some((v) => v.onSale && v.salePriceCents < v.priceCents)).toBe(true);
    expect(products.some((p) => p.productType === 'PHYSICAL' && p.variants.every((v) => v.unlimited))).toBe(true);
    expect(products.some((p) => p.isSubscribable)).toBe(true);
    const card = products.find((p) => p.additionalFieldsFormId !== null)!;
    const form = await getForm(t.db, site.id, card.additionalFieldsFormId!);
    expect(form?.fields[0]).toMatchObject({ title: 'Monogram initials', type: 'text' });
    for (const p of products) expect(p.bodyHtml.length).toBeGreaterThan(20);
  });
});

it('has a committed image under 3 kB for every product and colour, up to date with make-images', () => {
  for (const product of DEMO_PRODUCTS) {
    const colours = productColours(product);
    const expected: [string, string][] = [[imageFile(product.urlId), productSvg(product.illustration, colours[0] ?? product.colour, product.title)]];
    for (const c of colours) expected.push([imageFile(product.urlId, c), productSvg(product.illustration, c, `${product.title} — ${c}`)]);
    for (const [file, svg] of expected) {
      const path = join(IMAGES_DIR, file);
      expect(existsSync(path), file).toBe(true);
      expect(statSync(path).size).toBeLessThan(3 * 1024);
      expect(readFileSync(path, 'utf8'), `${file} is stale: run make-images.ts`).toBe(svg);
    }
  }
});
