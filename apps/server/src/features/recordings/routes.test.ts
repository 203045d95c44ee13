import { gzipSync } from 'node:zlib';
import { getRecordingEvents, getRecordingId, listRecordings, MOCK_RECORDING_ID, recordingSettings } from '@plinth/api';
import { expect, it } from 'vitest';
import { addToCart, itemId, shopper } from '../../test-support/checkout.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor, type TestStore } from '../../test-support/test-app.ts';
import { createWebsite } from '../site/index.ts';
import { newId } from '../../infra/database/ids.ts';
import { pruneRecordings } from './retention.ts';

const SETTINGS = '/api/owner/recordings/settings';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const at = Date.now();

const meta = (href: string) => ({ type: 4, data: { href, width: 1280, height: 800 }, timestamp: at });
const input = (text: string, offset: number) => ({ type: 3, data: { source: 5, id: 12, text, isChecked: false }, timestamp: at + offset });

/** A visitor's browser: Chrome's user agent and the ss_cvr cookie. */
function browser(store: TestStore, visitorId = newId()): Visitor {
  const visitor = shopper(() => store.app);
  visitor.cookies.set('ss_cvr', `${visitorId}|${at}|${at}|1`);
  return visitor;
}

const getId = (visitor: Visitor, page = '/shop', previous?: string) =>
  visitor.request({ method: 'GET', url: `/api/commerce/session-recorder/getId?page=${encodeURIComponent(page)}${previous ? `&previous=${previous}` : ''}`, headers: { 'user-agent': BROWSER } });

const post = (visitor: Visitor, id: string, body: Buffer | string, contentType = 'application/octet-stream') =>
  visitor.request({ method: 'POST', url: `/api/commerce/session-recorder/events/${id}`, payload: body, headers: { 'content-type': contentType, 'user-agent': BROWSER } });

const gz = (events: unknown) => gzipSync(JSON.stringify(events));

async function turnOn(store: TestStore, changes: Partial<typeof recordingSettings._output> = {}): Promise<void> {
  const admin = await ownerVisitor(store, 'ADMIN');
  const saved = await admin.send('PUT', SETTINGS, { organizationId: 'org-1', retentionDays: 30, maskSelectors: [], unmaskSelectors: [], ...changes });
  expect(saved.statusCode, saved.body).toBe(200);
}

