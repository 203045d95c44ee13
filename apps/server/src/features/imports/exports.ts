import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import { RECORD_TYPES } from '@plinth/platform';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * Products and customers taken away as CSV (issue 34 "Exports"), in the columns the imports read:
 * Shopify's product CSV (a row per variant, the product's fields on its first row) or the hosted
 * builder's, and Shopify's customer CSV. The text starts with a BOM, as the orders' CSV does, so a
 * spreadsheet reads it as UTF-8. Money is written in major units with two decimals.
 */

const SHOPIFY_COLUMNS = ['Handle', 'Title', 'Body (HTML)', 'Vendor', 'Type', 'Tags', 'Published', 'Option1 Name', 'Option1 Value', 'Option2 Name', 'Option2 Value', 'Option3 Name', 'Option3 Value', 'Variant SKU', 'Variant Grams', 'Variant Inventory Tracker', 'Variant Inventory Qty', 'Variant Price', 'Variant Compare At Price', 'Image Src', 'Image Position', 'Variant Image', 'Status'];
const SQUARESPACE_COLUMNS = ['Product ID [Non Editable]', 'Variant ID [Non Editable]', 'Product Type [Non Editable]', 'Product Page', 'Product URL', 'Title', 'Description', 'SKU', 'Option Name 1', 'Option Value 1', 'Option Name 2', 'Option Value 2', 'Option Name 3', 'Option Value 3', 'Price', 'Sale Price', 'On Sale', 'Stock', 'Categories', 'Tags', 'Weight', 'Visible', 'Hosted Image URLs'];
const CUSTOMER_COLUMNS = ['Customer ID', 'First Name', 'Last Name', 'Email', 'Accepts Email Marketing', 'Default Address Address1', 'Default Address Address2', 'Default Address City', 'Default Address Province Code', 'Default Address Country Code', 'Default Address Zip'];

const money = (cents: number) => (cents / 100).toFixed(2);

function absolute(url: string | null, origin: string): string {
  if (!url) return '';
  return url.startsWith('/') ? `${origin}${url}` : url;
}

