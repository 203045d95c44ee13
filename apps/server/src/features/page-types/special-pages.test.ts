import { expect, it } from 'vitest';
import { signUp } from '../newsletter/index.ts';
import { addToCart, itemId, paymentMethod, newKey, NY_ADDRESS, pay, putCheckout, shopper } from '../../test-support/checkout.ts';
import { defaultSiteId } from '../../test-support/owner.ts';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';

/* The special pages visitors reach by a link: not found (100), error (101), order status (211), order received (207), subscription confirmed (206), newsletter unsubscribe (300). */

const context = async (visitor: Visitor, url: string) => (await visitor.request({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}format=json` })).json() as Record<string, any>;

forEachStore('page types: the pages a link opens', (store) => {
  const visitor = () => new Visitor(() => store.app);

  it('answers an unknown path with the not-found page (100, 404): a way home and a search box to /search', async () => {
    const page = await visitor().request({ method: 'GET', url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<a href="/">Return home</a>');
    expect(page.body).toContain('<form class="not-found__search" role="search" method="get" action="/search">');
    expect(page.body).toContain('<label for="not-found-search">Search the site</label>');
    expect((await context(visitor(), '/no-such-page')).pageType).toBe(100);
  });

  it('answers a real failure with the theme’s error page (101, 500) for HTML, JSON for ?format=json, and stays up', async () => {
    store.app.deps.pageExtensions.kinds.push({
      name: 'boom',
      match: (info) => info.path === '/boom' || null,
      resolve: async () => {
        throw new Error('the database went away');
      },
    });
    const page = await visitor().request({ method: 'GET', url: '/boom' });
    expect(page.statusCode).toBe(500);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1 class="page__title">Something went wrong</h1>');
    expect(page.body).toContain('class="page-type-101"');
    expect(page.body).not.toContain('aria-current="page"');
    expect(page.body).not.toContain('the database went away');
    const asJson = await visitor().request({ method: 'GET', url: '/boom?format=json' });
    expect(asJson.statusCode).toBe(500);
    expect(asJson.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong.' } });
    // A refusal is not an error page, and the API keeps its JSON.
    expect((await visitor().request({ method: 'GET', url: '/api/no-such-route' })).json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    expect((await visitor().request({ method: 'GET', url: '/about' })).statusCode).toBe(200);
  });

  it('shows an order’s status (211), received (207) and subscription-confirmed (206) pages only with its token', async () => {
    const buyer = shopper(() => store.app);
    await addToCart(buyer, await itemId(store.db, 'stoneware-mug'), 'MUG-OAT', 2);
    expect((await putCheckout(buyer, { email: 'ada@example.com', shippingAddress: NY_ADDRESS })).statusCode).toBe(200);
    const paid = await pay(buyer);
    expect(paid.statusCode).toBe(200);
    const { order, confirmationUrl } = paid.json() as { order: { id: string; orderNumber: number }; confirmationUrl: string };
    const token = new URL(confirmationUrl, 'http://x').searchParams.get('token') as string;
    const base = `/commerce/orders/${order.id}`;

    const status = await visitor().request({ method: 'GET', url: `${base}/status?token=${token}` });
    expect(status.statusCode).toBe(200);
    expect(status.headers['cache-control']).toBe('private, no-store');
    expect(status.body).toContain(`<h1 class="page__title">Order #${order.orderNumber}</h1>`);
    expect(status.body).toContain('<dt>Status</dt><dd>Paid (test mode)</dd>');
    expect(status.body).toMatch(/<td>Speckled Stoneware Mug<\/td><td>2<\/td><td>\$22.00<\/td>/);
    expect((await context(visitor(), `${base}/status?token=${token}`)).pageType).toBe(211);

    const received = await visitor().request({ method: 'GET', url: `${base}/received?token=${token}` });
    expect(received.body).toContain(`Order #${order.orderNumber} received`);
    expect(received.body).toContain('Thank you. We have received your order and sent a confirmation to ada@example.com.');
    expect((await context(visitor(), `${base}/received?token=${token}`)).pageType).toBe(207);

    for (const url of [`${base}/status?token=wrong`, `${base}/status`, `/commerce/orders/nope/received?token=${token}`, `${base}/subscription?token=${token}`]) {
      const refused = await visitor().request({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.body).not.toContain('ada@example.com');
    }

    const subscriber = shopper(() => store.app);
    const cart = await subscriber.send('POST', '/api/3/commerce/cart/subscription', { itemId: await itemId(store.db, 'house-blend-subscription'), sku: 'COFFEE-SUB-BEAN', qty: 1, additionalFields: null });
    const subscribed = await subscriber.send('POST', `/api/3/commerce/cart/subscription/${cart.json().cartToken}/pay`, { idempotencyKey: newKey(), paymentMethodId: await paymentMethod(subscriber), email: 'sub@example.com', shippingAddress: NY_ADDRESS });
    expect(subscribed.statusCode).toBe(200);
    const subscriptionUrl = (subscribed.json().confirmationUrl as string).replace('?token=', '/subscription?token=');
    const confirmed = await visitor().request({ method: 'GET', url: subscriptionUrl });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('<h1 class="page__title">Subscription confirmed</h1>');
    expect(confirmed.body).toMatch(/House Blend[^<]*<\/strong>: \$[\d.]+, Every [^—]+— Active/);
    expect((await context(visitor(), subscriptionUrl)).pageType).toBe(206);
  });

  it('unsubscribes from the newsletter on the theme’s page (300), again and again; an unknown token is 404 Link not valid', async () => {
    const websiteId = await defaultSiteId(store.db);
    const { confirmToken } = await signUp(store.db, websiteId, { email: 'leaving@example.org', formId: null, doubleOptIn: true, now: Date.now() });
    const url = `/newsletter/unsubscribe?token=${confirmToken}`;
    for (let i = 0; i < 2; i++) {
      const page = await visitor().request({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1 class="page__title">Unsubscribed</h1>');
      expect(page.body).toContain('leaving@example.org will no longer receive news from Plinth Demo Store.');
      expect(page.body).toContain('class="site-header"');
    }
    expect((await context(visitor(), url)).pageType).toBe(300);
    const row = await store.db.selectFrom('mailing_list').select('status').where('email', '=', 'leaving@example.org').executeTakeFirstOrThrow();
    expect(row.status).toBe('unsubscribed');
    for (const bad of ['/newsletter/unsubscribe', '/newsletter/unsubscribe?token=nope', `/newsletter/unsubscribe?token=${'x'.repeat(300)}`]) {
      const page = await visitor().request({ method: 'GET', url: bad });
      expect(page.statusCode, bad).toBe(404);
      expect(page.body).toContain('<h1 class="page__title">Link not valid</h1>');
    }
  });
});
