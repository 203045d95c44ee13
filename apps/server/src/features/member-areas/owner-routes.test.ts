import { describe, expect, it } from 'vitest';
import { forEachStore } from '../../test-support/test-app.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { addSiteUser } from '../../test-support/site-users.ts';

forEachStore('owner member-area routes', (t) => {
  const owner = () => ownerVisitor(t, 'STORE_MANAGER');
  const ids = async () => {
    const websiteId = await defaultSiteId(t.db);
    const collection = async (urlId: string) => (await t.db.selectFrom('collections').select('id').where('website_id', '=', websiteId).where('url_id', '=', urlId).executeTakeFirstOrThrow()).id;
    const item = async (urlId: string) => (await t.db.selectFrom('items').select(['id', 'collection_id']).where('website_id', '=', websiteId).where('url_id', '=', urlId).executeTakeFirstOrThrow());
    return { websiteId, collection, item };
  };

  it('lists the seeded Members area with its page and its member', async () => {
    const response = await (await owner()).request({ method: 'GET', url: '/api/owner/member-areas' });
    expect(response.statusCode).toBe(200);
    const members = response.json().memberAreas.find((a: { name: string }) => a.name === 'Members');
    expect(members).toMatchObject({ access: 'free', product: null, memberCount: 1, content: [{ itemId: null, title: 'Members', url: '/members', kind: 'page' }] });
  });

  it('creates a free area, edits it, fills it with a page, a post and a product, and deletes it', async () => {
    const o = await owner();
    const { collection, item } = await ids();
    const created = await o.send('POST', '/api/owner/member-areas', { name: '  Insiders ', description: 'Early news' });
    expect(created.statusCode, created.body).toBe(201);
    const area = created.json().memberArea;
    expect(area).toMatchObject({ name: 'Insiders', description: 'Early news', access: 'free', product: null, content: [], memberCount: 0 });

    const renamed = await o.request({ method: 'PATCH', url: `/api/owner/member-areas/${area.id}`, payload: { name: 'Insiders Club' } });
    expect(renamed.json().memberArea).toMatchObject({ name: 'Insiders Club', description: 'Early news' });

    const post = await item('feeding-a-sourdough-starter');
    const mug = await item('stoneware-mug');
    const content = [
      { collectionId: await collection('about'), itemId: null },
      { collectionId: post.collection_id, itemId: post.id },
      { collectionId: mug.collection_id, itemId: mug.id },
    ];
    const filled = await o.send('PUT', `/api/owner/member-areas/${area.id}/content`, { content });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().memberArea.content.map((c: { url: string; kind: string }) => [c.url, c.kind])).toEqual([
      ['/about', 'page'],
      ['/blog/feeding-a-sourdough-starter', 'post'],
      ['/shop/stoneware-mug', 'product'],
    ]);
    // While the area holds /about, a visitor gets the access-denied page there.
    expect((await o.request({ method: 'GET', url: '/about' })).statusCode).toBe(403);

    const got = await o.request({ method: 'GET', url: `/api/owner/member-areas/${area.id}` });
    expect(got.json().memberArea.content).toHaveLength(3);
    expect((await o.send('DELETE', `/api/owner/member-areas/${area.id}`)).statusCode).toBe(204);
    expect((await o.request({ method: 'GET', url: `/api/owner/member-areas/${area.id}` })).statusCode).toBe(404);
    expect((await o.send('DELETE', `/api/owner/member-areas/${area.id}`)).statusCode).toBe(404);
    // Deleting the area made /about public again.
    expect((await o.request({ method: 'GET', url: '/about' })).statusCode).toBe(200);
  });

  it('sells a paid area through a linked subscription product or one it creates from a price and period', async () => {
    const o = await owner();
    const { item } = await ids();
    const coffee = await item('house-blend-subscription');
    const linked = await o.send('POST', '/api/owner/member-areas', { name: 'Coffee club', access: 'paid', product: { productId: coffee.id } });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().memberArea.product).toMatchObject({ id: coffee.id, url: '/shop/house-blend-subscription', priceCents: 1900, currency: 'USD', billingPeriod: { value: 1, unit: 'MONTH' } });

    const made = await o.send('POST', '/api/owner/member-areas', { name: 'Bread school', access: 'paid', product: { priceCents: 900, billingPeriod: { value: 1, unit: 'MONTH' } } });
    expect(made.statusCode, made.body).toBe(201);
    const product = made.json().memberArea.product;
    expect(product).toMatchObject({ title: 'Bread school membership', url: '/shop/bread-school-membership', priceCents: 900, billingPeriod: { value: 1, unit: 'MONTH' } });
    // It is a real subscription product of the catalog.
    const page = await o.request({ method: 'GET', url: '/shop/bread-school-membership?format=json' });
    expect(page.statusCode).toBe(200);
    // A second area of the same name gets its own product URL.
    const again = await o.send('POST', '/api/owner/member-areas', { name: 'Bread school', access: 'paid', product: { priceCents: 1200, billingPeriod: { value: 1, unit: 'YEAR' } } });
    expect(again.json().memberArea.product.url).toBe('/shop/bread-school-membership-2');

    // Made free, the area drops its product (the product stays in the catalog).
    const free = await o.request({ method: 'PATCH', url: `/api/owner/member-areas/${made.json().memberArea.id}`, payload: { access: 'free' } });
    expect(free.json().memberArea).toMatchObject({ access: 'free', product: null });
    const paidAgain = await o.request({ method: 'PATCH', url: `/api/owner/member-areas/${made.json().memberArea.id}`, payload: { access: 'paid' } });
    expect(paidAgain.statusCode).toBe(400);
    expect(paidAgain.json().error.message).toBe('A paid member area needs a product: { productId } or { priceCents, billingPeriod }.');
  });

  describe('refusals: 4xx with a clear message, nothing written', () => {
    it.each([
      [{}, 'name is required.'],
      [{ name: 'x'.repeat(101) }, 'name must be at most 100 characters.'],
      [{ name: 'Paid', access: 'paid' }, 'A paid member area needs a product: { productId } or { priceCents, billingPeriod }.'],
      [{ name: 'Free', product: { productId: 'x' } }, 'A free member area has no product.'],
      [{ name: 'Bad', access: 'gold' }, 'access must be free or paid.'],
      [{ name: 'Bad', access: 'paid', product: { priceCents: 0, billingPeriod: { value: 1, unit: 'MONTH' } } }, 'priceCents must be at least 1.'],
    ])('POST %j → 400', async (body, message) => {
      const before = await t.db.selectFrom('member_areas').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const response = await (await owner()).send('POST', '/api/owner/member-areas', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain(message);
      const after = await t.db.selectFrom('member_areas').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('refuses a product that is not a subscription, and an unknown one', async () => {
      const o = await owner();
      const { item } = await ids();
      const mug = await item('stoneware-mug');
      const notSub = await o.send('POST', '/api/owner/member-areas', { name: 'Mugs', access: 'paid', product: { productId: mug.id } });
      expect(notSub.statusCode).toBe(400);
      expect(notSub.json().error.message).toBe('The product must be a subscription product (with a billing period).');
      const unknown = await o.send('POST', '/api/owner/member-areas', { name: 'Ghost', access: 'paid', product: { productId: 'nope' } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe('Product not found.');
      const notStore = await o.send('POST', '/api/owner/member-areas', { name: 'Ghost', access: 'paid', product: { priceCents: 500, billingPeriod: { value: 1, unit: 'WEEK' }, collectionId: (await ids()).websiteId } });
      expect(notStore.statusCode).toBe(400);
      expect(notStore.json().error.message).toBe('collectionId must name a store page of this site.');
    });

    it('refuses content naming what the site does not have, or twice, and keeps the old content', async () => {
      const o = await owner();
      const { collection, item } = await ids();
      const area = (await o.send('POST', '/api/owner/member-areas', { name: 'Strict' })).json().memberArea;
      const about = await collection('about');
      await o.send('PUT', `/api/owner/member-areas/${area.id}/content`, { content: [{ collectionId: about }] });
      const mug = await item('stoneware-mug');
      const cases: [unknown, string][] = [
        [{ content: [{ collectionId: 'nope', itemId: null }] }, 'Collection nope not found.'],
        [{ content: [{ collectionId: about, itemId: mug.id }] }, `Item ${mug.id} is not in that collection.`],
        [{ content: [{ collectionId: about, itemId: null }, { collectionId: about }] }, 'content lists the same entry twice.'],
        [{ content: 'all' }, 'content must be a list of { collectionId, itemId }.'],
        [{ content: [{ collectionId: about, itemId: '' }] }, 'itemId must not be empty (use null for the whole collection).'],
      ];
      for (const [body, message] of cases) {
        const response = await o.send('PUT', `/api/owner/member-areas/${area.id}/content`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().error.message).toContain(message);
      }
      const kept = await o.request({ method: 'GET', url: `/api/owner/member-areas/${area.id}` });
      expect(kept.json().memberArea.content.map((c: { url: string }) => c.url)).toEqual(['/about']);
      await o.send('DELETE', `/api/owner/member-areas/${area.id}`);
    });

    it('answers 404 for an unknown area on every route', async () => {
      const o = await owner();
      for (const [method, url, payload] of [
        ['GET', '/api/owner/member-areas/nope', undefined],
        ['PATCH', '/api/owner/member-areas/nope', { name: 'x' }],
        ['PUT', '/api/owner/member-areas/nope/content', { content: [] }],
        ['GET', '/api/owner/member-areas/nope/members', undefined],
        ['POST', '/api/owner/member-areas/nope/members', { email: 'a@b.test' }],
        ['DELETE', '/api/owner/member-areas/nope/members/x', undefined],
      ] as const) {
        const response = await o.request({ method, url, payload });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().error.message).toBe('Member area not found.');
      }
    });
  });

  it('grants access by e-mail, lists members, and revokes', async () => {
    const o = await owner();
    const area = (await o.send('POST', '/api/owner/member-areas', { name: 'Granted' })).json().memberArea;
    const user = await addSiteUser(t.db, { name: 'Grace' });
    const granted = await o.send('POST', `/api/owner/member-areas/${area.id}/members`, { email: ` ${user.email.toUpperCase()} ` });
    expect(granted.statusCode, granted.body).toBe(201);
    expect(granted.json().member).toMatchObject({ siteUserId: user.id, email: user.email, name: 'Grace', source: 'manual', status: 'active', endsAt: null, hasAccess: true });
    const listed = await o.request({ method: 'GET', url: `/api/owner/member-areas/${area.id}/members` });
    expect(listed.json().members.map((m: { email: string }) => m.email)).toEqual([user.email]);
    expect((await o.request({ method: 'GET', url: `/api/owner/member-areas/${area.id}` })).json().memberArea.memberCount).toBe(1);

    const unknown = await o.send('POST', `/api/owner/member-areas/${area.id}/members`, { email: 'nobody@plinth.test' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No customer account has this e-mail.');
    const malformed = await o.send('POST', `/api/owner/member-areas/${area.id}/members`, { email: 'not-an-email' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toContain('Email must be a valid e-mail address.');

    expect((await o.send('DELETE', `/api/owner/member-areas/${area.id}/members/${user.id}`)).statusCode).toBe(204);
    const after = await o.request({ method: 'GET', url: `/api/owner/member-areas/${area.id}/members` });
    expect(after.json().members).toEqual([expect.objectContaining({ siteUserId: user.id, status: 'revoked', hasAccess: false })]);
    expect((await o.request({ method: 'GET', url: `/api/owner/member-areas/${area.id}` })).json().memberArea.memberCount).toBe(0);
    const notMember = await o.send('DELETE', `/api/owner/member-areas/${area.id}/members/someone-else`);
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().error.message).toBe('This customer is not a member of this area.');
    await o.send('DELETE', `/api/owner/member-areas/${area.id}`);
  });
});
