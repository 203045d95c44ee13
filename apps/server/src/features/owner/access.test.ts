import { CONTRIBUTOR_ROLES, type ContributorRole, type Permission } from '@plinth/platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrder } from '../orders/index.ts';
import { recordOutboxMessage } from '../../infra/mail/outbox-repository.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';
import { addContributor, addTestProduct, defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { addSiteUser } from '../../test-support/site-users.ts';
import { addFreeMemberArea, addMembership } from '../member-areas/index.ts';

/** A fresh free member area (for the member-area routes). */
async function newArea(s: TestStore): Promise<string> {
  return addFreeMemberArea(s.db, await defaultSiteId(s.db), { name: `Area ${Math.random().toString(36).slice(2)}`, description: '', content: [], now: Date.now() });
}

// Which role holds which permission, from docs/owner-api.md (literal, not imported).
const HOLDERS: Record<Permission, ContributorRole[]> = {
  'products:read': ['ADMIN', 'WEBSITE_MANAGER', 'STORE_MANAGER', 'EDITOR', 'VIEWER'],
  'products:write': ['ADMIN', 'WEBSITE_MANAGER', 'STORE_MANAGER'],
  'inventory:write': ['ADMIN', 'WEBSITE_MANAGER', 'STORE_MANAGER'],
  'orders:read': ['ADMIN', 'WEBSITE_MANAGER', 'STORE_MANAGER', 'REPORTING', 'VIEWER', 'BILLING'],
  'orders:write': ['ADMIN', 'WEBSITE_MANAGER', 'STORE_MANAGER'],
  'outbox:read': ['ADMIN', 'WEBSITE_MANAGER', 'STORE_MANAGER', 'CAMPAIGNS_EDITOR'],
  'contributors:manage': ['ADMIN'],
  'content:read': [],
  'content:write': [],
  'reports:read': [],
  'restock:read': [],
  'restock:send': [],
  'forms:read': [],
  'forms:write': [],
  'customers:read': ['ADMIN', 'WEBSITE_MANAGER', 'STORE_MANAGER', 'REPORTING'],
  'members:manage': ['ADMIN', 'WEBSITE_MANAGER', 'STORE_MANAGER'],
  'settings:write': ['ADMIN', 'WEBSITE_MANAGER'],
  'comments:read': ['ADMIN', 'WEBSITE_MANAGER', 'EDITOR', 'MODERATOR'],
  'comments:moderate': [],
  // No route requires it: the save paths read it (features/editor, features/forms; their tests).
  'content:unfiltered-html': [],
};

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
}

interface Fixtures {
  shopId: string;
  orderId: string;
  messageId: string;
}

