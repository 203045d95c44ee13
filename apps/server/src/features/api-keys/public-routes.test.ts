import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { newId } from '../../infra/database/ids.ts';
import { addTestProduct, defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { addSiteUser } from '../../test-support/site-users.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';
import { createOrder } from '../orders/index.ts';
import { createWebsite } from '../site/index.ts';
import { API_KEY_RATE_LIMIT } from './index.ts';

/* The public API on both databases: every route with a key of the right scope, and every refusal. */

const json = (response: { json(): unknown }) => response.json() as Record<string, any>;

/** Makes a key through the owner's route, as the panel does; returns its secret. */
async function keyWith(store: TestStore, scopes: string[]): Promise<{ id: string; secret: string }> {
  const admin = await ownerVisitor(store, 'ADMIN');
  const made = json(await admin.send('POST', '/api/owner/api-keys', { name: `Key ${newId().slice(0, 4)}`, scopes }));
  return { id: made.key.id, secret: made.secret };
}

const call = (store: TestStore, url: string, secret: string | null, init: { method?: 'GET' | 'POST'; body?: object } = {}) =>
  store.app.inject({ method: init.method ?? 'GET', url, headers: secret === null ? {} : { authorization: `Bearer ${secret}` }, ...(init.body ? { payload: init.body } : {}) });

forEachStore('the public API', (store) => {
  it('refuses a call without a key, with a malformed, unknown or deleted key (401, Bearer challenge)', async () => {
    const missing = await call(store, '/api/v1/orders', null);
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="plinth"');
    expect(json(missing)).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'An API key is required: send it as Authorization: Bearer <key>.' } });
    const basic = await store.app.inject({ url: '/api/v1/orders', headers: { authorization: 'Basic YWRtaW46cGFzcw==' } });
    expect(basic.statusCode).toBe(401);
    const unknown = await call(store, '/api/v1/orders', `plk_${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(401);
    expect(json(unknown)).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'This API key is not valid or has been deleted.' } });

    const key = await keyWith(store, ['orders:read']);
    expect((await call(store, '/api/v1/orders', key.secret)).statusCode).toBe(200);
    const admin = await ownerVisitor(store, 'ADMIN');
    expect((await admin.send('DELETE', `/api/owner/api-keys/${key.id}`)).statusCode).toBe(204);
    const deleted = await call(store, '/api/v1/orders', key.secret);
    expect(deleted.statusCode).toBe(401);
    expect(json(deleted).error.message).toBe('This API key is not valid or has been deleted.');
  });

  it('refuses a key of one site on another site’s host', async () => {
    await createWebsite(store.db, { name: 'Other shop', isDefault: false, hosts: [`other-${newId().slice(0, 6)}.test`] });
    const host = (await store.db.selectFrom('website_hosts').select('host').where('host', 'like', 'other-%').executeTakeFirstOrThrow()).host;
    const key = await keyWith(store, ['orders:read']);
    const elsewhere = await store.app.inject({ url: '/api/v1/orders', headers: { host, authorization: `Bearer ${key.secret}` } });
    expect(elsewhere.statusCode).toBe(401);
    expect((await call(store, '/api/v1/orders', key.secret)).statusCode).toBe(200);
  });

  it('puts the RateLimit headers on every answer to a key: a list, a 404, a 403', async () => {
    const key = await keyWith(store, ['orders:read']);
    for (const [url, status] of [['/api/v1/orders', 200], ['/api/v1/orders/000000000000000000000000', 404], ['/api/v1/profiles', 403]] as const) {
      const answer = await call(store, url, key.secret);
      expect(answer.statusCode, url).toBe(status);
      expect(answer.headers['ratelimit-limit'], url).toBe(String(API_KEY_RATE_LIMIT.limit));
      expect(Number(answer.headers['ratelimit-remaining']), url).toBeLessThan(API_KEY_RATE_LIMIT.limit);
      expect(Number(answer.headers['ratelimit-reset']), url).toBeGreaterThan(0);
    }
  });

  it('answers compressed JSON to a client that accepts it, plain JSON to one that does not', async () => {
    const key = await keyWith(store, ['products:read']);
    const url = '/api/v1/products?limit=20';
    const plain = await store.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key.secret}` } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, inflate] of [['gzip', gunzipSync], ['br, gzip', brotliDecompressSync]] as const) {
      const packed = await store.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key.secret}`, 'accept-encoding': accept } });
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(accept.split(',')[0]);
      expect(packed.headers['content-type']).toContain('application/json');
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(inflate(packed.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('answers a wrong method with 405 and Allow, before asking for a key; an unknown path stays 404', async () => {
    for (const [method, url, allow] of [['DELETE', '/api/v1/orders', 'GET, HEAD'], ['PUT', '/api/v1/orders/abc', 'GET, HEAD'], ['GET', '/api/v1/inventory/abc/adjustments', 'POST'], ['POST', '/api/v1/products?limit=2', 'GET, HEAD']] as const) {
      const answer = await store.app.inject({ method, url });
      expect([answer.statusCode, answer.headers.allow], `${method} ${url}`).toEqual([405, allow]);
      expect(json(answer).error.code).toBe('METHOD_NOT_ALLOWED');
    }
    expect(json(await store.app.inject({ method: 'DELETE', url: '/api/v1/orders' })).error.message).toBe('DELETE is not allowed here: use GET or HEAD.');
    expect((await store.app.inject({ method: 'GET', url: '/api/v1/nothing-here' })).statusCode).toBe(404);
  });

  it('refuses a key without the route’s scope (403) and touches nothing', async () => {
    const { variantIds } = await addTestProduct(store.db);
    const reader = await keyWith(store, ['orders:read', 'inventory:read']);
    for (const url of ['/api/v1/products', '/api/v1/transactions', '/api/v1/profiles', '/api/v1/form-submissions']) {
      const refused = await call(store, url, reader.secret);
      expect(refused.statusCode, url).toBe(403);
    }
    const adjust = await call(store, `/api/v1/inventory/${variantIds[0]}/adjustments`, reader.secret, { method: 'POST', body: { delta: -3 } });
    expect(adjust.statusCode).toBe(403);
    expect(json(adjust)).toEqual({ error: { code: 'FORBIDDEN', message: 'This API key does not have the inventory:write permission.' } });
    const variant = await store.db.selectFrom('variants').select('qty_in_stock').where('id', '=', variantIds[0]!).executeTakeFirstOrThrow();
    expect(variant.qty_in_stock).toBe(10);
    expect(await store.db.selectFrom('stock_movements').select('id').where('variant_id', '=', variantIds[0]!).execute()).toEqual([]);
  });

  it('lists orders newest first with their lines, a page at a time, and one order by id', async () => {
    const siteId = await defaultSiteId(store.db);
    const { itemId, variantIds } = await addTestProduct(store.db);
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(
        await createOrder(store.db, {
          websiteId: siteId, testMode: true, customerEmail: `buyer${i}@plinth.test`, currency: 'USD', subtotalCents: 2500, shippingCents: 500,
          grandTotalCents: 3000, now: Date.now() + 1000 + i,
          items: [{ itemId, variantId: variantIds[0]!, sku: 'T-S', productName: 'Test tee', quantity: 1, unitPriceCents: 2500 }],
        }),
      );
    }
    const key = await keyWith(store, ['orders:read']);
    const first = json(await call(store, '/api/v1/orders?limit=2', key.secret));
    expect(first.orders.map((o: { customerEmail: string }) => o.customerEmail)).toEqual(['buyer2@plinth.test', 'buyer1@plinth.test']);
    expect(first.orders[0]).toMatchObject({
      orderNumber: made[2]!.orderNumber, testMode: true, grandTotal: { value: '30.00', currency: 'USD' }, shippingTotal: { value: '5.00', currency: 'USD' },
      lineItems: [{ productId: itemId, variantId: variantIds[0], sku: 'T-S', productName: 'Test tee', quantity: 1, unitPrice: { value: '25.00', currency: 'USD' } }],
    });
    const second = json(await call(store, `/api/v1/orders?limit=2&cursor=${first.nextCursor}`, key.secret));
    expect(second.orders[0].customerEmail).toBe('buyer0@plinth.test');
    // The demo store's own order comes last; nothing is repeated across pages.
    const ids = [...first.orders, ...second.orders].map((o: { id: string }) => o.id);
    expect(new Set(ids).size).toBe(ids.length);

    const one = await call(store, `/api/v1/orders/${made[1]!.id}`, key.secret);
    expect(json(one).order.customerEmail).toBe('buyer1@plinth.test');
    expect(one.headers['cache-control']).toBe('no-store');
    expect((await call(store, '/api/v1/orders/nope', key.secret)).statusCode).toBe(404);
    for (const bad of ['limit=0', 'limit=101', 'limit=x', 'cursor=%25%25%25']) {
      const refused = await call(store, `/api/v1/orders?${bad}`, key.secret);
      expect(refused.statusCode, bad).toBe(400);
    }
    const listed = json(await (await ownerVisitor(store, 'ADMIN')).request({ method: 'GET', url: '/api/owner/api-keys' }));
    expect(listed.keys.find((k: { id: string }) => k.id === key.id).lastUsedAt).toBeGreaterThan(0);
  });

  it('filters orders by createdSince and updatedSince (ISO 8601), and gives each its createdAt and updatedAt', async () => {
    const siteId = await defaultSiteId(store.db);
    const { itemId, variantIds } = await addTestProduct(store.db);
    const base = Date.UTC(2031, 0, 10, 12, 0, 0);
    const order = (i: number, now: number) =>
      createOrder(store.db, {
        websiteId: siteId, testMode: true, customerEmail: `since${i}@plinth.test`, currency: 'USD', subtotalCents: 1000, shippingCents: 0, grandTotalCents: 1000, now,
        items: [{ itemId, variantId: variantIds[0]!, sku: 'T-S', productName: 'Test tee', quantity: 1, unitPriceCents: 1000 }],
      });
    const older = await order(0, base);
    await order(1, base + 3_600_000);
    // The older order is fulfilled a day later: it changed after the newer one was made.
    await store.db.insertInto('order_events').values({ id: newId(), website_id: siteId, order_id: older.id, kind: 'fulfilled', detail_json: '{}', created_at: base + 86_400_000 }).execute();
    const key = await keyWith(store, ['orders:read']);
    const emails = async (query: string) => json(await call(store, `/api/v1/orders?${query}`, key.secret)).orders.map((o: { customerEmail: string }) => o.customerEmail);
    expect(await emails('createdSince=2031-01-10T12:30:00Z')).toEqual(['since1@plinth.test']);
    expect(await emails('createdSince=2031-01-10T13:30:00%2B01:00')).toEqual(['since1@plinth.test']);
    expect(await emails('createdSince=2031-01-10')).toEqual(['since1@plinth.test', 'since0@plinth.test']);
    expect(await emails('updatedSince=2031-01-11T00:00:00Z')).toEqual(['since0@plinth.test']);
    const one = json(await call(store, `/api/v1/orders/${older.id}`, key.secret)).order;
    expect([one.createdAt, one.updatedAt, one.createdOn]).toEqual(['2031-01-10T12:00:00.000Z', '2031-01-11T12:00:00.000Z', base]);
    for (const bad of ['createdSince=yesterday', 'createdSince=2031-01-10T12:00', 'updatedSince=2031-13-40', 'createdSince=1700000000000']) {
      const refused = await call(store, `/api/v1/orders?${bad}`, key.secret);
      expect([refused.statusCode, json(refused).error.message], bad).toEqual([400, `${bad.split('=')[0]} must be an ISO 8601 time, e.g. 2026-12-01T00:00:00Z.`]);
    }
    // The payment and fulfilment states filter too.
    await store.db.updateTable('orders').set({ fulfillment_status: 'fulfilled' }).where('id', '=', older.id).execute();
    expect(await emails('createdSince=2031-01-01&fulfillmentStatus=fulfilled')).toEqual(['since0@plinth.test']);
    expect(await emails('createdSince=2031-01-01&fulfillmentStatus=unfulfilled&paymentStatus=paid')).toEqual(['since1@plinth.test']);
    expect(json(await call(store, '/api/v1/orders?paymentStatus=lost', key.secret)).error.message).toBe('paymentStatus must be paid, partially_refunded or refunded.');
    expect(one).toMatchObject({ paymentStatus: 'paid', fulfillmentStatus: 'unfulfilled' });
    // The other lists take createdSince too, and carry createdAt.
    const profileKey = (await keyWith(store, ['profiles:read'])).secret;
    const profile = json(await call(store, '/api/v1/profiles?limit=1', profileKey)).profiles[0];
    if (profile) expect(profile.createdAt).toBe(new Date(profile.createdOn).toISOString());
    expect(json(await call(store, '/api/v1/profiles?createdSince=2099-01-01', profileKey)).profiles).toEqual([]);
  });

  it('lists products with variants and stock, and every variant’s inventory by cursor', async () => {
    const { itemId, variantIds } = await addTestProduct(store.db, 'Newest tee');
    const key = await keyWith(store, ['products:read', 'inventory:read']);
    const products = json(await call(store, '/api/v1/products?limit=1', key.secret));
    expect(products.products).toHaveLength(1);
    expect(products.products[0]).toMatchObject({
      id: itemId, name: 'Newest tee', type: 'PHYSICAL', published: true,
      variants: [
        { id: variantIds[0], price: { value: '25.00', currency: 'USD' }, attributes: { Size: 'S' }, stock: { quantity: 10, unlimited: false } },
        { id: variantIds[1], price: { value: '27.00', currency: 'USD' }, stock: { quantity: 4, unlimited: false } },
      ],
    });
    expect(products.nextCursor).toEqual(expect.any(String));

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = json(await call(store, `/api/v1/inventory?limit=20${cursor ? `&cursor=${cursor}` : ''}`, key.secret));
      seen.push(...page.inventory.map((row: { variantId: string }) => row.variantId));
      cursor = page.nextCursor;
    } while (cursor);
    const all = await store.db.selectFrom('variants').select('id').where('website_id', '=', await defaultSiteId(store.db)).execute();
    expect(seen.sort()).toEqual(all.map((row) => row.id).sort());
  });

  it('adjusts stock with inventory:write, recorded as a stock movement; never below zero', async () => {
    const { variantIds } = await addTestProduct(store.db);
    const key = await keyWith(store, ['inventory:write']);
    const url = `/api/v1/inventory/${variantIds[1]}/adjustments`;
    const taken = await call(store, url, key.secret, { method: 'POST', body: { delta: -3 } });
    expect(taken.statusCode).toBe(200);
    expect(json(taken)).toMatchObject({ stock: { variantId: variantIds[1], quantity: 1, unlimited: false }, movement: { delta: -3, quantityAfter: 1 } });
    const movements = await store.db.selectFrom('stock_movements').select(['delta', 'qty_after', 'reason']).where('variant_id', '=', variantIds[1]!).execute();
    expect(movements).toEqual([{ delta: -3, qty_after: 1, reason: `api-key ${key.secret.slice(0, 12)}` }]);

    const tooMany = await call(store, url, key.secret, { method: 'POST', body: { delta: -2 } });
    expect(tooMany.statusCode).toBe(409);
    expect(json(tooMany)).toEqual({ error: { code: 'CONFLICT', message: 'Stock cannot go below zero.' } });
    for (const body of [{ delta: 0 }, { delta: 1.5 }, { delta: '3' }, {}]) {
      expect((await call(store, url, key.secret, { method: 'POST', body })).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(store, `/api/v1/inventory/${newId()}/adjustments`, key.secret, { method: 'POST', body: { delta: 1 } })).statusCode).toBe(404);
    const after = await store.db.selectFrom('variants').select('qty_in_stock').where('id', '=', variantIds[1]!).executeTakeFirstOrThrow();
    expect(after.qty_in_stock).toBe(1);
  });

  it('moves stock once for a retried adjustment with the same Idempotency-Key, and refuses the key for another request', async () => {
    const { variantIds } = await addTestProduct(store.db);
    const key = await keyWith(store, ['inventory:write']);
    const url = `/api/v1/inventory/${variantIds[0]}/adjustments`;
    const post = (delta: number, idempotencyKey?: string) =>
      store.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${key.secret}`, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) }, payload: { delta } });
    const first = await post(-2, 'restock-7f3a');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retried = await post(-2, 'restock-7f3a');
    expect([retried.statusCode, retried.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(json(retried)).toEqual(json(first));
    // Racing retries make one move too.
    const raced = await Promise.all([post(-1, 'race-1'), post(-1, 'race-1'), post(-1, 'race-1')]);
    expect(raced.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(raced.map((r) => json(r).movement.id)).size).toBe(1);
    const movements = await store.db.selectFrom('stock_movements').select('delta').where('variant_id', '=', variantIds[0]!).execute();
    expect(movements.map((m) => m.delta).sort((a, b) => a - b)).toEqual([-2, -1]);
    expect(json(await post(-2)).stock.quantity).toBe(5); // 10 - 2 - 1 - 2: without a key every call moves stock

    const reused = await post(-5, 'restock-7f3a');
    expect([reused.statusCode, json(reused).error.message]).toEqual([409, 'This Idempotency-Key was used for another request: send a new key with a new request.']);
    const malformed = await post(-1, 'x'.repeat(256));
    expect([malformed.statusCode, json(malformed).error.message]).toEqual([400, 'Idempotency-Key must be 1 to 255 visible ASCII characters.']);
  });

  it('lists payments, customer profiles and form submissions (of all forms or one)', async () => {
    const siteId = await defaultSiteId(store.db);
    const now = Date.now() + 5000;
    const paymentId = newId();
    await store.db
      .insertInto('payments')
      .values({ id: paymentId, website_id: siteId, cart_id: newId(), status: 'succeeded', amount_cents: 1250, currency: 'USD', provider: 'test', provider_payment_id: 'tp_1', test_mode: 1, created_at: now, updated_at: now })
      .execute();
    const customer = await addSiteUser(store.db, { name: 'Grace Profile' });
    const formId = newId();
    const otherFormId = newId();
    await store.db.insertInto('forms').values([{ id: formId, website_id: siteId, name: 'Wholesale enquiry' }, { id: otherFormId, website_id: siteId, name: 'Other' }]).execute();
    for (const [i, form] of [formId, formId, otherFormId].entries()) {
      await store.db
        .insertInto('form_submissions')
        .values({ id: newId(), website_id: siteId, form_id: form, values_json: JSON.stringify({ message: `Hello ${i}` }), page_title: 'Contact', page_id: 'p', content_source: 'c', page_path: '/contact', visitor_key: 'v', created_at: now + i })
        .execute();
    }
    const key = await keyWith(store, ['transactions:read', 'profiles:read', 'forms:read']);

    const transactions = json(await call(store, '/api/v1/transactions', key.secret)).transactions;
    expect(transactions[0]).toMatchObject({ id: paymentId, status: 'succeeded', amount: { value: '12.50', currency: 'USD' }, providerPaymentId: 'tp_1', testMode: true });
    const profiles = json(await call(store, '/api/v1/profiles', key.secret)).profiles;
    expect(profiles[0]).toMatchObject({ id: customer.id, name: 'Grace Profile', emailVerified: true });
    expect(JSON.stringify(profiles)).not.toContain('argon2');
    const all = json(await call(store, '/api/v1/form-submissions', key.secret)).submissions;
    expect(all.slice(0, 3).map((s: { values: { message: string } }) => s.values.message)).toEqual(['Hello 2', 'Hello 1', 'Hello 0']);
    const one = json(await call(store, `/api/v1/form-submissions?formId=${formId}&limit=1`, key.secret));
    expect(one.submissions).toEqual([expect.objectContaining({ formId, formName: 'Wholesale enquiry', pagePath: '/contact', values: { message: 'Hello 1' } })]);
    const rest = json(await call(store, `/api/v1/form-submissions?formId=${formId}&limit=1&cursor=${one.nextCursor}`, key.secret));
    expect(rest.submissions.map((s: { values: { message: string } }) => s.values.message)).toEqual(['Hello 0']);
    expect(rest.nextCursor).toBeNull();
  });

  it(`limits each key to ${API_KEY_RATE_LIMIT.limit} calls a minute: then 429 with Retry-After, other keys unaffected`, async () => {
    const busy = await keyWith(store, ['profiles:read']);
    const calm = await keyWith(store, ['profiles:read']);
    const first = await call(store, '/api/v1/profiles?limit=1', busy.secret);
    expect([first.headers['ratelimit-limit'], first.headers['ratelimit-remaining']]).toEqual([String(API_KEY_RATE_LIMIT.limit), String(API_KEY_RATE_LIMIT.limit - 1)]);
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(first.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    for (let i = 1; i < API_KEY_RATE_LIMIT.limit; i++) expect((await call(store, '/api/v1/profiles?limit=1', busy.secret)).statusCode).toBe(200);
    const limited = await call(store, '/api/v1/profiles?limit=1', busy.secret);
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    expect(limited.headers['ratelimit-reset']).toBe(String(seconds));
    // The message says the same wait as Retry-After.
    expect(json(limited)).toEqual({ error: { code: 'RATE_LIMITED', message: `This API key has made its ${API_KEY_RATE_LIMIT.limit} calls for this minute: try again in ${seconds === 60 ? '1 minute' : seconds === 1 ? '1 second' : `${seconds} seconds`}.` } });
    expect((await call(store, '/api/v1/profiles?limit=1', calm.secret)).statusCode).toBe(200);
  });
});
