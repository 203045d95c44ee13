import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { Visitor, forEachStore } from '../../test-support/test-app.ts';
import { defaultSiteId } from '../../test-support/owner.ts';
import { addSiteUser, CustomerVisitor, signedInCustomer } from '../../test-support/site-users.ts';
import { addFreeMemberArea, addMembership } from './index.ts';

/*
 * The one access check, asked on every surface: a non-member (signed out, or signed in without the
 * membership) finds no gated content anywhere; a member reads it; and the page cache never crosses
 * the two.
 */

/** Text that only gated content carries. */
const SECRETS = {
  membersPage: 'schedule we bake by',
  post: 'Feeding a sourdough starter',
  product: 'Speckled Stoneware Mug',
};

/** Every surface that shows content, as a visitor asks for it. */
const SURFACES = [
  '/members',
  '/members?format=json',
  '/',
  '/?format=json',
  '/blog',
  '/blog?format=json',
  '/blog/feeding-a-sourdough-starter',
  '/blog/feeding-a-sourdough-starter?format=json',
  '/shop',
  '/shop?format=json',
  '/shop/stoneware-mug',
  '/shop/stoneware-mug?format=json',
];

const LOCKED = ['/members', '/blog/feeding-a-sourdough-starter', '/shop/stoneware-mug'];

function leaks(response: LightMyRequestResponse): string[] {
  return Object.entries(SECRETS)
    .filter(([, secret]) => response.body.includes(secret))
    .map(([name]) => name);
}

