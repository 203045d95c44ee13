import { CONTRIBUTOR_ROLES, type ContributorRole } from '@plinth/platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../stores/index.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, type TestStore, type Visitor } from '../../test-support/test-app.ts';

// Holders from docs/owner-api.md (literal, not imported from the matrix).
const READERS: ContributorRole[] = ['ADMIN', 'WEBSITE_MANAGER', 'EDITOR', 'CAMPAIGNS_EDITOR', 'VIEWER'];
const WRITERS: ContributorRole[] = ['ADMIN', 'WEBSITE_MANAGER', 'EDITOR'];
const ROLES = Object.keys(CONTRIBUTOR_ROLES) as ContributorRole[];

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
}

const products = (siteId: string) => `/api/content-service/product/1.1/websites/${siteId}/products`;
let storeCount = 0;

/** Every route of this area, its permission, its success status and a valid call (fresh rows where needed). */
const ROUTES: { name: string; write: boolean; status: number; call: (store: TestStore, siteId: string) => Promise<Call> }[] = [
  { name: 'POST products', write: true, status: 201, call: async (_s, site) => ({ method: 'POST', url: products(site), payload: { title: 'Access store', enabled: true } }) },
  {
    name: 'POST categories',
    write: true,
    status: 201,
    call: async (s, site) => {
      const store = await createStore(s.db, site, { title: `Access ${++storeCount}` }, Date.now());
      return { method: 'POST', url: `${products(site)}/${store.id}/categories`, payload: { displayName: 'All', parentCategoryId: null, type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 } };
    },
  },
  { name: 'GET GetSiteLayout', write: false, status: 200, call: async () => ({ method: 'GET', url: '/api/commondata/GetSiteLayout' }) },
  {
    name: 'POST UpdateNavigation',
    write: true,
    status: 200,
    call: async (s, site) => {
      const rows = await s.db.selectFrom('collections').select('id').where('website_id', '=', site).where('nav_index', 'is not', null).orderBy('nav_index').execute();
      return { method: 'POST', url: '/api/widget/UpdateNavigation', payload: { fieldName: 'mainNavigation', templateId: 'default', navigation: { items: rows.map((row) => ({ collectionId: row.id, externalLink: null, memberAreaId: null, items: [] })) } } };
    },
  },
  { name: 'GET site-header-footer', write: false, status: 200, call: async () => ({ method: 'GET', url: '/api/site-header-footer' }) },
  { name: 'PUT site-header-footer', write: true, status: 200, call: async () => ({ method: 'PUT', url: '/api/site-header-footer', payload: { header: {}, footer: {} } }) },
  { name: 'GET multilingual/settings', write: false, status: 200, call: async () => ({ method: 'GET', url: '/api/multilingual/settings' }) },
  { name: 'GET multilingual/status', write: false, status: 200, call: async () => ({ method: 'GET', url: '/api/multilingual/status' }) },
  { name: 'GET multilingual/languages', write: false, status: 200, call: async () => ({ method: 'GET', url: '/api/multilingual/languages' }) },
  {
    name: 'PUT multilingual/languages',
    write: true,
    status: 200,
    call: async () => ({ method: 'PUT', url: '/api/multilingual/languages', payload: { languages: [{ code: 'en-US', name: 'English', enabled: true, isDefault: true }] } }),
  },
  { name: 'DELETE multilingual/connection', write: true, status: 200, call: async () => ({ method: 'DELETE', url: '/api/multilingual/connection' }) },
  { name: 'GET owner/pages', write: false, status: 200, call: async () => ({ method: 'GET', url: '/api/owner/pages' }) },
];

forEachStore('site content routes: sign-in, roles and crumb', (t) => {
  const visitors = new Map<ContributorRole, Visitor>();
  let anonymous: Visitor;
  let siteId: string;
  beforeAll(async () => {
    siteId = await defaultSiteId(t.db);
    anonymous = await ownerVisitor(t);
    for (const role of ROLES) visitors.set(role, await ownerVisitor(t, role));
  });

  for (const route of ROUTES) {
    describe(route.name, () => {
      it("answers 401 'Sign in to continue.' without an owner session", async () => {
        const call = await route.call(t, siteId);
        const response = await anonymous.request(call);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } });
      });

      it('answers 403 to every role without the permission, and succeeds for every role with it', async () => {
        const holders = route.write ? WRITERS : READERS;
        for (const role of ROLES) {
          const response = await (visitors.get(role) as Visitor).request(await route.call(t, siteId));
          if (holders.includes(role)) {
            expect(response.statusCode, `${role}: ${response.body}`).toBe(route.status);
          } else {
            expect(response.statusCode, role).toBe(403);
            expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Your role does not allow this.' } });
          }
        }
      });

      if (route.write) {
        it('needs the crumb: 403 with crumbFail without X-CSRF-Token', async () => {
          const response = await (visitors.get('ADMIN') as Visitor).request({ ...(await route.call(t, siteId)), csrf: false });
          expect(response.statusCode).toBe(403);
          expect(response.json().crumbFail).toBe(true);
        });
      }
    });
  }
});
