import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { beforeAll, expect, it, onTestFinished } from 'vitest';
import { listOutbox } from '../../infra/mail/outbox-repository.ts';
import { saveCaptchaSettings } from '../captcha/index.ts';
import { addFreeMemberArea, addMembership } from '../member-areas/index.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { CustomerVisitor, signedInCustomer } from '../../test-support/site-users.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';

/* The visitor's comment and like routes on both databases, and what the post's page then shows. */

const POST_PATH = '/blog/feeding-a-sourdough-starter';
const json = (response: { json(): unknown }) => response.json() as Record<string, any>;

async function postId(store: TestStore, urlId = 'feeding-a-sourdough-starter'): Promise<string> {
  return (await store.db.selectFrom('items').select('id').where('url_id', '=', urlId).executeTakeFirstOrThrow()).id;
}

/** Changes comment settings as the site's admin. */
async function settings(store: TestStore, body: Record<string, unknown>) {
  const admin = await ownerVisitor(store, 'ADMIN');
  const response = await admin.send('PUT', '/api/owner/comments/settings', body);
  expect(response.statusCode, response.body).toBe(200);
}

/** No captcha on the site (a hosted one without keys renders no widget, so none is demanded). */
const captchaOff = async (store: TestStore) => saveCaptchaSettings(store.db, await defaultSiteId(store.db), { provider: 'turnstile', siteKey: null, secretKey: null, verifyUrl: null });
const captchaOn = async (store: TestStore) => saveCaptchaSettings(store.db, await defaultSiteId(store.db), { provider: 'altcha', siteKey: null, secretKey: null, verifyUrl: null });