forEachStore('gated content on every surface', (t) => {
  let member: CustomerVisitor;
  let nonMember: CustomerVisitor;

  beforeAll(async () => {
    const websiteId = await defaultSiteId(t.db);
    const item = async (urlId: string) => t.db.selectFrom('items').select(['id', 'collection_id']).where('website_id', '=', websiteId).where('url_id', '=', urlId).executeTakeFirstOrThrow();
    const [post, mug] = [await item('feeding-a-sourdough-starter'), await item('stoneware-mug')];
    const shelf = await addFreeMemberArea(t.db, websiteId, {
      name: 'Secret shelf',
      description: '',
      content: [
        { collectionId: post.collection_id, itemId: post.id },
        { collectionId: mug.collection_id, itemId: mug.id },
      ],
      now: Date.now(),
    });
    const members = await t.db.selectFrom('member_areas').select('id').where('website_id', '=', websiteId).where('name', '=', 'Members').executeTakeFirstOrThrow();
    member = await signedInCustomer(t);
    const memberId = (member as CustomerVisitor & { siteUser: { id: string } }).siteUser.id;
    await addMembership(t.db, websiteId, shelf, memberId, 'manual', Date.now());
    await addMembership(t.db, websiteId, members.id, memberId, 'free', Date.now());
    nonMember = await signedInCustomer(t);
  });

  describe.each([
    ['a visitor who is not signed in', () => new Visitor(() => t.app)],
    ['a signed-in customer without the membership', () => nonMember],
  ])('%s', (_who, visitor) => {
    it.each(SURFACES)('finds no gated content at %s', async (url) => {
      const response = await visitor().request({ method: 'GET', url });
      expect(leaks(response), url).toEqual([]);
      expect(response.statusCode).toBeLessThan(500);
    });

    it.each(LOCKED)('gets the access-denied page (403, page type 106) with the access note and Join at %s', async (path) => {
      const html = await visitor().request({ method: 'GET', url: path });
      expect(html.statusCode).toBe(403);
      expect(html.body).toContain('This page is locked; available only to site members.');
      expect(html.body).toMatch(/<button[^>]*data-member-join[^>]*>Join<\/button>/);
      const json = await visitor().request({ method: 'GET', url: `${path}?format=json` });
      expect(json.statusCode).toBe(403);
      expect(json.json()).toMatchObject({ pageType: 106, pageAccessNote: 'This page is locked; available only to site members.', joinLabel: 'Join' });
    });
  });

  it('the cart API takes a gated product from a member only (to anyone else it is no product)', async () => {
    const websiteId = await defaultSiteId(t.db);
    const mug = await t.db.selectFrom('items').select('id').where('website_id', '=', websiteId).where('url_id', '=', 'stoneware-mug').executeTakeFirstOrThrow();
    const variant = await t.db.selectFrom('variants').select('sku').where('item_id', '=', mug.id).orderBy('position').executeTakeFirstOrThrow();
    const add = (visitor: Visitor) => visitor.send('POST', '/api/commerce/shopping-cart/entries', { itemId: mug.id, sku: variant.sku, quantity: 1 });
    const stranger = new Visitor(() => t.app);
    await stranger.arrive();
    for (const visitor of [stranger, nonMember]) {
      const refused = await add(visitor);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Item not found.' } });
      expect(refused.body).not.toContain(SECRETS.product);
    }
    const taken = await add(member);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.body).toContain(SECRETS.product);
  });

  it.each(SURFACES)('a member reads the gated content at %s, never cached for others', async (url) => {
    const response = await member.request({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('a member sees every gated piece where it belongs', async () => {
    const get = async (url: string) => (await member.request({ method: 'GET', url })).body;
    expect(await get('/members')).toContain(SECRETS.membersPage);
    expect(await get('/blog')).toContain(SECRETS.post);
    expect(await get('/blog/feeding-a-sourdough-starter')).toContain(SECRETS.post);
    expect(await get('/')).toContain(SECRETS.product);
    expect(await get('/shop')).toContain(SECRETS.product);
    expect(await get('/shop/stoneware-mug?format=json')).toContain(SECRETS.product);
  });

  describe('the page cache', () => {
    it('member first, then non-members on the same paths: the non-members get the public view', async () => {
      for (const path of ['/members', '/blog', '/', '/shop/stoneware-mug']) {
        expect(leaks(await member.request({ method: 'GET', url: path })), path).not.toEqual([]);
        for (const other of [new Visitor(() => t.app), nonMember]) {
          const response = await other.request({ method: 'GET', url: path });
          expect(leaks(response), path).toEqual([]);
        }
      }
    });

    it('non-members first, then a member on the same paths: the member gets the content, not the denied page', async () => {
      for (const path of ['/members', '/blog', '/', '/shop/stoneware-mug']) {
        const first = await new Visitor(() => t.app).request({ method: 'GET', url: path });
        const second = await new Visitor(() => t.app).request({ method: 'GET', url: path });
        // The public view is cached and shared (same entity tag).
        expect(second.headers.etag).toBe(first.headers.etag);
        expect(second.headers['cache-control']).toBe('no-cache');
        const response = await member.request({ method: 'GET', url: path });
        expect(response.statusCode, path).toBe(200);
        expect(response.body).not.toContain('This page is locked');
        expect(leaks(response), path).not.toEqual([]);
      }
    });

    it('a membership granted or revoked takes effect on the next page, cached or not', async () => {
      const websiteId = await defaultSiteId(t.db);
      const members = await t.db.selectFrom('member_areas').select('id').where('website_id', '=', websiteId).where('name', '=', 'Members').executeTakeFirstOrThrow();
      const later = await signedInCustomer(t);
      expect((await later.request({ method: 'GET', url: '/members' })).statusCode).toBe(403);
      await addMembership(t.db, websiteId, members.id, later.siteUser.id, 'manual', Date.now());
      const now = await later.request({ method: 'GET', url: '/members' });
      expect(now.statusCode).toBe(200);
      expect(now.body).toContain(SECRETS.membersPage);
      await t.db.updateTable('memberships').set({ status: 'revoked' }).where('site_user_id', '=', later.siteUser.id).execute();
      expect((await later.request({ method: 'GET', url: '/members' })).statusCode).toBe(403);
    });

    it('a lapsed membership (ends_at passed) no longer opens the page', async () => {
      const websiteId = await defaultSiteId(t.db);
      const members = await t.db.selectFrom('member_areas').select('id').where('website_id', '=', websiteId).where('name', '=', 'Members').executeTakeFirstOrThrow();
      const user = await addSiteUser(t.db);
      await addMembership(t.db, websiteId, members.id, user.id, 'manual', Date.now());
      await t.db.updateTable('memberships').set({ status: 'cancelled', ends_at: Date.now() - 1000 }).where('site_user_id', '=', user.id).execute();
      const visitor = new CustomerVisitor(() => t.app);
      expect((await visitor.signIn(user.email)).statusCode).toBe(200);
      expect((await visitor.request({ method: 'GET', url: '/members' })).statusCode).toBe(403);
    });
  });
});
