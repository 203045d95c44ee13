import { expect, it } from 'vitest';
import { newId } from '../../infra/database/ids.ts';
import { addTestProduct, defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';
import { createOrder } from '../orders/index.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The clock of these tests: 15:00 UTC, far from the demo's own orders and visits. */
const NOW = Date.parse('2031-03-10T15:00:00Z');
const MIDNIGHT = Date.parse('2031-03-10T00:00:00Z');

async function order(store: TestStore, at: number, cents: number, extra: { email?: string; name?: [string, string]; currency?: string } = {}) {
  const websiteId = await defaultSiteId(store.db);
  return createOrder(store.db, {
    websiteId,
    testMode: true,
    customerEmail: extra.email ?? 'buyer@plinth.test',
    currency: extra.currency ?? 'USD',
    subtotalCents: cents,
    grandTotalCents: cents,
    shippingAddress: extra.name ? { firstName: extra.name[0], lastName: extra.name[1], city: 'Lisbon', country: 'PT' } : null,
    items: [{ itemId: 'item-1', variantId: 'variant-1', sku: 'TEE-S', productName: 'Tee', quantity: 1, unitPriceCents: cents }],
    now: at,
  });
}

async function hits(store: TestStore, at: number, visitors: string[]) {
  const websiteId = await defaultSiteId(store.db);
  await store.db
    .insertInto('analytics_events')
    .values(visitors.map((visitor, i) => ({ website_id: websiteId, occurred_at: at + i, kind: 'hit' as const, visitor_id: visitor, session_id: `s-${visitor}`, counting: 'cookie' as const, path: '/' })))
    .execute();
}

const home = async (store: TestStore, role: 'ADMIN' | 'STORE_MANAGER' | 'REPORTING' = 'ADMIN') => {
  const owner = await ownerVisitor(store, role);
  const response = await owner.request({ method: 'GET', url: '/api/owner/home' });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const taskCount = (answer: { tasks: Array<{ kind: string; count: number }> }, kind: string) => answer.tasks.find((task) => task.kind === kind)?.count;

forEachStore(
  'owner home',
  (store) => {
    it("answers today's and the week's sales, orders, visitors and conversion against the period before", async () => {
      // Today: two orders (one partly refunded), one cancelled, one in another currency.
      await order(store, MIDNIGHT + 10 * HOUR, 3100);
      const refunded = await order(store, MIDNIGHT + 14 * HOUR, 2000);
      await store.db.updateTable('orders').set({ refunded_cents: 500, payment_status: 'partially_refunded' }).where('id', '=', refunded.id).execute();
      const cancelled = await order(store, MIDNIGHT + 11 * HOUR, 9900);
      await store.db.updateTable('orders').set({ cancelled_at: MIDNIGHT + 12 * HOUR }).where('id', '=', cancelled.id).execute();
      await order(store, MIDNIGHT + 12 * HOUR, 7000, { currency: 'EUR' });
      // Yesterday: one before 15:00 (today's comparison), one after (the week only).
      await order(store, MIDNIGHT - DAY + 9 * HOUR, 1000);
      await order(store, MIDNIGHT - DAY + 20 * HOUR, 4000);
      // Eight days ago: the week before.
      await order(store, NOW - 8 * DAY, 2500);
      await hits(store, MIDNIGHT + 9 * HOUR, ['a', 'b', 'c', 'd', 'a']);
      await hits(store, MIDNIGHT - DAY + 8 * HOUR, ['y1', 'y2']);
      await hits(store, MIDNIGHT - DAY + 22 * HOUR, ['y3']);
      await hits(store, NOW - 10 * DAY, ['o1', 'o2', 'o3', 'o4', 'o5']);

      const answer = await home(store);
      expect(answer.siteName).toBeTruthy();
      expect(answer.currency).toBe('USD');
      expect(answer.today).toEqual({
        from: MIDNIGHT,
        to: NOW + 1,
        salesCents: { current: 3100 + 1500, previous: 1000 },
        orders: { current: 2, previous: 1 },
        visitors: { current: 4, previous: 2 },
        conversion: { current: 0.5, previous: 0.5 },
      });
      expect(answer.week.salesCents).toEqual({ current: 3100 + 1500 + 1000 + 4000, previous: 2500 });
      expect(answer.week.orders).toEqual({ current: 4, previous: 1 });
      expect(answer.week.visitors).toEqual({ current: 7, previous: 5 });
      expect(answer.week.conversion.current).toBeCloseTo(4 / 7);
      expect(answer.week.conversion.previous).toBeCloseTo(1 / 5);
    });

    it('counts the work waiting: orders to fulfil, low stock, restock sign-ups, comments, failed webhooks, drafts', async () => {
      const websiteId = await defaultSiteId(store.db);
      const before = await home(store);
      expect(before.tasks.map((task: { kind: string }) => task.kind)).toEqual(['orders-to-fulfil', 'low-stock', 'restock-waiting', 'comments-pending', 'webhooks-failed', 'publish-pending']);
      expect(before.lowStockThreshold).toBe(15);

      const fulfilled = await order(store, NOW - HOUR, 1200);
      await store.db.updateTable('orders').set({ fulfillment_status: 'fulfilled' }).where('id', '=', fulfilled.id).execute();
      await order(store, NOW - HOUR, 1300);
      // Two variants, 10 and 4 units: one product low on stock.
      const product = await addTestProduct(store.db);
      await store.db
        .insertInto('restock_signups')
        .values({ id: newId(), website_id: websiteId, item_id: product.itemId, variant_id: product.variantIds[0]!, email: 'wait@plinth.test', created_at: NOW, notified_at: null, unsubscribe_token_hash: null })
        .execute();
      const post = await store.db.selectFrom('items').innerJoin('collections', 'collections.id', 'items.collection_id').select('items.id').where('items.website_id', '=', websiteId).where('collections.type', '=', 'blog').executeTakeFirstOrThrow();
      for (const status of ['pending', 'approved'] as const) {
        await store.db.insertInto('comments').values({ id: newId(), website_id: websiteId, item_id: post.id, parent_id: null, author_name: 'Ada', site_user_id: null, body: 'Nice', status, created_at: NOW }).execute();
      }
      const delivery = { website_id: websiteId, webhook_id: null, event: 'order.created', payload: '{}', attempts: 8, next_attempt_at: NOW, locked_until: null, response_status: 500, last_error: 'HTTP 500', created_at: NOW, updated_at: NOW, delivered_at: null };
      await store.db
        .insertInto('integration_deliveries')
        .values([
          { ...delivery, id: newId(), event_id: newId(), target: 'webhook', status: 'failed' },
          { ...delivery, id: newId(), event_id: newId(), target: 'webhook', status: 'delivered' },
        ])
        .execute();

      const after = await home(store);
      const grew = (kind: string) => taskCount(after, kind)! - taskCount(before, kind)!;
      expect(grew('orders-to-fulfil')).toBe(1);
      expect(grew('low-stock')).toBe(1);
      expect(grew('restock-waiting')).toBe(1);
      expect(grew('comments-pending')).toBe(1);
      expect(grew('webhooks-failed')).toBe(1);
    });

    it('lists only the work a role may see, and keeps Home from roles without reports', async () => {
      expect((await home(store, 'STORE_MANAGER')).tasks.map((task: { kind: string }) => task.kind)).toEqual(['orders-to-fulfil', 'low-stock', 'restock-waiting']);
      expect((await home(store, 'REPORTING')).tasks.map((task: { kind: string }) => task.kind)).toEqual(['orders-to-fulfil']);
      const editor = await ownerVisitor(store, 'EDITOR');
      expect((await editor.request({ method: 'GET', url: '/api/owner/home' })).statusCode).toBe(403);
      const nobody = await ownerVisitor(store);
      expect((await nobody.request({ method: 'GET', url: '/api/owner/home' })).statusCode).toBe(401);
    });

    it('finds products, orders, customers, pages and posts for the palette, each kind as the role may read it', async () => {
      const websiteId = await defaultSiteId(store.db);
      const product = await addTestProduct(store.db, 'Palette walnut bowl');
      const sku = (await store.db.selectFrom('variants').select('sku').where('item_id', '=', product.itemId).executeTakeFirstOrThrow()).sku;
      const placed = await order(store, NOW, 4200, { email: 'grace.palette@plinth.test', name: ['Grace', 'Hopper'] });
      await store.db.insertInto('site_users').values({ id: newId(), website_id: websiteId, email: 'linus.palette@plinth.test', name: 'Linus Palette', password_hash: null, email_verified_at: null, locale: null, created_at: NOW }).execute();
      const admin = await ownerVisitor(store, 'ADMIN');
      const search = async (visitor: typeof admin, q: string) => {
        const response = await visitor.request({ method: 'GET', url: `/api/owner/search?q=${encodeURIComponent(q)}` });
        expect(response.statusCode).toBe(200);
        return response.json().hits as Array<{ kind: string; id: string; title: string; detail: string; pageType?: string }>;
      };
      expect(await search(admin, 'walnut bowl')).toEqual([{ kind: 'product', id: product.itemId, title: 'Palette walnut bowl', detail: 'Product' }]);
      expect((await search(admin, sku.toLowerCase())).map((hit) => hit.id)).toEqual([product.itemId]);
      const byNumber = await search(admin, `#${placed.orderNumber}`);
      expect(byNumber).toContainEqual({ kind: 'order', id: placed.id, title: `Order #${placed.orderNumber}`, detail: 'grace.palette@plinth.test · 42.00 USD' });
      expect((await search(admin, 'GRACE.PALETTE')).map((hit) => hit.id)).toEqual([placed.id]);
      expect((await search(admin, 'hopper')).map((hit) => hit.id)).toContain(placed.id);
      expect(await search(admin, 'linus')).toEqual([expect.objectContaining({ kind: 'customer', title: 'Linus Palette', detail: 'linus.palette@plinth.test' })]);
      const shop = (await search(admin, 'shop')).find((hit) => hit.kind === 'page');
      expect(shop).toMatchObject({ kind: 'page', pageType: 'products' });
      // Wildcards are text: '%' finds nothing rather than everything.
      expect(await search(admin, '%')).toEqual([]);

      const editor = await ownerVisitor(store, 'EDITOR');
      expect((await search(editor, 'palette')).map((hit) => hit.kind)).toEqual(['product']);
      const response = await admin.request({ method: 'GET', url: '/api/owner/search?q=%20' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message ?? JSON.stringify(response.json())).toContain('q is required');
      const billing = await ownerVisitor(store, 'BILLING');
      expect((await billing.request({ method: 'GET', url: '/api/owner/search?q=a' })).statusCode).toBe(403);
    });
  },
  { now: () => NOW },
);