forEachStore('session recording routes', (store) => {
  it('answers the mock id until an organisation id is set, then a new id per visit, kept across its pages', async () => {
    const visitor = browser(store);
    const off = await getId(visitor);
    expect(off.statusCode, off.body).toBe(200);
    expect(getRecordingId.response.safeParse(off.json()).error).toBeUndefined();
    expect(off.json().id).toBe(MOCK_RECORDING_ID);

    await turnOn(store, { maskSelectors: ['.price'], unmaskSelectors: ['.title'] });
    const first = (await getId(visitor, '/shop')).json();
    expect(first.id).not.toBe(MOCK_RECORDING_ID);
    expect(first).toMatchObject({ maskSelectors: ['.price'], unmaskSelectors: ['.title'] });
    const second = (await getId(visitor, '/cart', first.id)).json();
    expect(second.id).toBe(first.id);
    // Another visitor cannot join someone else's recording with its id.
    expect((await getId(browser(store), '/cart', first.id)).json().id).not.toBe(first.id);
    // A new visit (no previous id) is a new recording.
    expect((await getId(visitor, '/shop')).json().id).not.toBe(first.id);
  });

  it('skips bots, the site\'s owners and the dashboard', async () => {
    await turnOn(store);
    const bot = await browser(store).request({ method: 'GET', url: '/api/commerce/session-recorder/getId?page=/', headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
    expect(bot.json().id).toBe(MOCK_RECORDING_ID);
    const owner = await ownerVisitor(store, 'EDITOR');
    expect((await getId(owner, '/shop')).json().id).toBe(MOCK_RECORDING_ID);
    expect((await getId(browser(store), '/config/recordings')).json().id).toBe(MOCK_RECORDING_ID);
    const bad = await getId(browser(store), 'shop');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: 'INVALID', message: expect.stringContaining('page must be a path starting with /.') } });
  });

  it('stores gzip batches in order with what was typed masked, and the owner replays them', async () => {
    await turnOn(store);
    const visitor = browser(store);
    const { id } = (await getId(visitor, '/shop')).json();
    expect((await post(visitor, id, gz([meta('http://localhost/shop'), input('s3cret-typed', 100)]))).statusCode).toBe(204);
    await getId(visitor, '/about', id);
    const second = await post(visitor, id, gz([input('more-typing', 2500)]));
    expect(second.statusCode, second.body).toBe(204);

    const owner = await ownerVisitor(store, 'REPORTING');
    const replay = await owner.request({ method: 'GET', url: `/api/owner/recordings/${id}/events` });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(getRecordingEvents.response.safeParse(replay.json()).error).toBeUndefined();
    expect(replay.body).not.toContain('s3cret-typed');
    expect(replay.body).not.toContain('more-typing');
    const { recording, events } = replay.json();
    expect(events.map((e: { timestamp: number }) => e.timestamp - at)).toEqual([0, 100, 2500]);
    expect(recording).toMatchObject({ id, firstPage: '/shop', pages: ['/shop', '/about'], durationMs: 2500, eventCount: 3, bought: false });

    const list = await owner.request({ method: 'GET', url: '/api/owner/recordings?page=/about' });
    expect(listRecordings.response.safeParse(list.json()).error).toBeUndefined();
    expect(list.json().recordings.map((r: { id: string }) => r.id)).toContain(id);
    expect((await owner.request({ method: 'GET', url: '/api/owner/recordings?page=/blog' })).json().recordings.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it('refuses unknown ids, other sites\' ids, non-gzip, oversize and malformed batches with a 4xx', async () => {
    await turnOn(store);
    const visitor = browser(store);
    const { id } = (await getId(visitor)).json();
    const unknown = await post(visitor, 'abcdefghijklmnop', gz([meta('x')]));
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: { code: 'NOT_FOUND', message: 'Unknown recording.' } }]);
    expect((await post(visitor, 'bad id!', gz([meta('x')]))).statusCode).toBe(400);

    const other = await createWebsite(store.db, { name: 'Other', hosts: [`other-${newId()}.test`] });
    const elsewhere = await store.app.inject({ method: 'POST', url: `/api/commerce/session-recorder/events/${id}`, payload: gz([meta('x')]), headers: { host: [...(await store.db.selectFrom('website_hosts').select('host').where('website_id', '=', other.id).execute())].map((r) => r.host)[0], 'content-type': 'application/octet-stream' } });
    expect(elsewhere.statusCode).toBe(404);

    const plain = await post(visitor, id, JSON.stringify([meta('x')]));
    expect([plain.statusCode, plain.json().error.message]).toEqual([400, 'The batch must be a gzip stream (application/octet-stream).']);
    expect((await post(visitor, id, JSON.stringify([meta('x')]), 'application/json')).statusCode).toBe(400);
    expect((await post(visitor, id, gz([meta('x')]), 'text/plain')).statusCode).toBe(400);

    const big = await post(visitor, id, Buffer.concat([gz([meta('x')]), Buffer.alloc(70 * 1024)]));
    expect(big.statusCode).toBe(413);
    const bomb = await post(visitor, id, gzipSync(Buffer.alloc(30 * 1024 * 1024), { level: 9 }));
    expect([bomb.statusCode, bomb.json().error.message]).toEqual([400, 'The batch inflates past the limit.']);
    const shape = await post(visitor, id, gz([{ type: 2, data: {}, timestamp: 'yesterday' }]));
    expect([shape.statusCode, shape.json().error.message]).toEqual([400, 'Event 0 has no timestamp.']);
    // Nothing was stored from the refused batches: the recording is not listed.
    const owner = await ownerVisitor(store, 'VIEWER');
    expect((await owner.request({ method: 'GET', url: '/api/owner/recordings' })).json().recordings.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it('marks a visit that bought something, and filters by it', async () => {
    await turnOn(store);
    const buyer = browser(store);
    await addToCart(buyer, await itemId(store.db, 'stoneware-mug'), 'MUG-OAT');
    const { id } = (await getId(buyer, '/shop')).json();
    expect((await post(buyer, id, gz([meta('http://localhost/shop')]))).statusCode).toBe(204);
    const site = await defaultSiteId(store.db);
    const cart = await store.db.selectFrom('carts').select('id').where('token', '=', buyer.cookies.get('plinth_cart') ?? '').executeTakeFirst();
    expect(cart, 'the buyer has a cart').toBeDefined();
    await store.db
      .insertInto('orders')
      .values({ id: newId(), website_id: site, order_number: 900_000 + Math.floor(Math.random() * 99_999), purchased_cart_id: cart?.id ?? '', customer_email: 'buyer@plinth.test', currency: 'USD', subtotal_cents: 100, grand_total_cents: 100, created_at: at })
      .execute();
    const browsing = browser(store);
    const other = (await getId(browsing, '/shop')).json().id;
    await post(browsing, other, gz([meta('http://localhost/shop')]));

    const owner = await ownerVisitor(store, 'VIEWER');
    const bought = (await owner.request({ method: 'GET', url: '/api/owner/recordings?bought=true' })).json().recordings;
    expect(bought.find((r: { id: string }) => r.id === id)).toMatchObject({ bought: true });
    expect(bought.map((r: { id: string }) => r.id)).not.toContain(other);
    const notBought = (await owner.request({ method: 'GET', url: '/api/owner/recordings?bought=false' })).json().recordings.map((r: { id: string }) => r.id);
    expect(notBought).toContain(other);
    expect(notBought).not.toContain(id);
  });

  it('settings: reports:read reads, settings:write saves, selectors checked; recordings pruned past the retention', async () => {
    const editor = await ownerVisitor(store, 'EDITOR');
    expect((await editor.request({ method: 'GET', url: SETTINGS })).statusCode).toBe(403);
    const viewer = await ownerVisitor(store, 'VIEWER');
    expect((await viewer.send('PUT', SETTINGS, { organizationId: 'x', retentionDays: 30, maskSelectors: [], unmaskSelectors: [] })).statusCode).toBe(403);
    const admin = await ownerVisitor(store, 'ADMIN');
    const bad = await admin.send('PUT', SETTINGS, { organizationId: 'x', retentionDays: 30, maskSelectors: ['p{color:red}'], unmaskSelectors: [] });
    expect([bad.statusCode, bad.json()]).toEqual([400, { error: { code: 'INVALID', message: '"p{color:red}" is not a selector Plinth accepts.' } }]);
    expect((await admin.send('PUT', SETTINGS, { organizationId: 'x', retentionDays: 0, maskSelectors: [], unmaskSelectors: [] })).statusCode).toBe(400);
    await turnOn(store, { retentionDays: 2 });
    expect((await viewer.request({ method: 'GET', url: SETTINGS })).json()).toEqual({ organizationId: 'org-1', retentionDays: 2, maskSelectors: [], unmaskSelectors: [] });

    const visitor = browser(store);
    const { id } = (await getId(visitor)).json();
    await post(visitor, id, gz([meta('x')]));
    await pruneRecordings(store.db, Date.now() + 86_400_000);
    expect((await viewer.request({ method: 'GET', url: `/api/owner/recordings/${id}/events` })).statusCode).toBe(200);
    await pruneRecordings(store.db, Date.now() + 3 * 86_400_000);
    expect((await viewer.request({ method: 'GET', url: `/api/owner/recordings/${id}/events` })).statusCode).toBe(404);
    expect(await store.db.selectFrom('recording_chunks').select('seq').where('recording_id', '=', id).execute()).toEqual([]);
    await turnOn(store);
  });
});
