import type { Kysely } from 'kysely';
import type { Schema } from '../infra/database/schema.ts';
import type { SampleHints } from './schema-sample.ts';

/*
 * Real ids for the malformed-input sweep: a malformed body sent to `/api/owner/products/x` is refused
 * as "no such product" before its body is read, so the sweep fills each route's path with a thing
 * that exists (the demo store's first product, page, form…) and the body's checks are reached.
 */

type Ids = Record<string, string>;

async function first(db: Kysely<Schema>, table: string, where?: [string, unknown], column = 'id'): Promise<string> {
  let query = db.selectFrom(table as 'items').select(`${column} as id` as 'id');
  if (where) query = query.where(where[0] as 'id', '=', where[1] as string);
  const row = await query.orderBy(column as 'id').limit(1).executeTakeFirst();
  return row?.id ?? 'x';
}

/** The ids of one thing of each kind in the seeded store ('x' where there is none), and the variant's SKU. */
export async function realIds(db: Kysely<Schema>): Promise<Ids> {
  const collection = (type: string) => first(db, 'collections', ['type', type]);
  const variant = await db.selectFrom('variants').select(['id', 'item_id', 'sku']).orderBy('id').limit(1).executeTakeFirstOrThrow();
  return {
    product: variant.item_id,
    variant: variant.id,
    sku: variant.sku,
    post: await first(db, 'items', ['record_type', 1]),
    page: await collection('page'),
    blog: await collection('blog'),
    shop: await collection('products'),
    media: await first(db, 'media_files'),
    gallery: await first(db, 'galleries'),
    form: await first(db, 'forms'),
    submission: await first(db, 'form_submissions'),
    memberArea: await first(db, 'member_areas'),
    siteUser: await first(db, 'site_users'),
    experiment: await first(db, 'experiments'),
    event: await first(db, 'calendar_events', undefined, 'item_id'),
    order: await first(db, 'orders'),
    outbox: await first(db, 'outbox'),
    comment: await first(db, 'comments'),
    contributor: await first(db, 'contributors'),
    apiKey: await first(db, 'api_keys'),
    webhook: await first(db, 'webhooks'),
    website: await first(db, 'websites'),
  };
}

/** Which kind of thing a `:param` names, by the path segment before it. */
const KIND_BEFORE: Record<string, string> = {
  products: 'product',
  variants: 'variant',
  pages: 'page',
  posts: 'post',
  collections: 'blog',
  media: 'media',
  galleries: 'gallery',
  forms: 'form',
  validate: 'form',
  submissions: 'submission',
  'member-areas': 'memberArea',
  members: 'siteUser',
  customers: 'siteUser',
  experiments: 'experiment',
  events: 'event',
  orders: 'order',
  outbox: 'outbox',
  comments: 'comment',
  items: 'post',
  sort: 'shop',
  taxonomy: 'blog',
  contributors: 'contributor',
  'api-keys': 'apiKey',
  inventory: 'variant',
  RecordQuickView: 'product',
  websites: 'website',
  webhooks: 'webhook',
};

/** Values of params that are a choice, not an id. */
const CHOICES: Record<string, string> = { kind: 'pages', schema: 'x' };

/**
 * The route's path with every param filled by a real id of the kind the path names
 * (`/api/owner/products/:id/variants` → the first product's id), 'x' where it names none.
 */
export function realPath(url: string, ids: Ids): string {
  const segments = url.split('/');
  return segments
    .map((segment, i) => {
      if (segment === '*') return 'x';
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      // taxonomy's :kind is a term kind, the editor's a target kind.
      if (name === 'kind') return segments[i - 2] === 'taxonomy' ? 'tags' : CHOICES.kind;
      if (name in CHOICES) return CHOICES[name];
      if (name === 'collectionId') return ids.shop;
      if (url.startsWith('/api/owner/editor/')) return ids.page;
      return ids[KIND_BEFORE[segments[i - 1] ?? ''] ?? ''] ?? 'x';
    })
    .join('/');
}

/** Body values the schemas alone do not give: real ids, and text in the shape the services want. */
export function realHints(ids: Ids): SampleHints {
  const email = 'sweep@example.com';
  return {
    itemId: ids.product,
    productId: ids.product,
    variantId: ids.variant,
    sku: ids.sku,
    mediaIds: [ids.media],
    collectionId: ids.blog,
    email,
    notifyEmail: email,
    recipientEmail: email,
    siteVisitorEmail: email,
    country: 'GB',
    language: 'en',
    timeZone: 'Europe/London',
    idempotencyKey: 'sweep-idempotency-key',
    pixelId: '1234567',
    weight: 400,
    url: 'https://example.com/hook',
    fields: [],
    parentCategoryId: null,
    password: 'sweep-password-1',
  };
}