async function solvedAltcha(store: TestStore): Promise<string> {
  const challenge = (await store.app.inject({ method: 'GET', url: '/api/captcha/altcha/challenge' })).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('ALTCHA challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

forEachStore('comments: the demo post', (store) => {
  it('shows the seeded thread, the real counts and the share links on the post; the JSON context has them too', async () => {
    const visitor = await ownerVisitor(store);
    const page = await visitor.request({ method: 'GET', url: POST_PATH });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<h2 class="comment-thread__title"');
    expect(html).toMatch(/>3 Comments<\/h2>/);
    expect(html).toContain('Priya N.');
    // The author's reply sits in a list under the question it answers.
    expect(html).toMatch(/Priya N\.[\s\S]*<ol class="comment-list"><li class="comment"[^>]*><article aria-label="Comment by Maya Chen">/);
    expect(html).toMatch(/class="sqs-comment-link" data-id="[^"]+">\s*3\s*Comments\s*<\/a>/);
    expect(html).toContain('3 likes');
    expect(html).toContain('href="https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%3A80%2Fblog%2Ffeeding-a-sourdough-starter"');
    expect(html).not.toMatch(/<script[^>]+(facebook|twitter|disqus)/);

    const context = json(await visitor.request({ method: 'GET', url: `${POST_PATH}?format=json` }));
    expect(context.item).toMatchObject({ publicCommentCount: 3, commentState: 1, likeCount: 3 });
    const listHtml = (await visitor.request({ method: 'GET', url: '/blog' })).body;
    expect([...listHtml.matchAll(/<span class="blog-card__comments">([^<]*)<\/span>/g)].map((m) => m[1])).toEqual(['3 Comments', 'No Comments', 'No Comments']);
    const list = json(await visitor.request({ method: 'GET', url: '/blog?format=json' }));
    expect(list.items.map((i: Record<string, unknown>) => [i.urlId, i.publicCommentCount, i.commentState, i.likeCount])).toEqual([
      ['feeding-a-sourdough-starter', 3, 1, 3],
      ['a-visit-to-the-pottery', 0, 1, 0],
      ['winter-workshop-dates', 0, 1, 0],
    ]);
  });

  it('answers the thread as JSON: approved comments, replies nested, and what this visitor needs', async () => {
    await captchaOn(store);
    const thread = json(await store.app.inject({ method: 'GET', url: `/api/comments/items/${await postId(store)}` }));
    expect(thread).toMatchObject({ publicCommentCount: 3, commentState: 1, viewer: { name: null, captcha: true } });
    expect(thread.comments.map((c: any) => [c.authorName, c.replies.map((r: any) => r.authorName)])).toEqual([
      ['Priya N.', ['Maya Chen']],
      ['Tom', []],
    ]);
    expect((await store.app.inject({ method: 'GET', url: '/api/comments/items/nope' })).json()).toEqual({ error: { code: 'NOT_FOUND', message: 'This post could not be found.' } });
  });
});

forEachStore('comments: a visitor comments', (store) => {
  let itemId: string;
  beforeAll(async () => {
    itemId = await postId(store, 'a-visit-to-the-pottery');
    await captchaOff(store);
    await settings(store, { notifyEmail: 'moderator@plinth.test' });
  });
  const url = () => `/api/comments/items/${itemId}`;

  it('keeps a new comment pending, off the page, and e-mails the owner about it (escaped)', async () => {
    const visitor = await ownerVisitor(store);
    const sent = await visitor.send('POST', url(), { authorName: '  Ann  ', body: 'Lovely <b>mugs</b> & "bowls"' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(json(sent)).toMatchObject({ comment: { status: 'pending', authorName: 'Ann', body: 'Lovely <b>mugs</b> & "bowls"', parentId: null }, message: 'Thank you! Your comment will appear once it is approved.' });
    expect(json(await visitor.request({ method: 'GET', url: url() })).publicCommentCount).toBe(0);
    const mail = (await listOutbox(store.db, await defaultSiteId(store.db), { limit: 50 })).messages.find((m) => m.subject === 'New comment on A visit to the pottery');
    expect(mail?.to).toBe('moderator@plinth.test');
    const { getOutboxMessage } = await import('../../infra/mail/outbox-repository.ts');
    const detail = await getOutboxMessage(store.db, await defaultSiteId(store.db), mail!.id);
    expect(detail?.html).toContain('Lovely &lt;b&gt;mugs&lt;/b&gt; &amp;');
    expect(detail?.html).not.toContain('<b>mugs');
    expect(detail?.text).toContain('It waits for your approval');
  });

  it('refuses a missing name, an empty or too long comment, a bad body and a missing crumb, storing nothing', async () => {
    const visitor = await ownerVisitor(store);
    const cases: [unknown, string][] = [
      [{ body: 'Hi' }, 'Please enter your name.'],
      [{ authorName: '   ', body: 'Hi' }, 'Please enter your name.'],
      [{ authorName: 'A'.repeat(81), body: 'Hi' }, 'Your name is at most 80 characters.'],
      [{ authorName: 'Ann', body: ' \n ' }, 'Please write a comment.'],
      [{ authorName: 'Ann', body: 'x'.repeat(2001) }, 'A comment is at most 2000 characters.'],
    ];
    for (const [body, message] of cases) {
      const refused = await visitor.send('POST', url(), body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(refused).error.message).toContain(message);
    }
    expect((await visitor.send('POST', url(), { authorName: 'Ann', body: 'Hi' }, false)).statusCode).toBe(403);
    const count = await store.db.selectFrom('comments').select((eb) => eb.fn.countAll<number>().as('n')).where('item_id', '=', itemId).where('author_name', '=', 'Ann').where('body', '=', 'Hi').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('refuses a flood with 429 and Retry-After', async () => {
    const visitor = await ownerVisitor(store);
    for (let i = 0; i < 5; i++) expect((await visitor.send('POST', url(), { authorName: 'Flood', body: `Comment ${i}` })).statusCode).toBe(201);
    const refused = await visitor.send('POST', url(), { authorName: 'Flood', body: 'One more' });
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({ error: { code: 'RATE_LIMITED', message: 'You are commenting too fast. Please wait a minute and try again.' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('shows an approved comment escaped, and takes replies to shown comments only', async () => {
    await settings(store, { autoApprove: true });
    const visitor = await ownerVisitor(store);
    const top = await visitor.send('POST', url(), { authorName: '<img src=x onerror=alert(1)>', body: '<script>alert("x")</script>\nSecond line' });
    expect(json(top)).toMatchObject({ comment: { status: 'approved' }, message: 'Thank you! Your comment is posted.' });
    const page = (await visitor.request({ method: 'GET', url: '/blog/a-visit-to-the-pottery' })).body;
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img src=x');

    const reply = await visitor.send('POST', url(), { authorName: 'Bo', body: 'Agreed', parentId: json(top).comment.id });
    expect(reply.statusCode).toBe(201);
    const thread = json(await visitor.request({ method: 'GET', url: url() }));
    expect(thread.comments.find((c: any) => c.id === json(top).comment.id).replies.map((r: any) => r.body)).toEqual(['Agreed']);

    await settings(store, { autoApprove: false });
    const pendingParent = json(await visitor.send('POST', url(), { authorName: 'Cy', body: 'Pending' })).comment.id;
    for (const parentId of [pendingParent, 'no-such-comment']) {
      const refused = await visitor.send('POST', url(), { authorName: 'Di', body: 'Reply', parentId });
      expect(refused.statusCode).toBe(404);
      expect(json(refused).error.message).toBe('The comment you are replying to is gone.');
    }
  });

  it('comments under a signed-in customer’s own name, without a captcha', async () => {
    await captchaOn(store);
    try {
      const customer = await signedInCustomer(store, { name: 'Carmen Reyes' });
      expect(json(await customer.request({ method: 'GET', url: url() })).viewer).toEqual({ name: 'Carmen Reyes', captcha: false });
      const sent = await customer.send('POST', url(), { body: 'As a member' });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(json(sent).comment.authorName).toBe('Carmen Reyes');
      const row = await store.db.selectFrom('comments').select('site_user_id').where('id', '=', json(sent).comment.id).executeTakeFirstOrThrow();
      expect(row.site_user_id).toBe(customer.siteUser.id);
    } finally {
      await captchaOff(store);
    }
  });

  it('keeps a members-only post’s thread and likes from visitors who may not read it', async () => {
    const siteId = await defaultSiteId(store.db);
    const post = await store.db.selectFrom('items').select(['id', 'collection_id']).where('url_id', '=', 'winter-workshop-dates').executeTakeFirstOrThrow();
    const area = await addFreeMemberArea(store.db, siteId, { name: 'Workshop club', description: '', content: [{ collectionId: post.collection_id, itemId: post.id }], now: Date.now() });
    const outsider = await ownerVisitor(store);
    for (const response of [
      await outsider.request({ method: 'GET', url: `/api/comments/items/${post.id}` }),
      await outsider.send('POST', `/api/comments/items/${post.id}`, { authorName: 'Ann', body: 'Let me in' }),
      await outsider.send('POST', `/api/comments/items/${post.id}/likes`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: { code: 'NOT_FOUND', message: 'This post could not be found.' } });
    }
    const member = await signedInCustomer(store, { name: 'Club Member' });
    await addMembership(store.db, siteId, area, member.siteUser.id, 'manual', Date.now());
    expect((await member.send('POST', `/api/comments/items/${post.id}`, { body: 'Members chat' })).statusCode).toBe(201);
  });

  it('approves a trusted commenter’s comment at once (COMMENTER role)', async () => {
    const trusted = await ownerVisitor(store, 'COMMENTER');
    const sent = await trusted.send('POST', url(), { authorName: 'Staff', body: 'Straight through' });
    expect(json(sent).comment.status).toBe('approved');
  });
});

forEachStore('comments: captcha, closed posts, comments off, Disqus', (store) => {
  it('demands the ALTCHA captcha of an anonymous visitor, refuses a forged one and takes a solved one', async () => {
    await captchaOn(store);
    const itemId = await postId(store, 'winter-workshop-dates');
    const visitor = await ownerVisitor(store);
    const none = await visitor.send('POST', `/api/comments/items/${itemId}`, { authorName: 'Ann', body: 'Hi' });
    expect(json(none)).toEqual({ error: { code: 'INVALID', message: 'Complete CAPTCHA before submitting.' } });
    const forged = await visitor.send('POST', `/api/comments/items/${itemId}`, { authorName: 'Ann', body: 'Hi', captchaToken: Buffer.from('{"challenge":{}}').toString('base64') });
    expect(forged.statusCode).toBe(400);
    expect(json(forged)).toEqual({ error: { code: 'INVALID', message: 'The CAPTCHA could not be verified. Please try again.' } });
    const token = await solvedAltcha(store);
    const good = await visitor.send('POST', `/api/comments/items/${itemId}`, { authorName: 'Ann', body: 'Hi', captchaToken: token });
    expect(good.statusCode, good.body).toBe(201);
    // A token is spent by its use.
    const again = await visitor.send('POST', `/api/comments/items/${itemId}`, { authorName: 'Ann', body: 'Hi again', captchaToken: token });
    expect(again.statusCode).toBe(400);
  });

  it('keeps a closed post’s comments shown and takes no new ones', async () => {
    await captchaOff(store);
    const itemId = await postId(store);
    const moderator = await ownerVisitor(store, 'MODERATOR');
    expect(json(await moderator.send('PUT', `/api/owner/comments/items/${itemId}/state`, { closed: true }))).toEqual({ itemId, commentState: 2 });
    const visitor = await ownerVisitor(store);
    const refused = await visitor.send('POST', `/api/comments/items/${itemId}`, { authorName: 'Ann', body: 'Late' });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ error: { code: 'FORBIDDEN', message: 'Comments are closed.' } });
    const page = (await visitor.request({ method: 'GET', url: POST_PATH })).body;
    expect(page).toContain('Comments are closed.');
    expect(page).toContain('Priya N.');
    expect(json(await visitor.request({ method: 'GET', url: `${POST_PATH}?format=json` })).item.commentState).toBe(2);
    await moderator.send('PUT', `/api/owner/comments/items/${itemId}/state`, { closed: false });
  });

  it('shows Disqus’s container instead, with no third-party script in the page, and takes no native comments', async () => {
    await settings(store, { disqusShortname: 'plinth-demo' });
    onTestFinished(() => settings(store, { disqusShortname: null }));
    const visitor = await ownerVisitor(store);
    const page = (await visitor.request({ method: 'GET', url: POST_PATH })).body;
    expect(page).toContain('<div id="disqus_thread"></div>');
    expect(page).toContain('Show comments');
    expect(page).not.toContain('disqus.com/embed.js');
    expect(page).toContain('sqs-disqus-comment-link');
    expect(json(await visitor.request({ method: 'GET', url: `${POST_PATH}?format=json` })).websiteSettings).toMatchObject({ disqusShortname: 'plinth-demo', disqusShortName: 'plinth-demo' });
    const refused = await visitor.send('POST', `/api/comments/items/${await postId(store)}`, { authorName: 'Ann', body: 'Hi' });
    expect(json(refused)).toEqual({ error: { code: 'FORBIDDEN', message: 'This post does not take comments.' } });
  });

  it('hides every thread and takes no comment when site comments are off', async () => {
    await settings(store, { commentsEnabled: false });
    const visitor = await ownerVisitor(store);
    const page = (await visitor.request({ method: 'GET', url: POST_PATH })).body;
    expect(page).not.toContain('data-island="CommentThread"');
    expect(page).not.toContain('class="sqs-comment-link"');
    const refused = await visitor.send('POST', `/api/comments/items/${await postId(store)}`, { authorName: 'Ann', body: 'Hi' });
    expect(refused.statusCode).toBe(403);
    await settings(store, { commentsEnabled: true });
    expect((await visitor.request({ method: 'GET', url: POST_PATH })).body).toContain('data-island="CommentThread"');
  });
});

forEachStore('likes', (store) => {
  it('takes one like per visitor per post, counts it, and takes it back', async () => {
    const itemId = await postId(store);
    const url = `/api/comments/items/${itemId}/likes`;
    const [a, b] = [await ownerVisitor(store), await ownerVisitor(store)];
    expect(json(await a.request({ method: 'GET', url }))).toEqual({ itemId, likeCount: 3, liked: false });
    const first = await a.send('POST', url);
    expect(first.statusCode).toBe(201);
    expect(json(first)).toEqual({ itemId, likeCount: 4, liked: true });
    const twice = await Promise.all([a.send('POST', url), a.send('POST', url)]);
    expect(twice.map((r) => [r.statusCode, json(r).likeCount])).toEqual([[200, 4], [200, 4]]);
    expect(json(await b.send('POST', url))).toEqual({ itemId, likeCount: 5, liked: true });
    expect(json(await a.request({ method: 'GET', url: `/blog/feeding-a-sourdough-starter?format=json` })).item.likeCount).toBe(5);
    expect(json(await a.send('DELETE', url))).toEqual({ itemId, likeCount: 4, liked: false });
    expect((await a.send('POST', url, undefined, false)).statusCode).toBe(403);
    expect((await a.send('POST', '/api/comments/items/nope/likes')).statusCode).toBe(404);
  });

  it('refuses likes when the site has them off, and shows no like button', async () => {
    await settings(store, { simpleLikingEnabled: false });
    const visitor = await ownerVisitor(store);
    const refused = await visitor.send('POST', `/api/comments/items/${await postId(store)}/likes`);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ error: { code: 'FORBIDDEN', message: 'Likes are turned off on this site.' } });
    expect((await visitor.request({ method: 'GET', url: POST_PATH })).body).not.toContain('data-island="LikeButton"');
    await settings(store, { simpleLikingEnabled: true });
  });
  it('counts one like per person: 100 likes from one address with made-up cookies move the count by 3 at most, every refusal saying when', async () => {
    const itemId = await postId(store);
    const url = `/api/comments/items/${itemId}/likes`;
    const before = json(await store.app.inject({ method: 'GET', url })).likeCount as number;
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const crumb = `made-up-crumb-${String(i).padStart(6, '0')}`;
      const response = await store.app.inject({
        method: 'POST',
        url,
        headers: { 'x-csrf-token': crumb },
        // A new crumb each time, and a visitor id the server never issued (forged, or copied from nowhere).
        cookies: { crumb, plinth_visitor: `${i}.made-up-signature-${i}` },
        remoteAddress: '10.38.0.1',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        const seconds = Number(response.headers['retry-after']);
        expect(seconds).toBeGreaterThan(0);
        const said = /Try again in (\d+) (hour|minute|second)s?\.$/.exec(json(response).error.message);
        expect(json(response).error.message).toMatch(/^Too many likes from your connection for this post\. Try again in /);
        expect(Number(said?.[1]) * ({ hour: 3600, minute: 60, second: 1 } as Record<string, number>)[said?.[2] ?? '']).toBe(seconds);
      } else {
        // A forged visitor id is ignored: the answer issues a signed one.
        expect(String(response.headers['set-cookie'])).toMatch(/plinth_visitor=[^;]+\.[A-Za-z0-9_-]{43};/);
      }
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(97);
    expect(json(await store.app.inject({ method: 'GET', url })).likeCount).toBe(before + 3);
    // Another address is another household.
    const neighbour = await ownerVisitor(store);
    expect((await neighbour.request({ method: 'POST', url, remoteAddress: '10.38.0.2' })).statusCode).toBe(201);
    // The server's own visitor id is kept: liking again from it changes nothing.
    expect((await neighbour.request({ method: 'POST', url, remoteAddress: '10.38.0.2' })).statusCode).toBe(200);
    expect(json(await neighbour.request({ method: 'GET', url, remoteAddress: '10.38.0.2' })).liked).toBe(true);
  });

  it('a signed-in customer likes once, whatever their cookies say', async () => {
    const itemId = await postId(store);
    const url = `/api/comments/items/${itemId}/likes`;
    const customer = await signedInCustomer(store);
    customer.cookies.set('crumb', 'crumb-of-the-first-browser-0');
    const first = await customer.request({ method: 'POST', url, remoteAddress: '10.38.1.1' });
    expect(first.statusCode).toBe(201);
    const count = json(first).likeCount;
    // The same account in another browser, with a different crumb and visitor id: still one like.
    const second = new CustomerVisitor(() => store.app);
    await second.signIn(customer.siteUser.email);
    second.cookies.set('crumb', 'crumb-of-the-second-browser');
    second.cookies.set('plinth_visitor', 'someone-else.entirely');
    const again = await second.request({ method: 'POST', url, remoteAddress: '10.38.1.2' });
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual({ itemId, likeCount: count, liked: true });
  });
});
