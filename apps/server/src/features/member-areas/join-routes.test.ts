import { describe, expect, it, vi } from 'vitest';
import { Visitor, forEachStore } from '../../test-support/test-app.ts';
import { itemId, paymentMethod, newKey, NY_ADDRESS } from '../../test-support/checkout.ts';
import { ownerVisitor } from '../../test-support/owner.ts';
import { signedInCustomer } from '../../test-support/site-users.ts';
import { flushAnalyticsEvents } from '../analytics/index.ts';

const joinPath = (id: string) => `/api/site-users/account/member-areas/${id}/join`;

forEachStore('joining a member area', (t) => {
  const newArea = async (body: Record<string, unknown>) => {
    const owner = await ownerVisitor(t, 'ADMIN');
    const response = await owner.send('POST', '/api/owner/member-areas', body);
    expect(response.statusCode, response.body).toBe(201);
    return { owner, area: response.json().memberArea as { id: string; product: { id: string; url: string } | null } };
  };
  const aboutId = async () => (await t.db.selectFrom('collections').select('id').where('url_id', '=', 'about').executeTakeFirstOrThrow()).id;

  it('refuses a visitor who is not signed in (401) and a write without the XSRF header (403)', async () => {
    const { area } = await newArea({ name: 'Guarded' });
    const visitor = new Visitor(() => t.app);
    await visitor.arrive();
    const anonymous = await visitor.send('POST', joinPath(area.id));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('Sign in to your account to continue.');
    const customer = await signedInCustomer(t);
    const noHeader = await customer.request({ method: 'POST', url: joinPath(area.id), headers: { 'x-siteuser-xsrf-token': '' } });
    expect(noHeader.statusCode).toBe(403);
    const unknown = await customer.send('POST', joinPath('nope'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Member area not found.');
  });

  it('records the paywall seen and the Join pressed as CommerceGatedContent events of the visitor', async () => {
    const { owner, area } = await newArea({ name: 'Counted' });
    await owner.send('PUT', `/api/owner/member-areas/${area.id}/content`, { content: [{ collectionId: await aboutId() }] });
    const customer = await signedInCustomer(t);
    // A browser's user agent: the analytics drop bots (and the test client's default agent reads as one).
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' };
    expect((await customer.request({ method: 'GET', url: '/about', headers: browser })).statusCode).toBe(403);
    expect((await customer.request({ method: 'POST', url: joinPath(area.id), headers: { ...browser, referer: 'http://localhost/about' } })).statusCode).toBe(200);
    // An unknown area is no click.
    expect((await customer.send('POST', joinPath('nope'))).statusCode).toBe(404);
    // Recorded after the answer (never delaying it): wait for both to be written.
    const rows = await vi.waitFor(async () => {
      await flushAnalyticsEvents(t.app);
      const written = await t.db
        .selectFrom('analytics_events')
        .select(['event_name', 'schema_name', 'path', 'data_json'])
        .where('schema_name', '=', 'CommerceGatedContent')
        .where('data_json', 'like', `%${area.id}%`)
        .orderBy('event_name')
        .execute();
      expect(written.map((row) => [row.event_name, row.path])).toEqual([
        ['access_denied_click', '/about'],
        ['paywall_page_view', '/about'],
      ]);
      return written;
    });
    expect(JSON.parse(rows[1].data_json!)).toEqual({ event_name: 'paywall_page_view', member_area_id: area.id, signed_in: true });
    await owner.send('DELETE', `/api/owner/member-areas/${area.id}`);
  });

  it('a free area: joined at once, the confirmed page links to the content, which opens', async () => {
    const { owner, area } = await newArea({ name: 'Open house' });
    await owner.send('PUT', `/api/owner/member-areas/${area.id}/content`, { content: [{ collectionId: await aboutId() }] });
    const customer = await signedInCustomer(t);
    expect((await customer.request({ method: 'GET', url: '/about' })).statusCode).toBe(403);

    const joined = await customer.send('POST', joinPath(area.id));
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ status: 'joined', confirmedUrl: `/account/membership-confirmed?area=${area.id}` });
    // Joining again is harmless.
    expect((await customer.send('POST', joinPath(area.id))).json().status).toBe('joined');

    const confirmed = await customer.request({ method: 'GET', url: `/account/membership-confirmed?area=${area.id}` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('private, no-store');
    expect(confirmed.body).toContain('You are a member of Open house');
    expect(confirmed.body).toContain('href="/about"');
    const json = await customer.request({ method: 'GET', url: `/account/membership-confirmed?area=${area.id}&format=json` });
    expect(json.json()).toMatchObject({ pageType: 208, membership: { isMember: true, content: [{ title: 'About', url: '/about' }] } });
    expect((await customer.request({ method: 'GET', url: '/about' })).statusCode).toBe(200);

    // Someone else sees no content links on the confirmed page; an unknown area is not found.
    const other = await new Visitor(() => t.app).request({ method: 'GET', url: `/account/membership-confirmed?area=${area.id}&format=json` });
    expect(other.json()).toMatchObject({ membership: { isMember: false, content: [] } });
    expect((await customer.request({ method: 'GET', url: '/account/membership-confirmed?area=nope' })).statusCode).toBe(404);
    await owner.send('DELETE', `/api/owner/member-areas/${area.id}`);
  });

  it('a revoked member cannot join again by themselves', async () => {
    const { owner, area } = await newArea({ name: 'Revocable' });
    const customer = await signedInCustomer(t);
    await customer.send('POST', joinPath(area.id));
    expect((await owner.send('DELETE', `/api/owner/member-areas/${area.id}/members/${customer.siteUser.id}`)).statusCode).toBe(204);
    const again = await customer.send('POST', joinPath(area.id));
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe('Your access to this member area was revoked. Contact the site owner.');
  });

  it('a paid area: Join answers the product to buy; the subscription bought signed in is the membership, kept to the end of the paid period after cancelling', async () => {
    const { owner, area } = await newArea({ name: 'Bakers guild', access: 'paid', product: { priceCents: 700, billingPeriod: { value: 1, unit: 'MONTH' } } });
    await owner.send('PUT', `/api/owner/member-areas/${area.id}/content`, { content: [{ collectionId: await aboutId() }] });
    const customer = await signedInCustomer(t);
    const denied = await customer.request({ method: 'GET', url: '/about?format=json' });
    expect(denied.json()).toMatchObject({ pageType: 106, memberArea: { id: area.id, access: 'paid' } });

    const join = await customer.send('POST', joinPath(area.id));
    expect(join.statusCode, join.body).toBe(200);
    const answer = join.json();
    expect(answer).toMatchObject({ status: 'purchase', productId: area.product?.id, productUrl: '/shop/bakers-guild-membership', confirmedUrl: `/account/membership-confirmed?area=${area.id}` });
    expect((await customer.request({ method: 'GET', url: '/about' })).statusCode).toBe(403);

    // The Join button's purchase: the subscription checkout, paid while signed in.
    const cart = await customer.send('POST', '/api/3/commerce/cart/subscription', { itemId: answer.productId, sku: answer.sku, qty: 1 });
    expect(cart.statusCode, cart.body).toBe(200);
    const paid = await customer.send('POST', `/api/3/commerce/cart/subscription/${cart.json().cartToken}/pay`, { idempotencyKey: newKey(), paymentMethodId: await paymentMethod(customer), email: customer.siteUser.email, shippingAddress: NY_ADDRESS });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await customer.request({ method: 'GET', url: '/about' })).statusCode).toBe(200);
    // The order's page leads on to the membership.
    const orderPage = await customer.request({ method: 'GET', url: paid.json().confirmationUrl });
    expect(orderPage.statusCode).toBe(200);
    expect(orderPage.headers['cache-control']).toBe('private, no-store');
    expect(orderPage.body).toContain(`<a href="/account/membership-confirmed?area=${area.id}">Go to Bakers guild</a>`);
    const orderJson = await customer.request({ method: 'GET', url: `${paid.json().confirmationUrl}&format=json` });
    expect(orderJson.json()).toMatchObject({ order: { memberAreas: [{ name: 'Bakers guild', url: `/account/membership-confirmed?area=${area.id}` }] } });
    // An ordinary subscription's order, bought by the same member, leads to no area.
    const blend = await customer.send('POST', '/api/3/commerce/cart/subscription', { itemId: await itemId(t.db, 'house-blend-subscription'), sku: 'COFFEE-SUB-BEAN', qty: 1 });
    const blendPaid = await customer.send('POST', `/api/3/commerce/cart/subscription/${blend.json().cartToken}/pay`, { idempotencyKey: newKey(), paymentMethodId: await paymentMethod(customer), email: customer.siteUser.email, shippingAddress: NY_ADDRESS });
    expect(blendPaid.statusCode, blendPaid.body).toBe(200);
    const ordinary = await customer.request({ method: 'GET', url: blendPaid.json().confirmationUrl });
    expect(ordinary.statusCode).toBe(200);
    expect(ordinary.body).not.toContain('/account/membership-confirmed');
    expect(ordinary.body).not.toContain('Go to ');
    const members = await owner.request({ method: 'GET', url: `/api/owner/member-areas/${area.id}/members` });
    expect(members.json().members).toEqual([expect.objectContaining({ siteUserId: customer.siteUser.id, source: 'purchase', status: 'active', endsAt: null, hasAccess: true })]);
    expect((await customer.send('POST', joinPath(area.id))).json().status).toBe('joined');

    // A new price changes the same product: the member keeps access, new buyers pay the new price.
    const repriced = await owner.request({ method: 'PATCH', url: `/api/owner/member-areas/${area.id}`, payload: { product: { priceCents: 900, billingPeriod: { value: 1, unit: 'YEAR' } } } });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json().memberArea.product).toMatchObject({ id: area.product?.id, priceCents: 900, billingPeriod: { value: 1, unit: 'YEAR' } });
    expect((await customer.request({ method: 'GET', url: '/about' })).statusCode).toBe(200);

    // Cancelled: access lasts to the end of the paid period, then ends.
    const subscription = await t.db.selectFrom('subscriptions').select(['id', 'next_billing_at']).where('site_user_id', '=', customer.siteUser.id).executeTakeFirstOrThrow();
    await t.db.updateTable('subscriptions').set({ status: 'cancelled', cancelled_at: Date.now() }).where('id', '=', subscription.id).execute();
    expect((await customer.request({ method: 'GET', url: '/about' })).statusCode).toBe(200);
    const cancelled = await owner.request({ method: 'GET', url: `/api/owner/member-areas/${area.id}/members` });
    expect(cancelled.json().members[0]).toMatchObject({ status: 'cancelled', endsAt: Number(subscription.next_billing_at), hasAccess: true });
    await t.db.updateTable('subscriptions').set({ next_billing_at: Date.now() - 1000 }).where('id', '=', subscription.id).execute();
    expect((await customer.request({ method: 'GET', url: '/about' })).statusCode).toBe(403);
    await owner.send('DELETE', `/api/owner/member-areas/${area.id}`);
  });

  describe('a paid area whose product is gone', () => {
    it('answers 409: not on sale', async () => {
      const { owner, area } = await newArea({ name: 'Orphaned', access: 'paid', product: { priceCents: 500, billingPeriod: { value: 1, unit: 'WEEK' } } });
      await owner.send('DELETE', `/api/owner/products/${area.product?.id}`);
      const customer = await signedInCustomer(t);
      const response = await customer.send('POST', joinPath(area.id));
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('This membership is not on sale right now.');
      await owner.send('DELETE', `/api/owner/member-areas/${area.id}`);
    });
  });
});
