import { beforeAll, expect, it } from 'vitest';
import { ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore } from '../../test-support/test-app.ts';

/*
 * Issue 36: owner writes check the Origin besides the crumb. A browser's write from another origin,
 * or from an opaque one (`null`: the editor's sandboxed preview), is refused with 403 and changes
 * nothing; the site's own origin passes, and so does a program that sends no Origin.
 */

forEachStore('owner writes check the Origin', (store) => {
  let admin: Awaited<ReturnType<typeof ownerVisitor>>;
  beforeAll(async () => {
    admin = await ownerVisitor(store, 'ADMIN');
  });
  const addViewer = (origin: string | undefined, host = 'shop.example') =>
    admin.request({
      method: 'POST',
      url: '/api/owner/contributors',
      headers: { host, 'content-type': 'application/json', ...(origin === undefined ? {} : { origin }) },
      payload: JSON.stringify({ email: `viewer-${Math.random().toString(36).slice(2)}@plinth.test`, role: 'VIEWER', password: 'long-enough-password' }),
    });
  const count = async () => Number((await store.db.selectFrom('contributors').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('refuses a write from another origin or from an opaque one with 403 and a message, and adds nothing', async () => {
    const before = await count();
    for (const origin of ['https://evil.example', 'null', 'http://shop.example.evil.example', 'https://shop.example', 'http://shop.example:8080', 'not a url']) {
      const refused = await addViewer(origin);
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.json(), origin).toEqual({ error: { code: 'FORBIDDEN', message: `This change came from another site (${origin}); owner changes are accepted only from the dashboard of this site.` } });
    }
    expect(await count()).toBe(before);
  });

  it("accepts the site's own origin (default port or not) and a call without Origin", async () => {
    expect((await addViewer('http://shop.example')).statusCode).toBe(201);
    expect((await addViewer('http://shop.example:80')).statusCode).toBe(201);
    expect((await addViewer('http://shop.example:4100', 'shop.example:4100')).statusCode).toBe(201);
    expect((await addViewer(undefined)).statusCode).toBe(201);
  });

  it('leaves reads alone: a GET from another origin is answered (CORS keeps the answer from that page)', async () => {
    const read = await admin.request({ method: 'GET', url: '/api/owner/contributors', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
  });
});
