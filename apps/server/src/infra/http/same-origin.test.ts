import { beforeAll, describe, expect, it } from 'vitest';
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
    for (const origin of ['https://evil.example', 'null', 'http://shop.example.evil.example', 'http://shop.example:8080', 'https://shop.example.evil.example', 'not a url']) {
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
    // A proxy ending TLS in front, not trusted yet: the server sees http, the browser says https.
    expect((await addViewer('https://shop.example')).statusCode).toBe(201);
  });

  it('leaves reads alone: a GET from another origin is answered (CORS keeps the answer from that page)', async () => {
    const read = await admin.request({ method: 'GET', url: '/api/owner/contributors', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
  });
});

describe('the Origin behind a trusted proxy', () => {
  forEachStore(
    'owner writes check the Origin against X-Forwarded-Proto and -Host',
    (store) => {
      it('accepts the public https origin the proxy names, and refuses http (a downgrade) or another host', async () => {
        const admin = await ownerVisitor(store, 'ADMIN');
        const add = (origin: string) =>
          admin.request({
            method: 'POST',
            url: '/api/owner/contributors',
            remoteAddress: '127.0.0.1',
            headers: { host: 'internal:4000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com', origin, 'content-type': 'application/json' },
            payload: JSON.stringify({ email: `viewer-${Math.random().toString(36).slice(2)}@plinth.test`, role: 'VIEWER', password: 'long-enough-password' }),
          });
        expect((await add('https://shop.example.com')).statusCode).toBe(201);
        expect((await add('http://shop.example.com')).statusCode).toBe(403);
        expect((await add('http://internal:4000')).statusCode).toBe(403);
        expect((await add('https://evil.example')).statusCode).toBe(403);
      });
    },
    { serving: { trustProxy: 'loopback' } },
  );
});
