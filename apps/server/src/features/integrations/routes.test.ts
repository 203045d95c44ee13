import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addToCart, itemId, pay, putCheckout, NY_ADDRESS, shopper } from '../../test-support/checkout.ts';
import { addForm, submitForm } from '../../test-support/forms.ts';
import { setVariantStock } from '../catalog/index.ts';
import { saveCaptchaSettings } from '../captcha/index.ts';
import { signedInCustomer } from '../../test-support/site-users.ts';
import { startMailchimpStandIn, STAND_IN_API_KEY, STAND_IN_EMPTY_KEY, type MailchimpStandIn } from '../../test-support/mailchimp-stand-in.ts';
import { addTestProduct, defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor, type TestStore } from '../../test-support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver.ts';
import { deliverDue, startDeliveryWorker, verifySignature } from './index.ts';

/* The integrations panels' routes and refusals, and what reaches a webhook receiver and the Mailchimp stand-in, on both databases. */

const json = (response: { json(): unknown }) => response.json() as Record<string, any>;
const HOOKS = '/api/owner/integrations/webhooks';
const ML = '/api/owner/integrations/mailing-list';
const EMAIL_FIELD = [{ id: 'e', type: 'email', title: 'Email', required: true }] as const;

forEachStore('integrations', (store: TestStore) => {
  let receiver: WebhookReceiver;
  let standIn: MailchimpStandIn;
  const allowLoopback = (allow: boolean) => {
    store.app.deps.integrations = { allowLoopbackWebhooks: allow, mailchimpBaseUrl: standIn.url, deliveryEveryMs: 60_000 };
  };
  /** Runs the worker as if `aheadMs` had passed (retries come due). */
  const deliver = (aheadMs = 0) => deliverDue({ ...store.app.deps, now: () => Date.now() + aheadMs });
  beforeAll(async () => {
    [receiver, standIn] = await Promise.all([startWebhookReceiver(), startMailchimpStandIn()]);
    allowLoopback(true);
  });
  afterAll(async () => {
    await Promise.all([receiver.close(), standIn.close()]);
  });

  it('needs settings:write (ADMIN, WEBSITE_MANAGER) and the crumb for writes', async () => {
    expect((await (await ownerVisitor(store)).request({ method: 'GET', url: HOOKS })).statusCode).toBe(401);
    for (const role of ['EDITOR', 'STORE_MANAGER', 'VIEWER'] as const) {
      expect((await (await ownerVisitor(store, role)).request({ method: 'GET', url: ML })).statusCode, role).toBe(403);
    }
    const manager = await ownerVisitor(store, 'WEBSITE_MANAGER');
    expect((await manager.request({ method: 'GET', url: HOOKS })).statusCode).toBe(200);
    expect((await manager.send('POST', HOOKS, { url: receiver.url, events: ['order.created'] }, false)).statusCode).toBe(403);
  });

  it('refuses bad webhooks with a clear 400 and saves nothing', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    allowLoopback(false);
    const cases: Array<[unknown, string]> = [
      [{ url: 'ftp://hooks.example.com/x', events: ['order.created'] }, 'A webhook URL must start with http:// or https://.'],
      [{ url: 'http://10.0.0.8/hook', events: ['order.created'] }, 'A webhook may not point at this server’s own, private or local addresses.'],
      [{ url: 'http://169.254.169.254/latest/meta-data', events: ['order.created'] }, 'A webhook may not point at this server’s own, private or local addresses.'],
      [{ url: `${receiver.url}/hook`, events: ['order.created'] }, 'A webhook may not point at this server’s own, private or local addresses.'],
      [{ url: 'http://[::1]:9/hook', events: ['order.created'] }, 'A webhook may not point at this server’s own, private or local addresses.'],
      [{ url: 'https://u:p@hooks.example.com/', events: ['order.created'] }, 'A webhook URL may not carry a user name or password.'],
      [{ url: 'https://hooks.example.com/', events: [] }, 'Choose at least one event.'],
      [{ url: 'https://hooks.example.com/', events: ['order.shipped'] }, 'order.shipped is not one of the expected options.'],
      [{ url: '', events: ['order.created'] }, 'Enter the webhook’s URL.'],
      [[1, 2], 'The body must be a JSON object with url and events.'],
    ];
    for (const [body, message] of cases) {
      const response = await admin.send('POST', HOOKS, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(response).error.message, JSON.stringify(body)).toBe(message);
    }
    allowLoopback(true);
    expect(json(await admin.request({ method: 'GET', url: HOOKS })).webhooks).toEqual([]);
  });

  it('adds a webhook whose secret is shown once; Send test signs a delivery, and the panel counts the connection', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const made = await admin.send('POST', HOOKS, { url: `${receiver.url}/orders`, events: ['order.created', 'form.submitted', 'order.created'] });
    expect(made.statusCode).toBe(201);
    const { webhook, secret } = json(made);
    expect(secret).toMatch(/^whsec_/);
    expect(webhook).toMatchObject({ url: `${receiver.url}/orders`, events: ['order.created', 'form.submitted'], status: 'awaiting', deliveries: 0 });
    const listed = await admin.request({ method: 'GET', url: HOOKS });
    expect(listed.body).not.toContain(secret);
    expect(json(listed)).toMatchObject({ connections: 0, webhooks: [{ id: webhook.id, status: 'awaiting' }] });

    const before = receiver.received.length;
    const tested = await admin.send('POST', `${HOOKS}/${webhook.id}/test`);
    expect(tested.statusCode).toBe(200);
    expect(json(tested).delivery).toMatchObject({ event: 'webhook.test', status: 'delivered', attempts: 1, responseStatus: 200 });
    const arrived = receiver.received[before];
    expect(arrived?.path).toBe('/orders');
    expect(arrived?.headers['content-type']).toBe('application/json');
    expect(arrived?.headers['plinth-event']).toBe('webhook.test');
    expect(verifySignature(secret, arrived?.headers['plinth-signature'] ?? '', arrived?.body ?? '', Math.floor(Date.now() / 1000))).toBe(true);
    // The Standard Webhooks headers too: the standard's own verifier accepts the delivery as it arrived.
    expect(arrived?.headers['webhook-id']).toBe(json(tested).delivery.id);
    expect(new StandardWebhook(secret).verify(arrived?.body ?? '', arrived?.headers as Record<string, string>)).toMatchObject({ type: 'webhook.test' });
    expect(() => new StandardWebhook(secret).verify(`${arrived?.body} `, arrived?.headers as Record<string, string>)).toThrow();
    expect(JSON.parse(arrived?.body ?? '{}')).toMatchObject({ type: 'webhook.test', data: { webhookId: webhook.id } });
    expect(json(await admin.request({ method: 'GET', url: HOOKS }))).toMatchObject({ connections: 1, webhooks: [{ id: webhook.id, status: 'connected', deliveries: 1 }] });

    receiver.answerWith(500);
    const failed = await admin.send('POST', `${HOOKS}/${webhook.id}/test`);
    receiver.answerWith(200);
    expect(failed.statusCode).toBe(503);
    expect(json(failed)).toEqual({ error: { code: 'UNAVAILABLE', message: 'Unable to connect. Please try again.' } });
    const log = json(await admin.request({ method: 'GET', url: `${HOOKS}/${webhook.id}/deliveries` })).deliveries;
    expect(log.map((d: { status: string; responseStatus: number }) => `${d.status}:${d.responseStatus}`)).toEqual(['failed:500', 'delivered:200']);
    // A failed test is not retried behind the owner's back.
    expect(await deliver(3600_000)).toBe(0);
    // Retry, from the log: sent again with the same event id.
    const failedId = log[0].id;
    const retried = await admin.send('POST', `${HOOKS}/${webhook.id}/deliveries/${failedId}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(json(retried).delivery).toMatchObject({ id: failedId, status: 'pending', attempts: 0 });
    expect(await deliver()).toBe(1);
    expect(json(await admin.request({ method: 'GET', url: `${HOOKS}/${webhook.id}/deliveries` })).deliveries[0]).toMatchObject({ id: failedId, status: 'delivered' });
    expect(JSON.parse(receiver.received.at(-1)?.body ?? '{}').id).toBe(JSON.parse(receiver.received.at(-2)?.body ?? '{}').id);
    const again = await admin.send('POST', `${HOOKS}/${webhook.id}/deliveries/${failedId}/retry`);
    expect(again.statusCode).toBe(404);
    expect(json(again)).toEqual({ error: { code: 'NOT_FOUND', message: 'Only a failed delivery of this webhook can be retried.' } });
    await admin.request({ method: 'DELETE', url: `${HOOKS}/${webhook.id}` });
  });

  it('tells a webhook of an order and a form submission, retrying with backoff while the receiver is down', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const { webhook, secret } = json(await admin.send('POST', HOOKS, { url: `${receiver.url}/events`, events: ['order.created', 'form.submitted'] }));
    await deliver(3600_000 * 24); // anything earlier tests left behind
    const before = receiver.received.length;

    receiver.answerWith(503);
    const visitor = shopper(() => store.app);
    await addToCart(visitor, await itemId(store.db, 'stoneware-mug'), 'MUG-OAT');
    expect((await putCheckout(visitor, { email: 'hook@example.com', shippingAddress: NY_ADDRESS })).statusCode).toBe(200);
    const paid = await pay(visitor);
    expect(paid.statusCode).toBe(200);
    expect(await deliver()).toBe(1);
    let log = json(await admin.request({ method: 'GET', url: `${HOOKS}/${webhook.id}/deliveries` })).deliveries;
    expect(log[0]).toMatchObject({ event: 'order.created', status: 'pending', attempts: 1, responseStatus: 503, error: 'HTTP 503' });
    expect(log[0].nextAttemptAt).toBeGreaterThan(Date.now() + 25_000);
    expect(await deliver()).toBe(0); // not due yet

    receiver.answerWith(200);
    expect(await deliver(60_000)).toBe(1);
    log = json(await admin.request({ method: 'GET', url: `${HOOKS}/${webhook.id}/deliveries` })).deliveries;
    expect(log[0]).toMatchObject({ event: 'order.created', status: 'delivered', attempts: 2, responseStatus: 200, nextAttemptAt: null });
    const [, second] = receiver.received.slice(before);
    const body = JSON.parse(second?.body ?? '{}');
    expect(body).toMatchObject({ type: 'order.created', data: { customerEmail: 'hook@example.com', items: [{ sku: 'MUG-OAT', quantity: 1 }] } });
    // Both attempts carried the same event id, so the receiver can tell a retry.
    expect(JSON.parse(receiver.received[before]?.body ?? '{}').id).toBe(body.id);
    expect(verifySignature(secret, second?.headers['plinth-signature'] ?? '', second?.body ?? '', Math.floor(Date.now() / 1000))).toBe(true);

    const formId = await addForm(store, { name: 'Contact hook', fields: [...EMAIL_FIELD] });
    expect((await submitForm(await ownerVisitor(store), formId, { e: 'asker@example.org' })).statusCode).toBe(200);
    expect(await deliver()).toBe(1);
    expect(JSON.parse(receiver.received.at(-1)?.body ?? '{}')).toMatchObject({ type: 'form.submitted', data: { formId, values: { e: 'asker@example.org' } } });
    await admin.request({ method: 'DELETE', url: `${HOOKS}/${webhook.id}` });
  });

  it('tells a webhook of a restock sign-up, a new customer account and a free member-area join; a restock opt-in reaches Mailchimp too', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const siteId = await defaultSiteId(store.db);
    const { webhook } = json(await admin.send('POST', HOOKS, { url: `${receiver.url}/people`, events: ['restock.signed_up', 'customer.created', 'member.joined'] }));
    await admin.send('POST', `${ML}/connection`, { provider: 'mailchimp', apiKey: STAND_IN_API_KEY });
    await admin.send('PUT', `${ML}/settings`, { listId: 'f6g7h8i9j0', doubleOptIn: false });
    await deliver(3600_000 * 24);
    const before = receiver.received.length;

    // A sold-out size, signed up for with the mailing-list box ticked (no captcha widget for this test).
    await saveCaptchaSettings(store.db, siteId, { provider: 'turnstile', siteKey: null, secretKey: null, verifyUrl: null });
    const { itemId: productId, variantIds } = await addTestProduct(store.db);
    await setVariantStock(store.db, siteId, variantIds[1] as string, { qtyInStock: 0 });
    const visitor = new Visitor(() => store.app);
    await visitor.arrive('/');
    const restock = await visitor.send('POST', '/api/site-users/account/notifications/restock', { productId, variantId: variantIds[1], siteVisitorEmail: 'Waiter@Example.org', isJoinMailingList: true });
    expect(restock.statusCode, restock.body).toBe(201);

    const signUp = await visitor.send('POST', '/api/site-users/accounts', { email: 'joiner@example.org', password: 'a-long-password', name: 'Jo Iner' });
    expect(signUp.statusCode, signUp.body).toBe(202);

    const customer = await signedInCustomer(store);
    const area = await store.db.selectFrom('member_areas').select(['id', 'name']).where('website_id', '=', siteId).where('access_type', '=', 'free').executeTakeFirstOrThrow();
    const joined = await customer.send('POST', `/api/site-users/account/member-areas/${area.id}/join`);
    expect(joined.statusCode, joined.body).toBe(200);

    expect(await deliver()).toBe(4);
    const bodies = receiver.received.slice(before).map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.type).sort()).toEqual(['customer.created', 'member.joined', 'restock.signed_up']);
    expect(bodies.find((b) => b.type === 'restock.signed_up').data).toMatchObject({ productId, variantId: variantIds[1], email: 'waiter@example.org', joinMailingList: true });
    expect(bodies.find((b) => b.type === 'customer.created').data).toMatchObject({ email: 'joiner@example.org', name: 'Jo Iner' });
    expect(JSON.stringify(bodies)).not.toContain('argon2');
    expect(bodies.find((b) => b.type === 'member.joined').data).toMatchObject({ memberAreaId: area.id, memberAreaName: area.name, siteUserId: customer.siteUser.id });
    expect(standIn.members.get('f6g7h8i9j0')).toContainEqual({ email_address: 'waiter@example.org', status: 'subscribed' });

    // A repeat sign-up for the same size is no new event.
    await visitor.send('POST', '/api/site-users/account/notifications/restock', { productId, variantId: variantIds[1], siteVisitorEmail: 'waiter@example.org', isJoinMailingList: false });
    expect(await deliver()).toBe(0);
    await admin.request({ method: 'DELETE', url: `${HOOKS}/${webhook.id}` });
    await admin.request({ method: 'DELETE', url: `${ML}/connection` });
  });

  it('picks up a delivery whose worker died mid-send once its lease runs out, and tells nobody of a webhook that is gone', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    await deliver(3600_000 * 24); // anything earlier tests left behind
    const { webhook } = json(await admin.send('POST', HOOKS, { url: `${receiver.url}/lease`, events: ['form.submitted'] }));
    const formId = await addForm(store, { name: 'Lease', fields: [...EMAIL_FIELD] });
    expect((await submitForm(await ownerVisitor(store), formId, { e: 'lease@example.org' })).statusCode).toBe(200);
    // A worker claims it and dies before recording anything.
    const claimed = await store.db.updateTable('integration_deliveries').set({ locked_until: Date.now() + 60_000 }).where('webhook_id', '=', webhook.id).where('status', '=', 'pending').executeTakeFirst();
    expect(Number(claimed.numUpdatedRows)).toBe(1);
    expect(await deliver()).toBe(0);
    expect(await deliver(61_000)).toBe(1);
    expect(JSON.parse(receiver.received.at(-1)?.body ?? '{}')).toMatchObject({ type: 'form.submitted', data: { formId } });

    expect((await submitForm(await ownerVisitor(store), formId, { e: 'gone@example.org' })).statusCode).toBe(200);
    await admin.request({ method: 'DELETE', url: `${HOOKS}/${webhook.id}` });
    const count = receiver.received.length;
    expect(await deliver()).toBe(0);
    expect(receiver.received.length).toBe(count);
  });

  it('runs on its own in plinth start: the worker sends what is due and drops log entries past a month', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    await deliver(3600_000 * 24);
    const { webhook } = json(await admin.send('POST', HOOKS, { url: `${receiver.url}/worker`, events: ['form.submitted'] }));
    await admin.send('POST', `${HOOKS}/${webhook.id}/test`);
    await store.db.updateTable('integration_deliveries').set({ updated_at: Date.now() - 31 * 24 * 3600_000 }).where('webhook_id', '=', webhook.id).execute();
    const stop = startDeliveryWorker({ ...store.app.deps, integrations: { ...store.app.deps.integrations!, deliveryEveryMs: 50 } }, store.app.log);
    try {
      const formId = await addForm(store, { name: 'Worker', fields: [...EMAIL_FIELD] });
      const before = receiver.received.length;
      expect((await submitForm(await ownerVisitor(store), formId, { e: 'worker@example.org' })).statusCode).toBe(200);
      await receiver.waitFor(before + 1, 5000);
    } finally {
      await stop();
    }
    const log = json(await admin.request({ method: 'GET', url: `${HOOKS}/${webhook.id}/deliveries` })).deliveries;
    expect(log.map((d: { event: string; status: string }) => `${d.event}:${d.status}`)).toEqual(['form.submitted:delivered']);
    await admin.request({ method: 'DELETE', url: `${HOOKS}/${webhook.id}` });
  });

  it('refuses loopback again at send time when the operator no longer allows it', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const { webhook } = json(await admin.send('POST', HOOKS, { url: `${receiver.url}/later`, events: ['order.created'] }));
    allowLoopback(false);
    const before = receiver.received.length;
    const tested = await admin.send('POST', `${HOOKS}/${webhook.id}/test`);
    allowLoopback(true);
    expect(tested.statusCode).toBe(503);
    expect(receiver.received.length).toBe(before);
    const [entry] = json(await admin.request({ method: 'GET', url: `${HOOKS}/${webhook.id}/deliveries` })).deliveries;
    expect(entry).toMatchObject({ status: 'failed', responseStatus: null });
    expect(entry.error).toContain('may not call');

    const gone = await admin.request({ method: 'DELETE', url: `${HOOKS}/${webhook.id}` });
    expect(gone.statusCode).toBe(204);
    for (const [method, url] of [['DELETE', `${HOOKS}/${webhook.id}`], ['POST', `${HOOKS}/${webhook.id}/test`], ['GET', `${HOOKS}/${webhook.id}/deliveries`]] as const) {
      const response = await admin.request({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(json(response)).toEqual({ error: { code: 'NOT_FOUND', message: 'This webhook could not be found.' } });
    }
  });

  it('connects Mailchimp, selects a list, and sends newsletter sign-ups there too, through an outage; disconnects', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    await admin.request({ method: 'DELETE', url: `${ML}/connection` });
    expect(json(await admin.request({ method: 'GET', url: ML })).connection).toBeNull();
    expect((await admin.request({ method: 'GET', url: `${ML}/lists` })).statusCode).toBe(409);

    const refusals: Array<[unknown, number, string]> = [
      [{ provider: 'mailchimp', apiKey: 'not-a-key' }, 400, 'That is not a Mailchimp API key (it ends in the data centre, like -us6).'],
      [{ provider: 'mailchimp', apiKey: 'ffffffffffffffffffffffffffffffff-us6' }, 400, 'The provider refused this API key.'],
      [{ provider: 'mailchimp', apiKey: STAND_IN_EMPTY_KEY }, 400, "You don't have any mailing lists; create one before continuing."],
      [{ provider: 'constant-contact', apiKey: STAND_IN_API_KEY }, 400, 'constant-contact is not one of the expected options.'],
      [{ provider: 'mailchimp' }, 400, 'Enter the API key.'],
    ];
    for (const [body, status, message] of refusals) {
      const response = await admin.send('POST', `${ML}/connection`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(json(response).error.message).toBe(message);
    }
    standIn.failNext(1);
    const down = await admin.send('POST', `${ML}/connection`, { provider: 'mailchimp', apiKey: STAND_IN_API_KEY });
    expect(down.statusCode).toBe(503);
    expect(json(down).error.message).toBe('Unable to connect. Please try again.');
    expect(json(await admin.request({ method: 'GET', url: ML })).connection).toBeNull();

    const connected = await admin.send('POST', `${ML}/connection`, { provider: 'mailchimp', apiKey: STAND_IN_API_KEY });
    expect(connected.statusCode).toBe(201);
    expect(connected.body).not.toContain(STAND_IN_API_KEY);
    expect(json(connected).connection).toMatchObject({ provider: 'mailchimp', account: 'us6', list: null, doubleOptIn: false });
    expect(json(await admin.request({ method: 'GET', url: `${ML}/lists` })).lists.map((l: { name: string }) => l.name)).toEqual(['Studio newsletter', 'Wholesale buyers']);

    for (const [body, message] of [
      [{ listId: null, doubleOptIn: false }, 'A List must be selected.'],
      [{ listId: '', doubleOptIn: false }, 'A List must be selected.'],
      [{ doubleOptIn: false }, 'A List must be selected.'],
      [{ listId: 'zzz', doubleOptIn: false }, 'zzz is not one of the expected options.'],
    ] as const) {
      const response = await admin.send('PUT', `${ML}/settings`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(response).error.message).toBe(message);
    }

    // Connected but no list yet: a sign-up stays on the site's list only.
    const formId = await addForm(store, { name: 'News hook', isNewsletter: true, doubleOptIn: false, fields: [...EMAIL_FIELD] });
    expect((await submitForm(await ownerVisitor(store), formId, { e: 'early@example.org' })).statusCode).toBe(200);
    expect(await deliver()).toBe(0);

    const saved = await admin.send('PUT', `${ML}/settings`, { listId: 'a1b2c3d4e5', doubleOptIn: false });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).connection).toMatchObject({ list: { id: 'a1b2c3d4e5', name: 'Studio newsletter' }, doubleOptIn: false });

    standIn.failNext(1);
    expect((await submitForm(await ownerVisitor(store), formId, { e: 'Reader@Example.org' })).statusCode).toBe(200);
    expect(await deliver()).toBe(1);
    expect(json(await admin.request({ method: 'GET', url: ML })).connection).toMatchObject({ pending: 1, failed: 0 });
    expect(await deliver(60_000)).toBe(1);
    expect(standIn.members.get('a1b2c3d4e5')).toContainEqual({ email_address: 'reader@example.org', status: 'subscribed' });
    const state = json(await admin.request({ method: 'GET', url: ML }));
    expect(state.connection).toMatchObject({ pending: 0 });
    expect(state.siteList.subscribers).toBeGreaterThanOrEqual(2);

    // Require double opt-in: the provider gets the address as pending (it sends its own confirmation).
    await admin.send('PUT', `${ML}/settings`, { listId: 'a1b2c3d4e5', doubleOptIn: true });
    expect((await submitForm(await ownerVisitor(store), formId, { e: 'careful@example.org' })).statusCode).toBe(200);
    await deliver();
    expect(standIn.members.get('a1b2c3d4e5')).toContainEqual({ email_address: 'careful@example.org', status: 'pending' });

    // An outage longer than every retry: the sign-up fails, and Retry sends it once Mailchimp is back.
    standIn.failNext(1000);
    expect((await submitForm(await ownerVisitor(store), formId, { e: 'patient@example.org' })).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 12; attempt++) expect(await deliver(attempt * 7 * 3600_000)).toBe(1);
    expect(json(await admin.request({ method: 'GET', url: ML })).connection).toMatchObject({ pending: 0, failed: 1 });
    standIn.failNext(0);
    expect(json(await admin.send('POST', `${ML}/retry`)).connection).toMatchObject({ pending: 1, failed: 0 });
    expect(await deliver()).toBe(1);
    expect(standIn.members.get('a1b2c3d4e5')).toContainEqual({ email_address: 'patient@example.org', status: 'pending' });

    // A list deleted at Mailchimp: the provider rejects the address, and it is given up at once rather than retried for hours.
    await store.db.updateTable('mailing_list_connections').set({ list_id: 'deleted-list' }).execute();
    expect((await submitForm(await ownerVisitor(store), formId, { e: 'orphan@example.org' })).statusCode).toBe(200);
    expect(await deliver()).toBe(1);
    expect(json(await admin.request({ method: 'GET', url: ML })).connection).toMatchObject({ pending: 0, failed: 1 });

    const disconnected = await admin.request({ method: 'DELETE', url: `${ML}/connection` });
    expect(disconnected.statusCode).toBe(200);
    expect(json(disconnected).connection).toBeNull();
    expect((await submitForm(await ownerVisitor(store), formId, { e: 'after@example.org' })).statusCode).toBe(200);
    expect(await deliver()).toBe(0);
    expect((await admin.send('PUT', `${ML}/settings`, { listId: 'a1b2c3d4e5', doubleOptIn: true })).statusCode).toBe(409);
  });
});