/** Every owner route with its permission and a way to make a valid call (fresh rows for destructive ones). */
const ROUTES: { name: string; permission: Permission; status: number; call: (store: TestStore, f: Fixtures) => Promise<Call> }[] = [
  { name: 'GET contributors', permission: 'contributors:manage', status: 200, call: async () => ({ method: 'GET', url: '/api/owner/contributors' }) },
  {
    name: 'POST contributors',
    permission: 'contributors:manage',
    status: 201,
    call: async () => ({ method: 'POST', url: '/api/owner/contributors', payload: { email: `new-${Math.random().toString(36).slice(2)}@plinth.test`, name: 'New', role: 'VIEWER', password: 'long-enough' } }),
  },
  {
    name: 'PATCH contributors/:id',
    permission: 'contributors:manage',
    status: 200,
    call: async (s) => ({ method: 'PATCH', url: `/api/owner/contributors/${(await addContributor(s.db, 'EDITOR')).id}`, payload: { role: 'VIEWER' } }),
  },
  { name: 'GET collections', permission: 'products:read', status: 200, call: async () => ({ method: 'GET', url: '/api/owner/collections' }) },
  { name: 'GET products', permission: 'products:read', status: 200, call: async () => ({ method: 'GET', url: '/api/owner/products?sort=stock&direction=desc' }) },
  { name: 'GET products/:id', permission: 'products:read', status: 200, call: async (s) => ({ method: 'GET', url: `/api/owner/products/${(await addTestProduct(s.db)).itemId}` }) },
  {
    name: 'POST products',
    permission: 'products:write',
    status: 201,
    call: async (_s, f) => ({ method: 'POST', url: '/api/owner/products', payload: { collectionId: f.shopId, title: 'Matrix mug', productType: 'PHYSICAL', variants: [{ attributes: {}, priceCents: 1200 }] } }),
  },
  { name: 'PATCH products/:id', permission: 'products:write', status: 200, call: async (s) => ({ method: 'PATCH', url: `/api/owner/products/${(await addTestProduct(s.db)).itemId}`, payload: { title: 'Renamed' } }) },
  { name: 'DELETE products/:id', permission: 'products:write', status: 204, call: async (s) => ({ method: 'DELETE', url: `/api/owner/products/${(await addTestProduct(s.db)).itemId}` }) },
  {
    name: 'POST products/:id/variants',
    permission: 'products:write',
    status: 201,
    call: async (s) => ({ method: 'POST', url: `/api/owner/products/${(await addTestProduct(s.db)).itemId}/variants`, payload: { attributes: { Size: 'L' }, priceCents: 2900 } }),
  },
  { name: 'PATCH variants/:id', permission: 'products:write', status: 200, call: async (s) => ({ method: 'PATCH', url: `/api/owner/variants/${(await addTestProduct(s.db)).variantIds[0]}`, payload: { priceCents: 1999 } }) },
  { name: 'DELETE variants/:id', permission: 'products:write', status: 204, call: async (s) => ({ method: 'DELETE', url: `/api/owner/variants/${(await addTestProduct(s.db)).variantIds[1]}` }) },
  { name: 'POST variants/:id/stock', permission: 'inventory:write', status: 200, call: async (s) => ({ method: 'POST', url: `/api/owner/variants/${(await addTestProduct(s.db)).variantIds[0]}/stock`, payload: { delta: 2 } }) },
  { name: 'GET variants/:id/stock-movements', permission: 'products:read', status: 200, call: async (s) => ({ method: 'GET', url: `/api/owner/variants/${(await addTestProduct(s.db)).variantIds[0]}/stock-movements` }) },
  { name: 'GET orders', permission: 'orders:read', status: 200, call: async () => ({ method: 'GET', url: '/api/owner/orders' }) },
  { name: 'GET orders/:id', permission: 'orders:read', status: 200, call: async (_s, f) => ({ method: 'GET', url: `/api/owner/orders/${f.orderId}` }) },
  { name: 'GET outbox', permission: 'outbox:read', status: 200, call: async () => ({ method: 'GET', url: '/api/owner/outbox' }) },
  { name: 'GET outbox/:id', permission: 'outbox:read', status: 200, call: async (_s, f) => ({ method: 'GET', url: `/api/owner/outbox/${f.messageId}` }) },
  { name: 'GET customers', permission: 'customers:read', status: 200, call: async () => ({ method: 'GET', url: '/api/owner/customers?query=plinth' }) },
  { name: 'GET customers/:id', permission: 'customers:read', status: 200, call: async (s) => ({ method: 'GET', url: `/api/owner/customers/${(await addSiteUser(s.db)).id}` }) },
  { name: 'GET member-areas', permission: 'members:manage', status: 200, call: async () => ({ method: 'GET', url: '/api/owner/member-areas' }) },
  { name: 'GET member-areas/content-choices', permission: 'members:manage', status: 200, call: async () => ({ method: 'GET', url: '/api/owner/member-areas/content-choices' }) },
  { name: 'POST member-areas', permission: 'members:manage', status: 201, call: async () => ({ method: 'POST', url: '/api/owner/member-areas', payload: { name: 'Matrix club' } }) },
  { name: 'GET member-areas/:id', permission: 'members:manage', status: 200, call: async (s) => ({ method: 'GET', url: `/api/owner/member-areas/${await newArea(s)}` }) },
  { name: 'PATCH member-areas/:id', permission: 'members:manage', status: 200, call: async (s) => ({ method: 'PATCH', url: `/api/owner/member-areas/${await newArea(s)}`, payload: { name: 'Renamed' } }) },
  { name: 'DELETE member-areas/:id', permission: 'members:manage', status: 204, call: async (s) => ({ method: 'DELETE', url: `/api/owner/member-areas/${await newArea(s)}` }) },
  { name: 'PUT member-areas/:id/content', permission: 'members:manage', status: 200, call: async (s) => ({ method: 'PUT', url: `/api/owner/member-areas/${await newArea(s)}/content`, payload: { content: [] } }) },
  { name: 'GET member-areas/:id/members', permission: 'members:manage', status: 200, call: async (s) => ({ method: 'GET', url: `/api/owner/member-areas/${await newArea(s)}/members` }) },
  {
    name: 'POST member-areas/:id/members',
    permission: 'members:manage',
    status: 201,
    call: async (s) => ({ method: 'POST', url: `/api/owner/member-areas/${await newArea(s)}/members`, payload: { email: (await addSiteUser(s.db)).email } }),
  },
  { name: 'GET comments', permission: 'comments:read', status: 200, call: async () => ({ method: 'GET', url: '/api/owner/comments' }) },
  { name: 'PUT analytics/settings', permission: 'settings:write', status: 200, call: async () => ({ method: 'PUT', url: '/api/owner/analytics/settings', payload: { cookiePolicy: 'permissive', retentionDays: 90 } }) },
  {
    name: 'DELETE member-areas/:id/members/:siteUserId',
    permission: 'members:manage',
    status: 204,
    call: async (s) => {
      const [areaId, user] = [await newArea(s), await addSiteUser(s.db)];
      await addMembership(s.db, await defaultSiteId(s.db), areaId, user.id, 'manual', Date.now());
      return { method: 'DELETE', url: `/api/owner/member-areas/${areaId}/members/${user.id}` };
    },
  },
];