function parseList(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

/** Every product of the site as CSV in `format`'s columns. `origin` makes the pictures' addresses absolute. */
export async function productsCsv(db: Kysely<Schema>, websiteId: string, format: 'shopify' | 'squarespace', origin = ''): Promise<string> {
  const rows: string[][] = [];
  let after = '';
  for (;;) {
    const items = await db
      .selectFrom('items as i')
      .innerJoin('products as p', 'p.item_id', 'i.id')
      .innerJoin('collections as c', 'c.id', 'i.collection_id')
      .select(['i.id', 'i.url_id', 'i.title', 'i.body_html', 'i.tags_json', 'i.categories_json', 'i.main_image_url', 'p.variant_option_ordering_json', 'c.url_id as store_url', 'c.title as store_title'])
      .where('i.website_id', '=', websiteId)
      .where('i.record_type', '=', RECORD_TYPES.STORE_ITEM)
      .where('i.id', '>', after)
      .orderBy('i.id')
      .limit(500)
      .execute();
    if (items.length === 0) break;
    after = (items[items.length - 1] as { id: string }).id;
    const variants = await db
      .selectFrom('variants')
      .select(['id', 'item_id', 'sku', 'price_cents', 'sale_price_cents', 'on_sale', 'qty_in_stock', 'unlimited', 'attributes_json', 'image_url', 'weight_grams', 'position'])
      .where('item_id', 'in', items.map((i) => i.id))
      .orderBy('item_id')
      .orderBy('position')
      .execute();
    const byItem = new Map<string, typeof variants>();
    for (const v of variants) byItem.set(v.item_id, [...(byItem.get(v.item_id) ?? []), v]);
    for (const item of items) {
      const options = parseList(item.variant_option_ordering_json).slice(0, 3);
      const tags = parseList(item.tags_json).join(', ');
      const categories = parseList(item.categories_json);
      for (const [i, v] of (byItem.get(item.id) ?? []).entries()) {
        const attributes = JSON.parse(v.attributes_json) as Record<string, string>;
        const onSale = v.on_sale === 1 && v.sale_price_cents < v.price_cents;
        if (format === 'shopify') {
          rows.push([
            item.url_id,
            i === 0 ? item.title : '',
            i === 0 ? item.body_html : '',
            '',
            i === 0 ? (categories[0] ?? '') : '',
            i === 0 ? tags : '',
            i === 0 ? 'TRUE' : '',
            ...[0, 1, 2].flatMap((n) => [i === 0 ? (options[n] ?? (n === 0 && options.length === 0 ? 'Title' : '')) : '', options[n] ? (attributes[options[n] as string] ?? '') : n === 0 && options.length === 0 ? 'Default Title' : '']),
            v.sku,
            String(v.weight_grams),
            v.unlimited ? '' : 'shopify',
            v.unlimited ? '' : String(v.qty_in_stock),
            money(onSale ? v.sale_price_cents : v.price_cents),
            onSale ? money(v.price_cents) : '',
            i === 0 ? absolute(item.main_image_url, origin) : '',
            i === 0 && item.main_image_url ? '1' : '',
            absolute(v.image_url, origin),
            i === 0 ? 'active' : '',
          ]);
        } else {
          rows.push([
            i === 0 ? item.id : '',
            v.id,
            i === 0 ? 'PHYSICAL' : '',
            i === 0 ? item.store_title : '',
            i === 0 ? `/${item.store_url}/${item.url_id}` : '',
            i === 0 ? item.title : '',
            i === 0 ? item.body_html : '',
            v.sku,
            ...[0, 1, 2].flatMap((n) => [options[n] ?? '', options[n] ? (attributes[options[n] as string] ?? '') : '']),
            money(v.price_cents),
            onSale ? money(v.sale_price_cents) : '',
            onSale ? 'Yes' : 'No',
            v.unlimited ? 'Unlimited' : String(v.qty_in_stock),
            i === 0 ? categories.join(', ') : '',
            i === 0 ? tags : '',
            String(v.weight_grams / 1000),
            i === 0 ? 'Yes' : '',
            i === 0 ? absolute(item.main_image_url, origin) : '',
          ]);
        }
      }
    }
  }
  return `\uFEFF${stringify([format === 'shopify' ? SHOPIFY_COLUMNS : SQUARESPACE_COLUMNS, ...rows])}`;
}

/** Every customer account of the site as CSV in Shopify's customer columns. */
export async function customersCsv(db: Kysely<Schema>, websiteId: string): Promise<string> {
  const users = await db.selectFrom('site_users').select(['id', 'email', 'name']).where('website_id', '=', websiteId).orderBy('created_at').orderBy('id').execute();
  const addresses = await db.selectFrom('site_user_addresses').select(['site_user_id', 'address_json', 'is_default']).where('website_id', '=', websiteId).orderBy('is_default', 'desc').orderBy('created_at').execute();
  const list = await db.selectFrom('mailing_list').select(['email', 'status']).where('website_id', '=', websiteId).execute();
  const subscribed = new Set(list.filter((m) => m.status === 'subscribed').map((m) => m.email));
  const addressOf = new Map<string, Record<string, string>>();
  for (const a of addresses) if (!addressOf.has(a.site_user_id)) addressOf.set(a.site_user_id, JSON.parse(a.address_json) as Record<string, string>);
  const rows = users.map((user) => {
    const [first = '', ...rest] = user.name.split(' ');
    const address = addressOf.get(user.id) ?? {};
    return [user.id, first, rest.join(' '), user.email, subscribed.has(user.email) ? 'yes' : 'no', address.address1 ?? '', address.address2 ?? '', address.city ?? '', address.region ?? '', address.country ?? '', address.postalCode ?? ''];
  });
  return `\uFEFF${stringify([CUSTOMER_COLUMNS, ...rows])}`;
}
