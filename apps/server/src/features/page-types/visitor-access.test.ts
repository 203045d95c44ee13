import { expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { DEMO_LOCK_PASSWORD, DEMO_PROTECTED_PAGE } from '../../seed/demo-site-extras.ts';
import { visitorAccess } from './index.ts';

/* What the lock screen and page passwords hide from a requester, for routes outside the pages (search, feeds, sitemap). */

const withCookies = (cookies: Record<string, string>) => ({ cookies }) as unknown as FastifyRequest;

forEachStore('page types: visitorAccess', (store) => {
  it('hides the protected page until its cookie is sent, and the whole site while it is locked; never from an owner', async () => {
    const site = await defaultSiteId(store.db);
    const trade = (await store.db.selectFrom('collections').select('id').where('url_id', '=', DEMO_PROTECTED_PAGE.path.slice(1)).executeTakeFirstOrThrow()).id;
    expect(await visitorAccess(store.db, withCookies({}), site, Date.now())).toEqual({ siteLocked: false, lockedCollectionIds: new Set([trade]) });

    const admin = await ownerVisitor(store, 'ADMIN');
    const opener = await ownerVisitor(store);
    await admin.send('PUT', '/api/owner/site-access/lock', { enabled: true, message: '' });
    try {
      expect((await visitorAccess(store.db, withCookies({}), site, Date.now())).siteLocked).toBe(true);
      await opener.send('POST', '/api/site-access/unlock', { password: DEMO_LOCK_PASSWORD });
      await opener.send('POST', `/api/site-access/pages/${trade}/unlock`, { password: DEMO_PROTECTED_PAGE.password });
      expect(await visitorAccess(store.db, withCookies(Object.fromEntries(opener.cookies)), site, Date.now())).toEqual({ siteLocked: false, lockedCollectionIds: new Set() });
      expect(await visitorAccess(store.db, withCookies(Object.fromEntries(admin.cookies)), site, Date.now())).toEqual({ siteLocked: false, lockedCollectionIds: new Set() });
    } finally {
      await admin.send('PUT', '/api/owner/site-access/lock', { enabled: false, message: '' });
    }
  });
});