const ROLES = Object.keys(CONTRIBUTOR_ROLES) as ContributorRole[];

forEachStore('owner routes × roles (docs/owner-api.md)', (store) => {
  let fixtures: Fixtures;
  beforeAll(async () => {
    const websiteId = await defaultSiteId(store.db);
    const shop = await store.db.selectFrom('collections').select('id').where('website_id', '=', websiteId).where('url_id', '=', 'shop').executeTakeFirstOrThrow();
    const order = await createOrder(store.db, {
      websiteId,
      testMode: true,
      customerEmail: 'buyer@plinth.test',
      currency: 'USD',
      subtotalCents: 2500,
      grandTotalCents: 2500,
      items: [{ itemId: 'i', variantId: 'v', sku: 'SKU-1', productName: 'Tee', quantity: 1, unitPriceCents: 2500 }],
    });
    const messageId = await recordOutboxMessage(store.db, { websiteId, kind: 'other', to: 'a@plinth.test', subject: 'Hi', text: 'Hello' });
    fixtures = { shopId: shop.id, orderId: order.id, messageId };
  });

  describe.each(ROUTES)('$name ($permission)', (route) => {
    it('answers 401 without a session', async () => {
      const visitor = await ownerVisitor(store);
      const response = await visitor.request(await route.call(store, fixtures));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } });
    });

    it.each(ROLES)('as %s', async (role) => {
      const visitor = await ownerVisitor(store, role);
      const response = await visitor.request(await route.call(store, fixtures));
      if (HOLDERS[route.permission].includes(role)) {
        expect(response.statusCode, response.body).toBe(route.status);
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Your role does not allow this.' } });
      }
    });
  });
});
