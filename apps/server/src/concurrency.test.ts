import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { API_KEY_RATE_LIMIT } from './features/api-keys/index.ts';
import { saveCaptchaSettings } from './features/captcha/index.ts';
import { setVariantStock } from './features/catalog/index.ts';
import { AccountVisitor, freshAddress, freshEmail, Inbox } from './test-support/account-mail.ts';
import { newId } from './infra/database/ids.ts';
import { hitRateLimit } from './infra/rate-limit/rate-limit-repository.ts';
import { addToCart, itemId, newKey, NY_ADDRESS, pay, paymentMethod, putCheckout, shopper } from './test-support/checkout.ts';
import { addForm, fetchKey } from './test-support/forms.ts';
import { addTestProduct, defaultSiteId, ownerVisitor } from './test-support/owner.ts';
import { addSiteUser, signedInCustomer } from './test-support/site-users.ts';
import { forEachStore, Visitor, type TestStore } from './test-support/test-app.ts';

/*
 * Many identical or conflicting requests at once, on both databases: every answer is a 2xx or a clear
 * 4xx (never a 5xx), and the final state counts each thing once — nothing twice, nothing lost.
 */

const N = 10;
const json = (response: LightMyRequestResponse) => response.json() as Record<string, any>;
const times = <T>(n: number, fn: (i: number) => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

/** Every answer is 2xx, or a 4xx with a message; returns the status codes, sorted. */
function statuses(responses: LightMyRequestResponse[]): number[] {
  for (const response of responses) {
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (response.statusCode >= 400) expect(typeof json(response).error?.message, response.body).toBe('string');
  }
  return responses.map((r) => r.statusCode).sort((a, b) => a - b);
}

const count = async (store: TestStore, table: 'site_users' | 'mailing_list' | 'restock_signups' | 'memberships' | 'comment_likes', where: [string, unknown][]) => {
  let query = store.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  for (const [column, value] of where) query = query.where(column as never, '=', value as never);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

forEachStore('concurrent requests', (store) => {
  const inbox = new Inbox(store);
  let siteId: string;
  beforeAll(async () => {
    siteId = await defaultSiteId(store.db);
    // A hosted captcha without keys shows no widget, so the restock sign-ups need none.
    await saveCaptchaSettings(store.db, siteId, { provider: 'turnstile', siteKey: null, secretKey: null, verifyUrl: null });
  });

  it('signs one address up for an account once, however many sign-ups race', async () => {
    const email = freshEmail('racer');
    const answers = await times(N, () => new AccountVisitor(store).post('/api/site-users/accounts', { email, password: 'a-long-password' }));
    // Accepted alike for a new and a known address; past the address's e-mail throttle, a 429 that says so.
    expect(statuses(answers).every((s) => s === 202 || s === 429)).toBe(true);
    expect(answers.filter((r) => r.statusCode === 202).length).toBeGreaterThan(0);
    expect(await count(store, 'site_users', [['email', email]])).toBe(1);
    const mails = await inbox.unread(email, 1);
    expect(mails.filter((m) => m.linkPath === '/account/verify')).toHaveLength(1);
  });

  it('puts one address on the newsletter once, with one confirmation e-mail', async () => {
    const formId = await addForm(store, { name: `News ${newId().slice(0, 4)}`, isNewsletter: true, doubleOptIn: true, fields: [{ id: 'e', type: 'email', title: 'Email', required: true }] });
    const email = freshEmail('news');
    const visitors = await times(N, async () => {
      const v = new Visitor(() => store.app);
      v.cookies.set('crumb', `crumb-${newId()}`);
      return { v, key: await fetchKey(v) };
    });
    const answers = await Promise.all(
      visitors.map(({ v, key }) =>
        v.request({ method: 'POST', url: '/api/form/SaveFormSubmission', remoteAddress: freshAddress(), payload: { key, formId, form: JSON.stringify({ e: email }), pageTitle: 'News', pageId: 'p', contentSource: 'c', pagePath: '/news' } }),
      ),
    );
    expect(statuses(answers)).toEqual(answers.map(() => 200));
    expect(await count(store, 'mailing_list', [['email', email]])).toBe(1);
    const mails = await inbox.unread(email, 1);
    expect(mails.map((m) => m.subject)).toHaveLength(1);
  });

  it('confirms a newsletter address once when its link is opened many times at once', async () => {
    const formId = await addForm(store, { name: `News ${newId().slice(0, 4)}`, isNewsletter: true, doubleOptIn: true, fields: [{ id: 'e', type: 'email', title: 'Email', required: true }] });
    const email = freshEmail('confirm');
    const v = new Visitor(() => store.app);
    v.cookies.set('crumb', `crumb-${newId()}`);
    const key = await fetchKey(v);
    expect((await v.send('POST', '/api/form/SaveFormSubmission', { key, formId, form: JSON.stringify({ e: email }), pageTitle: 'News', pageId: 'p', contentSource: 'c', pagePath: '/news' })).statusCode).toBe(200);
    const [mail] = await inbox.unread(email, 1);
    const token = /\/api\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const answers = await times(N, () => store.app.inject({ method: 'GET', url: `/api/newsletter/confirm?token=${token}` }));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
    const row = await store.db.selectFrom('mailing_list').select(['status']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.status).toBe('subscribed');
  });

  it('spends a verification link and a password reset link once, however many presses race', async () => {
    const email = freshEmail('verify');
    expect((await new AccountVisitor(store).post('/api/site-users/accounts', { email, password: 'a-long-password' })).statusCode).toBe(202);
    const { token } = await inbox.next(email);
    const verified = await times(N, () => new AccountVisitor(store).post('/api/site-users/account/verify', { token }));
    expect(statuses(verified).filter((s) => s === 200)).toHaveLength(1);

    const user = await addSiteUser(store.db);
    expect((await new AccountVisitor(store).post('/api/site-users/account/password-reset', { email: user.email })).statusCode).toBe(202);
    const reset = await inbox.next(user.email);
    const completed = await times(N, (i) => new AccountVisitor(store).post('/api/site-users/account/password-reset/complete', { token: reset.token, password: `new-password-${i}` }));
    expect(statuses(completed).filter((s) => s === 200)).toHaveLength(1);
  });

  it('never spends one gift card twice when two checkouts pay with it at once', async () => {
    const [giftCard, mug] = await Promise.all(['gift-card', 'stoneware-mug'].map((u) => itemId(store.db, u)));
    const recipient = freshEmail('gift');
    const buyer = shopper(() => store.app);
    const bought = await buyer.send('POST', '/api/commerce/gift-card/purchase', { itemId: giftCard, sku: 'GIFT-25', recipientEmail: recipient, senderName: 'Ada', email: 'ada@example.com', idempotencyKey: newKey(), paymentMethodId: await paymentMethod(buyer) });
    expect(bought.statusCode, bought.body).toBe(200);
    const mail = await store.db.selectFrom('outbox').select('text_body').where('to_address', '=', recipient).executeTakeFirstOrThrow();
    const code = /Your gift card code: ([A-Z0-9-]{19})/.exec(mail.text_body)?.[1] as string;
    const shoppers = await times(2, async () => {
      const s = shopper(() => store.app);
      await addToCart(s, mug, 'MUG-OAT');
      const put = await putCheckout(s, { email: 'spender@example.com', shippingAddress: NY_ADDRESS, giftCardCode: code });
      expect(put.json().checkout.giftCard.appliedCents).toBe(2500);
      return s;
    });
    const paid = await Promise.all(shoppers.map((s) => pay(s)));
    statuses(paid);
    const orders = paid.filter((r) => r.statusCode === 200).map((r) => json(r).order);
    const spent = orders.reduce((sum, order) => sum + Math.round(Number(order.giftCardTotal?.decimalValue ?? 0) * 100), 0);
    const card = await store.db.selectFrom('gift_cards').select('balance_cents').where('website_id', '=', siteId).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(card.balance_cents).toBeGreaterThanOrEqual(0);
    expect(spent + card.balance_cents).toBe(2500);
  });

  it('counts one like per visitor, and every visitor’s like', async () => {
    const post = await store.db.selectFrom('items').select('id').where('url_id', '=', 'feeding-a-sourdough-starter').executeTakeFirstOrThrow();
    const url = `/api/comments/items/${post.id}/likes`;
    const before = await count(store, 'comment_likes', [['item_id', post.id]]);
    const one = await ownerVisitor(store);
    // The like button asks for the count first: that answer issues the visitor's signed id.
    await one.request({ method: 'GET', url });
    const same = await times(N, () => one.send('POST', url));
    expect(statuses(same).filter((s) => s === 201)).toHaveLength(1);
    expect(same.map((r) => json(r).likeCount).every((n) => n === before + 1)).toBe(true);
    // Each from an address of its own: one address adds at most 3 likes of a post a day.
    let address = 0;
    const many = await Promise.all(await times(N, async () => (await ownerVisitor(store)).request({ method: 'POST', url, remoteAddress: `10.39.${Math.floor(address / 250)}.${address++ % 250}` })));
    expect(statuses(many)).toEqual(many.map(() => 201));
    expect(await count(store, 'comment_likes', [['item_id', post.id]])).toBe(before + 1 + N);
  });

  it('signs one address up for a sold-out variant once', async () => {
    const { itemId: productId, variantIds } = await addTestProduct(store.db);
    await setVariantStock(store.db, siteId, variantIds[1] as string, { qtyInStock: 0 });
    const email = freshEmail('restock');
    const answers = await times(N, async (i) => {
      const v = new Visitor(() => store.app);
      v.cookies.set('crumb', `crumb-${newId()}`);
      return v.request({ method: 'POST', url: '/api/site-users/account/notifications/restock', remoteAddress: freshAddress(), payload: { productId, variantId: variantIds[1], siteVisitorEmail: i % 2 ? email.toUpperCase() : email, isJoinMailingList: true } });
    });
    const codes = statuses(answers);
    expect(codes.filter((s) => s === 201)).toHaveLength(1);
    expect(codes.filter((s) => s === 200)).toHaveLength(N - 1);
    expect(await count(store, 'restock_signups', [['variant_id', variantIds[1]]])).toBe(1);
    expect(await count(store, 'mailing_list', [['email', email]])).toBe(1);
  });

  it('moves one variant’s stock by exactly the sum of 20 racing +1 movements', async () => {
    const { variantIds } = await addTestProduct(store.db);
    const owner = await ownerVisitor(store, 'ADMIN');
    const answers = await times(20, () => owner.send('POST', `/api/owner/variants/${variantIds[0]}/stock`, { delta: 1 }));
    expect(statuses(answers)).toEqual(answers.map(() => 200));
    const row = await store.db.selectFrom('variants').select('qty_in_stock').where('id', '=', variantIds[0] as string).executeTakeFirstOrThrow();
    expect(row.qty_in_stock).toBe(30);
    const movements = await store.db.selectFrom('stock_movements').select('id').where('variant_id', '=', variantIds[0] as string).where('reason', '=', 'manual').execute();
    expect(movements).toHaveLength(20);
  });

  it('saves a product that owners edit at once: one of their titles, whole', async () => {
    const { itemId: productId } = await addTestProduct(store.db);
    const owners = await times(N, () => ownerVisitor(store, 'ADMIN'));
    const titles = owners.map((_, i) => `Racing title ${i}`);
    const answers = await Promise.all(owners.map((o, i) => o.request({ method: 'PATCH', url: `/api/owner/products/${productId}`, payload: { title: titles[i] } })));
    expect(statuses(answers).filter((s) => s === 200).length).toBeGreaterThan(0);
    const saved = json(await owners[0]!.request({ method: 'GET', url: `/api/owner/products/${productId}` })).product;
    expect(titles).toContain(saved.title);
    expect(saved.variants).toHaveLength(2);
  });

  it('makes products and pages of one title with distinct urls, never a 500 from the unique index', async () => {
    const owner = await ownerVisitor(store, 'ADMIN');
    const shop = await store.db.selectFrom('collections').select('id').where('url_id', '=', 'shop').executeTakeFirstOrThrow();
    const title = `Racing mug ${newId().slice(0, 6)}`;
    const products = await times(N, () => owner.send('POST', '/api/owner/products', { collectionId: shop.id, title, productType: 'PHYSICAL', variants: [{ attributes: {}, priceCents: 1000 }] }));
    const made = products.filter((r) => r.statusCode === 201).map((r) => json(r).product.urlId);
    statuses(products);
    expect(made.length).toBeGreaterThan(0);
    expect(new Set(made).size).toBe(made.length);

    const pageTitle = `Racing page ${newId().slice(0, 6)}`;
    const pages = await times(N, () => owner.send('POST', '/api/owner/pages', { title: pageTitle }));
    statuses(pages);
    const urls = pages.filter((r) => r.statusCode === 201).map((r) => json(r).page.urlId);
    expect(urls.length).toBeGreaterThan(0);
    expect(new Set(urls).size).toBe(urls.length);

    const blog = (await store.db.selectFrom('collections').select('id').where('url_id', '=', 'blog').executeTakeFirstOrThrow()).id;
    const posts = await times(N, () => owner.send('POST', `/api/owner/collections/${blog}/posts`, { title: pageTitle }));
    statuses(posts);
    const postUrls = posts.filter((r) => r.statusCode === 201).map((r) => json(r).post.urlId);
    expect(postUrls.length).toBeGreaterThan(0);
    expect(new Set(postUrls).size).toBe(postUrls.length);
  });

  it('makes one tag and one category of a name, the rest a 409 with a message', async () => {
    const owner = await ownerVisitor(store, 'ADMIN');
    const blog = (await store.db.selectFrom('collections').select('id').where('url_id', '=', 'blog').executeTakeFirstOrThrow()).id;
    for (const kind of ['tags', 'categories']) {
      const name = `Racing ${kind} ${newId().slice(0, 4)}`;
      const answers = await times(N, (i) => owner.send('POST', `/api/owner/taxonomy/${blog}/${kind}`, { name: i % 2 ? name.toUpperCase() : name }));
      expect(statuses(answers), kind).toEqual([201, ...Array.from({ length: N - 1 }, () => 409)]);
    }
  });

  it('answers no more calls of an API key than its rate limit allows, however many race', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const made = json(await admin.send('POST', '/api/owner/api-keys', { name: `Racer ${newId().slice(0, 4)}`, scopes: ['products:read'] }));
    const left = 5;
    for (let i = 0; i < API_KEY_RATE_LIMIT.limit - left; i++) await hitRateLimit(store.db, `api-key:${made.key.id}`, { ...API_KEY_RATE_LIMIT, now: Date.now() });
    const answers = await times(20, () => store.app.inject({ method: 'GET', url: '/api/v1/products?limit=1', headers: { authorization: `Bearer ${made.secret}` } }));
    const codes = statuses(answers);
    expect(codes.filter((s) => s === 200)).toHaveLength(left);
    expect(codes.filter((s) => s === 429)).toHaveLength(20 - left);
  });

  it('joins a free member area once, with one member.joined delivery', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const hook = await admin.send('POST', '/api/owner/integrations/webhooks', { url: 'https://hooks.example.com/plinth', events: ['member.joined'] });
    expect(hook.statusCode, hook.body).toBe(201);
    const area = json(await admin.send('POST', '/api/owner/member-areas', { name: `Free ${newId().slice(0, 4)}` })).memberArea;
    const customer = await signedInCustomer(store);
    const answers = await times(N, () => customer.send('POST', `/api/site-users/account/member-areas/${area.id}/join`));
    expect(statuses(answers)).toEqual(answers.map(() => 200));
    expect(await count(store, 'memberships', [['member_area_id', area.id]])).toBe(1);
    const deliveries = await store.db.selectFrom('integration_deliveries').select('id').where('event', '=', 'member.joined').where('payload', 'like', `%${area.id}%`).execute();
    expect(deliveries).toHaveLength(1);

    // The owner granting one customer access from several tabs at once: one row, one delivery.
    const granted = await signedInCustomer(store);
    const grants = await times(N, () => admin.send('POST', `/api/owner/member-areas/${area.id}/members`, { email: granted.siteUser.email }));
    expect(statuses(grants).every((s) => s < 300)).toBe(true);
    expect(await count(store, 'memberships', [['member_area_id', area.id], ['site_user_id', granted.siteUser.id]])).toBe(1);
    const grantDeliveries = await store.db.selectFrom('integration_deliveries').select('id').where('event', '=', 'member.joined').where('payload', 'like', `%${granted.siteUser.id}%`).execute();
    expect(grantDeliveries).toHaveLength(1);
    await admin.send('DELETE', `/api/owner/integrations/webhooks/${json(hook).webhook.id}`);
  });
});
