import { expect, it } from 'vitest';
import { ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';

/* Redirects from old addresses on both databases: the owner's routes and what a visitor is answered. */

const json = (response: { json(): unknown }) => response.json() as Record<string, any>;

forEachStore('redirects', (store) => {
  it('only an owner with settings:write reads and writes redirects; writes need the crumb', async () => {
    expect((await (await ownerVisitor(store)).request({ method: 'GET', url: '/api/owner/redirects' })).statusCode).toBe(401);
    const editor = await ownerVisitor(store, 'EDITOR');
    expect((await editor.request({ method: 'GET', url: '/api/owner/redirects' })).statusCode).toBe(403);
    expect((await editor.send('POST', '/api/owner/redirects', { from: '/a', to: '/b' })).statusCode).toBe(403);
    const admin = await ownerVisitor(store, 'ADMIN');
    expect((await admin.send('POST', '/api/owner/redirects', { from: '/a', to: '/b' }, false)).statusCode).toBe(403);
  });

  it('sends a visitor from an old address to the new one, whatever its case or trailing slash', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const made = await admin.send('POST', '/api/owner/redirects', { from: '/Old-About/', to: '/shop', status: 301 });
    expect(made.statusCode).toBe(201);
    expect(json(made).redirect).toMatchObject({ from: '/Old-About/', to: '/shop', status: 301, force: false, fromImport: false });
    const visitor = new Visitor(() => store.app);
    for (const path of ['/old-about', '/OLD-ABOUT/', '/old-about?ref=mail']) {
      const answer = await visitor.request({ method: 'GET', url: path });
      expect(answer.statusCode, path).toBe(301);
      expect(answer.headers.location, path).toBe(path.includes('?') ? '/shop?ref=mail' : '/shop');
    }
    // The same old address again replaces it (302 now).
    const again = await admin.send('POST', '/api/owner/redirects', { from: '/old-about', to: '/shop', status: 302 });
    expect(json(again).redirect.status).toBe(302);
    expect((await visitor.request({ method: 'GET', url: '/old-about' })).statusCode).toBe(302);
    const listed = json(await admin.request({ method: 'GET', url: '/api/owner/redirects' })).redirects;
    expect(listed).toHaveLength(1);
    await admin.send('DELETE', `/api/owner/redirects/${listed[0].id}`);
    expect((await visitor.request({ method: 'GET', url: '/old-about' })).statusCode).toBe(404);
    expect((await admin.send('DELETE', `/api/owner/redirects/${listed[0].id}`)).statusCode).toBe(404);
  });

  it('never shadows a live page unless asked to', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const visitor = new Visitor(() => store.app);
    expect((await visitor.request({ method: 'GET', url: '/shop' })).statusCode).toBe(200);
    const { redirect } = json(await admin.send('POST', '/api/owner/redirects', { from: '/shop', to: '/elsewhere' }));
    expect((await visitor.request({ method: 'GET', url: '/shop' })).statusCode).toBe(200);
    await admin.send('POST', '/api/owner/redirects', { from: '/shop', to: '/elsewhere', force: true });
    const forced = await visitor.request({ method: 'GET', url: '/shop' });
    expect(forced.statusCode).toBe(301);
    expect(forced.headers.location).toBe('/elsewhere');
    await admin.send('DELETE', `/api/owner/redirects/${redirect.id}`);
    expect((await visitor.request({ method: 'GET', url: '/shop' })).statusCode).toBe(200);
  });

  it('refuses a redirect that would loop or is malformed, saying why', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const first = json(await admin.send('POST', '/api/owner/redirects', { from: '/loop-a', to: '/loop-b' })).redirect;
    for (const [body, message] of [
      [{ from: '/loop-b/', to: '/LOOP-A' }, 'This redirect would loop: /loop-b → /loop-a → /loop-b.'],
      [{ from: '/same', to: '/Same/' }, 'The new address is the old one'],
      [{ from: 'no-slash', to: '/b' }, 'The old address must be a path of this site'],
      [{ from: '/a', to: 'ftp://x' }, 'Enter the new address'],
      [{ from: '/a', to: '/b', status: 307 }, 'The status must be 301'],
      [{ to: '/b' }, 'Enter the old address'],
    ] as const) {
      const refused = await admin.send('POST', '/api/owner/redirects', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(refused).error.message).toContain(message);
    }
    await admin.send('DELETE', `/api/owner/redirects/${first.id}`);
  });

  it('takes many URL mappings at once with [name] placeholders and reports each bad line', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const text = ['/old-path -> /shop 301', '', '# moved posts', '/blog/[year]/[month]/[slug] -> /blog/[slug] 301', 'nonsense', '/x -> /x/ 301', '/tmp-page -> https://elsewhere.example/page 302'].join('\n');
    const result = await admin.send('POST', '/api/owner/redirects/bulk', { text });
    expect(result.statusCode).toBe(200);
    expect(json(result)).toEqual({
      created: 3,
      updated: 0,
      errors: [
        { line: 5, message: 'Write each mapping as /old-path -> /new-path 301 (or 302).' },
        { line: 6, message: 'The new address is the old one: the redirect would send visitors round in a circle.' },
      ],
    });
    const visitor = new Visitor(() => store.app);
    const post = await visitor.request({ method: 'GET', url: '/blog/2019/05/Spring-Notes/' });
    expect(post.statusCode).toBe(301);
    expect(post.headers.location).toBe('/blog/Spring-Notes');
    expect((await visitor.request({ method: 'GET', url: '/tmp-page' })).headers.location).toBe('https://elsewhere.example/page');
    // The same paste again changes nothing.
    expect(json(await admin.send('POST', '/api/owner/redirects/bulk', { text }))).toMatchObject({ created: 0, updated: 0 });
    expect((await admin.send('POST', '/api/owner/redirects/bulk', { text: '\n\n' })).statusCode).toBe(400);
    for (const redirect of json(await admin.request({ method: 'GET', url: '/api/owner/redirects' })).redirects) await admin.send('DELETE', `/api/owner/redirects/${redirect.id}`);
  });
});
