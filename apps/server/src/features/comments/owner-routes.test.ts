import { beforeAll, expect, it } from 'vitest';
import { saveCaptchaSettings } from '../captcha/index.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';

/* The owner's moderation queue and comment settings on both databases, and what visitors then see. */

const json = (response: { json(): unknown }) => response.json() as Record<string, any>;
const POTTERY = '/blog/a-visit-to-the-pottery';

async function itemId(store: TestStore, urlId: string): Promise<string> {
  return (await store.db.selectFrom('items').select('id').where('url_id', '=', urlId).executeTakeFirstOrThrow()).id;
}

/** A visitor's pending comment (or reply) on a post; its id. */
async function pendingComment(store: TestStore, urlId: string, body: string, parentId?: string): Promise<string> {
  const visitor = await ownerVisitor(store);
  const sent = await visitor.send('POST', `/api/comments/items/${await itemId(store, urlId)}`, { authorName: 'Visitor', body, ...(parentId ? { parentId } : {}) });
  expect(sent.statusCode, sent.body).toBe(201);
  return json(sent).comment.id;
}

const pageHtml = async (store: TestStore, path = POTTERY) => (await (await ownerVisitor(store)).request({ method: 'GET', url: path })).body;

forEachStore('comments: the moderation queue', (store) => {
  beforeAll(async () => {
    await saveCaptchaSettings(store.db, await defaultSiteId(store.db), { provider: 'turnstile', siteKey: null, secretKey: null, verifyUrl: null });
  });

  it('is read with comments:read and worked with comments:moderate (MODERATOR, EDITOR, ADMIN), not by others', async () => {
    expect((await (await ownerVisitor(store)).request({ method: 'GET', url: '/api/owner/comments' })).statusCode).toBe(401);
    for (const role of ['VIEWER', 'STORE_MANAGER', 'COMMENTER'] as const) {
      expect((await (await ownerVisitor(store, role)).request({ method: 'GET', url: '/api/owner/comments' })).statusCode, role).toBe(403);
    }
    for (const role of ['MODERATOR', 'EDITOR', 'ADMIN'] as const) {
      expect((await (await ownerVisitor(store, role)).request({ method: 'GET', url: '/api/owner/comments' })).statusCode, role).toBe(200);
    }
    const id = await pendingComment(store, 'a-visit-to-the-pottery', 'Needs a crumb');
    const moderator = await ownerVisitor(store, 'MODERATOR');
    expect((await moderator.send('POST', `/api/owner/comments/${id}/approve`, undefined, false)).statusCode).toBe(403);
    await moderator.send('DELETE', `/api/owner/comments/${id}`);
  });

  it('lists pending comments newest first with their post; approving shows one on the post and in the counts at once', async () => {
    const first = await pendingComment(store, 'a-visit-to-the-pottery', 'First in the queue');
    const second = await pendingComment(store, 'winter-workshop-dates', 'Second in the queue');
    const moderator = await ownerVisitor(store, 'MODERATOR');
    const queue = json(await moderator.request({ method: 'GET', url: '/api/owner/comments' }));
    expect(queue.comments.slice(0, 2).map((c: any) => [c.body, c.itemTitle, c.itemUrl, c.status])).toEqual([
      ['Second in the queue', 'Winter workshop dates are open', '/blog/winter-workshop-dates', 'pending'],
      ['First in the queue', 'A visit to the pottery', '/blog/a-visit-to-the-pottery', 'pending'],
    ]);
    expect(queue.counts).toMatchObject({ pending: 2, approved: 3, spam: 0 });

    expect(await pageHtml(store)).not.toContain('First in the queue');
    const approved = await moderator.send('POST', `/api/owner/comments/${first}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(json(approved).comment).toMatchObject({ id: first, status: 'approved' });
    // The cached page follows: the content version moved with the approval.
    const html = await pageHtml(store);
    expect(html).toContain('First in the queue');
    expect(html).toMatch(/>1 Comment<\/h2>/);
    const list = json(await (await ownerVisitor(store)).request({ method: 'GET', url: '/blog?format=json' }));
    expect(list.items.find((i: any) => i.urlId === 'a-visit-to-the-pottery').publicCommentCount).toBe(1);

    const spam = await moderator.send('POST', `/api/owner/comments/${second}/spam`);
    expect(json(spam).comment.status).toBe('spam');
    expect(json(await moderator.request({ method: 'GET', url: '/api/owner/comments?status=spam' })).comments.map((c: any) => c.id)).toEqual([second]);
    expect(json(await moderator.request({ method: 'GET', url: '/api/owner/comments?status=junk' })).error.message).toContain('status must be pending, approved or spam.');
  });

  it('refuses a cursor that is not one it gave out with 400, a NUL in its id too (PostgreSQL cannot compare one)', async () => {
    const moderator = await ownerVisitor(store, 'MODERATOR');
    for (const forged of ['1:\u0000', '1:not-an-id', 'x:abc']) {
      const response = await moderator.request({ method: 'GET', url: `/api/owner/comments?cursor=${Buffer.from(forged).toString('base64url')}` });
      expect({ forged, status: response.statusCode, body: json(response) }).toEqual({ forged, status: 400, body: { error: { code: 'INVALID', message: 'The cursor is not valid.' } } });
    }
  });

  it('deletes a comment with the replies under it, and the post shows neither', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const top = await pendingComment(store, 'a-visit-to-the-pottery', 'Parent to delete');
    await admin.send('POST', `/api/owner/comments/${top}/approve`);
    const reply = await pendingComment(store, 'a-visit-to-the-pottery', 'Reply to delete', top);
    await admin.send('POST', `/api/owner/comments/${reply}/approve`);
    expect(await pageHtml(store)).toContain('Reply to delete');
    const deleted = await admin.send('DELETE', `/api/owner/comments/${top}`);
    expect(json(deleted)).toEqual({ deleted: 2 });
    const html = await pageHtml(store);
    expect(html).not.toContain('Parent to delete');
    expect(html).not.toContain('Reply to delete');
    for (const call of [admin.send('DELETE', `/api/owner/comments/${top}`), admin.send('POST', `/api/owner/comments/${top}/approve`)]) {
      const gone = await call;
      expect(gone.statusCode).toBe(404);
      expect(json(gone)).toEqual({ error: { code: 'NOT_FOUND', message: 'This comment could not be found.' } });
    }
  });

  it('closes and opens comments on a post; an unknown post is 404 and a bad body 400', async () => {
    const moderator = await ownerVisitor(store, 'MODERATOR');
    const id = await itemId(store, 'winter-workshop-dates');
    expect(json(await moderator.send('PUT', `/api/owner/comments/items/${id}/state`, { closed: true })).commentState).toBe(2);
    expect(await pageHtml(store, '/blog/winter-workshop-dates')).not.toContain('data-island="CommentThread"');
    expect(json(await moderator.send('PUT', `/api/owner/comments/items/${id}/state`, { closed: false })).commentState).toBe(1);
    expect(await pageHtml(store, '/blog/winter-workshop-dates')).toContain('data-comment-state="1"');
    expect((await moderator.send('PUT', '/api/owner/comments/items/nope/state', { closed: true })).statusCode).toBe(404);
    expect(json(await moderator.send('PUT', `/api/owner/comments/items/${id}/state`, { closed: 'yes' })).error.message).toContain('closed must be true or false.');
  });
});

forEachStore('comments: settings', (store) => {
  beforeAll(async () => {
    await saveCaptchaSettings(store.db, await defaultSiteId(store.db), { provider: 'turnstile', siteKey: null, secretKey: null, verifyUrl: null });
  });

  it('reads the settings with comments:read and saves them with settings:write only', async () => {
    const moderator = await ownerVisitor(store, 'MODERATOR');
    expect(json(await moderator.request({ method: 'GET', url: '/api/owner/comments/settings' }))).toEqual({
      commentsEnabled: true,
      simpleLikingEnabled: true,
      disqusShortname: null,
      shareButtonOptions: { facebook: true, twitter: true, linkedin: true, email: true },
      autoApprove: false,
      notifyEmail: null,
      collectionIds: [],
      twitterUserName: null,
      collectionChoices: expect.arrayContaining([expect.objectContaining({ title: 'Shop', type: 'products' })]),
    });
    expect((await moderator.send('PUT', '/api/owner/comments/settings', { autoApprove: true })).statusCode).toBe(403);
    expect((await (await ownerVisitor(store, 'EDITOR')).send('PUT', '/api/owner/comments/settings', { autoApprove: true })).statusCode).toBe(403);
  });

  it('saves share buttons and the follow account, and the post shows them at once', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const saved = await admin.send('PUT', '/api/owner/comments/settings', { shareButtonOptions: { reddit: true }, twitterUserName: '@plinth_shop' });
    expect(json(saved)).toMatchObject({ shareButtonOptions: { reddit: true }, twitterUserName: 'plinth_shop', commentsEnabled: true });
    const html = await pageHtml(store);
    expect(html).toContain('href="https://www.reddit.com/submit?url=');
    expect(html).not.toContain('facebook.com/sharer');
    expect(html).toContain('<a class="twitter-follow" href="https://twitter.com/intent/follow?screen_name=plinth_shop" target="_blank" rel="noopener noreferrer">Follow @plinth_shop</a>');
  });

  it('refuses bad values with their message and changes nothing', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const cases: [unknown, string][] = [
      [{ disqusShortname: 'bad name!' }, 'A Disqus shortname has only letters, digits and hyphens.'],
      [{ notifyEmail: 'not-an-address' }, 'Please enter a valid e-mail address.'],
      [{ shareButtonOptions: { myspace: true } }, 'Share buttons are facebook, twitter, linkedin, pinterest, reddit, tumblr, email.'],
      [{ twitterUserName: 'far too long a twitter name' }, 'A Twitter user name has 1 to 15 letters, digits or underscores.'],
      [{ collectionIds: ['nope'] }, 'Comments can be turned on only for the site’s own collections.'],
      [{ autoApprove: 'yes' }, 'autoApprove must be true or false.'],
      [{ surprise: true }, 'surprise'],
    ];
    for (const [body, message] of cases) {
      const refused = await admin.send('PUT', '/api/owner/comments/settings', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(refused).error.message).toContain(message);
    }
    expect(json(await admin.request({ method: 'GET', url: '/api/owner/comments/settings' })).autoApprove).toBe(false);
  });

  it('opens a shop’s products to comments when the owner turns its collection on', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const shop = (await store.db.selectFrom('collections').select('id').where('url_id', '=', 'shop').executeTakeFirstOrThrow()).id;
    const product = (await store.db.selectFrom('items').select('id').where('collection_id', '=', shop).executeTakeFirstOrThrow()).id;
    const visitor = await ownerVisitor(store);
    expect(json(await visitor.send('POST', `/api/comments/items/${product}`, { authorName: 'Ann', body: 'Nice' })).error.message).toBe('This post does not take comments.');
    await admin.send('PUT', '/api/owner/comments/settings', { collectionIds: [shop] });
    expect((await visitor.send('POST', `/api/comments/items/${product}`, { authorName: 'Ann', body: 'Nice' })).statusCode).toBe(201);
  });
});
