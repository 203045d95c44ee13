import { MAX_ANALYTICS_DATA } from '@plinth/api';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, type TestStore } from '../../test-support/test-app.ts';
import { newCrumb } from '../../infra/http/crumb.ts';
import { CENSUS_LIMIT, flushAnalyticsEvents, SOURCE_ENVIRONMENT_MESSAGE } from './index.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const DAY = 86_400_000;

/** The test clock: the app reads it, tests move it. */
const clock = { now: Date.UTC(2026, 10, 23, 12) };

let counter = 0;
/** A fresh visitor id and its ss_cvr value. */
function cvr(): { id: string; value: string } {
  const id = `v${++counter}x${Math.random().toString(36).slice(2, 10)}`;
  return { id, value: `${id}|1700000000000|1700000500000|2` };
}

interface Call {
  url: string;
  form?: Record<string, string>;
  json?: unknown;
  raw?: string;
  contentType?: string;
  ua?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}

async function post(store: TestStore, call: Call): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'user-agent': call.ua ?? FIREFOX, ...call.headers };
  if (call.cookies) headers.cookie = Object.entries(call.cookies).map(([k, v]) => `${k}=${v}`).join('; ');
  let payload: string | undefined;
  if (call.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(call.form).toString();
  } else if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(call.json);
  } else if (call.raw !== undefined) {
    headers['content-type'] = call.contentType ?? 'application/x-www-form-urlencoded';
    payload = call.raw;
  }
  return store.app.inject({ method: 'POST', url: call.url, headers, payload });
}

/** A page view of `url` by the visitor of `ssCvr` (cookieless without). */
function hit(store: TestStore, url: string, ssCvr?: string, extra: Record<string, unknown> = {}, ua?: string) {
  const form: Record<string, string> = { event: 'pageView', data: JSON.stringify({ url: `http://localhost${url}`, referrer: 'https://news.example/story', pageType: 1, ...extra }) };
  if (ssCvr) form.ss_cvr = ssCvr;
  return post(store, { url: '/api/census/RecordHit', form, ua });
}

/** The stored events of a visitor, after the buffer was written. */
async function eventsOf(store: TestStore, visitorId: string) {
  await flushAnalyticsEvents(store.app);
  return store.db.selectFrom('analytics_events').selectAll().where('visitor_id', '=', visitorId).orderBy('occurred_at').execute();
}

async function eventsAt(store: TestStore, path: string) {
  await flushAnalyticsEvents(store.app);
  return store.db.selectFrom('analytics_events').selectAll().where('path', '=', path).execute();
}

/** Content of the newer tracker's event. */
function content(fields: Record<string, unknown> = {}) {
  return JSON.stringify({ source_environment: 'prod', event_name: 'add_to_cart', page_path: '/shop/p/tee', product_id: 'item123', value: '12.00', ...fields });
}

forEachStore(
  'analytics ingestion',
  (store) => {
    describe('census', () => {
      it('counts a page view: path, UTM, referrer, device, browser, OS and the ss_cvr visitor and visit; 204', async () => {
        const v = cvr();
        const answer = await hit(store, '/shop?utm_source=newsletter&utm_medium=email&utm_campaign=autumn', v.value, {}, IPHONE);
        expect(answer.statusCode).toBe(204);
        expect(answer.body).toBe('');
        const [row, ...rest] = await eventsOf(store, v.id);
        expect(rest).toEqual([]);
        expect(row).toMatchObject({
          kind: 'hit',
          path: '/shop',
          counting: 'cookie',
          session_id: `${v.id}.1700000500000`,
          referrer: 'https://news.example/story',
          utm_source: 'newsletter',
          utm_medium: 'email',
          utm_campaign: 'autumn',
          device: 'mobile',
          browser: 'Safari',
          os: 'iOS',
          event_name: 'pageView',
          occurred_at: clock.now,
        });
        expect(JSON.parse(row!.data_json!)).toMatchObject({ pageType: 1 });
      });

      it('drops a replayed page view (same data with the same clientDate): 204, counted once', async () => {
        const v = cvr();
        expect((await hit(store, '/replayed', v.value, { clientDate: 1763899000123 })).statusCode).toBe(204);
        expect((await hit(store, '/replayed', v.value, { clientDate: 1763899000123 })).statusCode).toBe(204);
        expect((await hit(store, '/replayed', v.value, { clientDate: 1763899000456 })).statusCode).toBe(204);
        expect((await eventsOf(store, v.id)).map((row) => row.path)).toEqual(['/replayed', '/replayed']);
      });

      it('reads ss_cvr from the cookie when the form has none', async () => {
        const v = cvr();
        const answer = await post(store, { url: '/api/census/RecordHit', form: { data: JSON.stringify({ url: '/from-cookie' }) }, cookies: { ss_cvr: encodeURIComponent(v.value) } });
        expect(answer.statusCode).toBe(204);
        expect(await eventsOf(store, v.id)).toMatchObject([{ path: '/from-cookie', counting: 'cookie' }]);
      });

      it('counts button clicks and renders, form renders, overlays and quick views with their kind', async () => {
        const v = cvr();
        for (const path of ['button-click', 'button-render', 'form-render', 'overlay']) {
          const answer = await post(store, { url: `/api/census/${path}`, form: { event: path, data: JSON.stringify({ url: '/widgets', itemId: 'form1' }), ss_cvr: v.value } });
          expect(answer.statusCode).toBe(204);
        }
        const quick = await post(store, { url: '/api/census/RecordQuickView/item42', form: { ss_cvr: v.value }, headers: { referer: 'http://localhost/shop' } });
        expect(quick.statusCode).toBe(204);
        const rows = await eventsOf(store, v.id);
        expect(rows.map((r) => [r.kind, r.path, r.item_id])).toEqual([
          ['button-click', '/widgets', 'form1'],
          ['button-render', '/widgets', 'form1'],
          ['form-render', '/widgets', 'form1'],
          ['overlay', '/widgets', 'form1'],
          ['quick-view', '/shop', 'item42'],
        ]);
      });

      it('refuses junk with a 400 and a clear message, never a 5xx, and stores nothing', async () => {
        const v = cvr();
        const cases: [Call, string | null][] = [
          [{ url: '/api/census/RecordHit', form: { data: '{not json', ss_cvr: v.value } }, 'data must be a JSON object.'],
          [{ url: '/api/census/RecordHit', form: { data: '[1,2]', ss_cvr: v.value } }, 'data must be a JSON object.'],
          [{ url: '/api/census/RecordHit', form: { data: '"text"', ss_cvr: v.value } }, 'data must be a JSON object.'],
          [{ url: '/api/census/RecordHit', form: { data: JSON.stringify({ pad: 'x'.repeat(MAX_ANALYTICS_DATA) }), ss_cvr: v.value } }, `data is too long (at most ${MAX_ANALYTICS_DATA} characters).`],
          [{ url: '/api/census/RecordHit', json: { event: 5, ss_cvr: v.value } }, null],
          [{ url: '/api/census/RecordHit', json: [1, 2, 3] }, null],
          [{ url: '/api/census/RecordHit', raw: '{"event":', contentType: 'application/json' }, null],
          [{ url: '/api/census/button-click', raw: 'x'.repeat(70 * 1024) }, null],
          [{ url: `/api/census/RecordQuickView/${'x'.repeat(150)}`, form: { ss_cvr: v.value } }, 'id is too long.'],
        ];
        for (const [call, message] of cases) {
          const answer = await post(store, call);
          expect(answer.statusCode, call.url).toBeGreaterThanOrEqual(400);
          expect(answer.statusCode, call.url).toBeLessThan(500);
          if (message) expect(answer.json()).toEqual({ error: { code: 'INVALID', message } });
        }
        // Malformed percent-encoding is read leniently, never a 5xx.
        const odd = await post(store, { url: '/api/census/RecordHit', raw: `ss_cvr=${encodeURIComponent(v.value)}&data=%E0%A4%A&%%%` });
        expect(odd.statusCode).toBeLessThan(500);
        expect((await eventsOf(store, v.id)).filter((r) => r.path !== '')).toEqual([]);
      });

      it('drops bots: 204 and nothing stored, on every route', async () => {
        const v = cvr();
        const crumb = newCrumb();
        expect((await hit(store, '/bot-page', v.value, {}, GOOGLEBOT)).statusCode).toBe(204);
        expect((await post(store, { url: '/api/census/overlay', form: { ss_cvr: v.value, data: '{"url":"/bot-page"}' }, ua: GOOGLEBOT })).statusCode).toBe(204);
        const event = await post(store, { url: '/api/events/RecordEvent', form: { crumb, event: 'x', data: '{"url":"/bot-page"}' }, cookies: { crumb, ss_cvr: encodeURIComponent(v.value) }, ua: GOOGLEBOT });
        expect(event.statusCode).toBe(204);
        const clanker = await post(store, { url: '/api/v1/clanker/events', json: { eventContent: content({ page_path: '/bot-page' }), eventSchemaName: 'CommerceShopping', crumb }, cookies: { crumb, ss_cvr: encodeURIComponent(v.value) }, ua: GOOGLEBOT });
        expect(clanker.statusCode).toBe(204);
        expect(await eventsAt(store, '/bot-page')).toEqual([]);
      });

      it('does not count a call without a User-Agent (no browser sends none): 204, nothing stored', async () => {
        const v = cvr();
        expect((await hit(store, '/no-agent', v.value, {}, '')).statusCode).toBe(204);
        expect((await hit(store, '/no-agent', v.value, {}, '   ')).statusCode).toBe(204);
        expect((await hit(store, '/no-agent')).statusCode).toBe(204);
        expect(await eventsAt(store, '/no-agent')).toHaveLength(1);
      });

      it('does not count /search nor the not-found, lock-screen and access-denied page types', async () => {
        const v = cvr();
        for (const [url, pageType] of [['/search?q=tee', 1], ['/search', 1], ['/missing', 100], ['/locked', 103], ['/members', 106]] as const) {
          expect((await hit(store, url, v.value, { pageType })).statusCode).toBe(204);
        }
        expect((await hit(store, '/counted', v.value, { pageType: 50 })).statusCode).toBe(204);
        expect((await eventsOf(store, v.id)).map((r) => r.path)).toEqual(['/counted']);
      });

      it("does not count a signed-in owner, unless a VIEWER's page is not under /config", async () => {
        for (const [role, path, counted] of [
          ['ADMIN', '/owner-shop', false],
          ['STORE_MANAGER', '/owner-shop', false],
          ['VIEWER', '/viewer-shop', true],
          ['VIEWER', '/config/pages', false],
        ] as const) {
          const owner = await ownerVisitor(store, role);
          const v = cvr();
          const answer = await owner.request({
            method: 'POST',
            url: '/api/census/RecordHit',
            headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': FIREFOX },
            payload: new URLSearchParams({ data: JSON.stringify({ url: path }), ss_cvr: v.value }).toString(),
          });
          expect(answer.statusCode).toBe(204);
          expect((await eventsOf(store, v.id)).length, `${role} ${path}`).toBe(counted ? 1 : 0);
        }
      });

      it(`limits each visitor to ${CENSUS_LIMIT.limit} census calls a minute: 429 with Retry-After`, async () => {
        const v = cvr();
        for (let i = 0; i < CENSUS_LIMIT.limit; i++) expect((await hit(store, '/limited', v.value)).statusCode).toBe(204);
        const refused = await hit(store, '/limited', v.value);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many analytics calls. Please slow down.' } });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        // Another visitor is not held back.
        expect((await hit(store, '/limited', cvr().value)).statusCode).toBe(204);
        expect(await eventsOf(store, v.id)).toHaveLength(CENSUS_LIMIT.limit);
      });

      it('counts a visitor without ss_cvr by a daily-salted hash: the same all day, another the next, the address never stored', async () => {
        const ua = `${FIREFOX} cookieless-${Math.random()}`;
        const path = `/cookieless-${Math.random().toString(36).slice(2)}`;
        const start = clock.now;
        try {
          await hit(store, path, undefined, {}, ua);
          clock.now += 3 * 60 * 60 * 1000;
          await hit(store, path, undefined, {}, ua);
          await hit(store, path, undefined, {}, `${ua} other`);
          clock.now += DAY;
          await hit(store, path, undefined, {}, ua);
        } finally {
          clock.now = start;
        }
        const rows = (await eventsAt(store, path)).sort((a, b) => a.occurred_at - b.occurred_at);
        expect(rows.map((r) => r.counting)).toEqual(['cookieless', 'cookieless', 'cookieless', 'cookieless']);
        const [first, sameDay, otherAgent, nextDay] = rows.map((r) => r.visitor_id);
        expect(first).toMatch(/^[0-9a-f]{32}$/);
        expect(sameDay).toBe(first);
        expect(otherAgent).not.toBe(first);
        expect(nextDay).not.toBe(first);
        expect(rows.every((r) => r.session_id === null)).toBe(true);
        expect(JSON.stringify(rows)).not.toContain('127.0.0.1');
      });
    });

    describe('RecordEvent (older tracker)', () => {
      it('records the event when the crumb matches the cookie; 204', async () => {
        const v = cvr();
        const crumb = newCrumb();
        const answer = await post(store, {
          url: '/api/events/RecordEvent',
          form: { crumb, event: 'add to cart', data: JSON.stringify({ url: '/shop/p/tee', productId: 'item9' }) },
          cookies: { crumb, ss_cvr: encodeURIComponent(v.value) },
        });
        expect(answer.statusCode).toBe(204);
        expect(await eventsOf(store, v.id)).toMatchObject([{ kind: 'event', event_name: 'add to cart', path: '/shop/p/tee', item_id: 'item9', schema_name: null }]);
      });

      it('refuses a missing or foreign crumb (403 crumbFail), a missing event and junk data (400)', async () => {
        const crumb = newCrumb();
        const noCookie = await post(store, { url: '/api/events/RecordEvent', form: { crumb, event: 'x' } });
        expect(noCookie.statusCode).toBe(403);
        expect(noCookie.json()).toEqual({ crumbFail: true, error: { code: 'FORBIDDEN', message: 'No session cookie was sent.' } });
        const foreign = await post(store, { url: '/api/events/RecordEvent', form: { crumb: newCrumb(), event: 'x' }, cookies: { crumb } });
        expect(foreign.statusCode).toBe(403);
        expect(foreign.json().crumbFail).toBe(true);
        const noEvent = await post(store, { url: '/api/events/RecordEvent', form: { crumb }, cookies: { crumb } });
        expect(noEvent.json()).toEqual({ error: { code: 'INVALID', message: 'event is required.' } });
        const badData = await post(store, { url: '/api/events/RecordEvent', form: { crumb, event: 'x', data: 'nope' }, cookies: { crumb } });
        expect(badData.statusCode).toBe(400);
        expect(badData.json()).toEqual({ error: { code: 'INVALID', message: 'data must be a JSON object.' } });
      });
    });

    describe('clanker events (newer tracker)', () => {
      const send = (body: unknown, crumb = newCrumb(), ssCvr?: string) =>
        post(store, { url: '/api/v1/clanker/events', json: body, cookies: { crumb, ...(ssCvr ? { ss_cvr: encodeURIComponent(ssCvr) } : {}) } });

      it('records a checked event with its schema, name, page and product; 202', async () => {
        const v = cvr();
        const crumb = newCrumb();
        const answer = await send({ eventContent: content(), eventSchemaName: 'CommerceShopping', crumb }, crumb, v.value);
        expect(answer.statusCode).toBe(202);
        const rows = await eventsOf(store, v.id);
        expect(rows).toMatchObject([{ kind: 'event', schema_name: 'CommerceShopping', event_name: 'add_to_cart', path: '/shop/p/tee', item_id: 'item123', counting: 'cookie' }]);
        expect(JSON.parse(rows[0]!.data_json!)).toMatchObject({ value: '12.00' });
      });

      it('drops a replayed beacon (the same stamped content again): 202 both times, counted once', async () => {
        const v = cvr();
        const crumb = newCrumb();
        const stamped = { eventContent: content({ occurrence_timestamp: 1763899000123 }), eventSchemaName: 'CommerceShopping', crumb };
        expect((await send(stamped, crumb, v.value)).statusCode).toBe(202);
        expect((await send(stamped, crumb, v.value)).statusCode).toBe(202);
        expect(await eventsOf(store, v.id)).toHaveLength(1);
        // Another moment is another event; content without a stamp is never taken for a replay.
        expect((await send({ ...stamped, eventContent: content({ occurrence_timestamp: 1763899000999 }) }, crumb, v.value)).statusCode).toBe(202);
        const unstamped = { eventContent: content(), eventSchemaName: 'CommerceShopping', crumb };
        await send(unstamped, crumb, v.value);
        await send(unstamped, crumb, v.value);
        expect(await eventsOf(store, v.id)).toHaveLength(4);
      });

      it('refuses invalid JSON, unknown schemas and names, a bad source environment and a missing schema name with clear 400s', async () => {
        const crumb = newCrumb();
        const cases: [unknown, string][] = [
          [{ eventContent: '{oops', eventSchemaName: 'CommerceShopping', crumb }, 'eventContent is not valid JSON.'],
          [{ eventContent: '[1]', eventSchemaName: 'CommerceShopping', crumb }, 'eventContent must be a JSON object.'],
          [{ eventContent: content(), eventSchemaName: 'Nope', crumb }, "Unknown event schema 'Nope'. Known schemas: CommerceShopping, CommerceGatedContent, Performance."],
          [{ eventContent: content({ source_environment: 'production' }), eventSchemaName: 'CommerceShopping', crumb }, SOURCE_ENVIRONMENT_MESSAGE],
          [{ eventContent: content({ source_environment: undefined }), eventSchemaName: 'CommerceShopping', crumb }, 'sourceEnvironment needs to be set to one of dev, staging, or prod'],
          [{ eventContent: content({ event_name: 'add_to_cart' }), eventSchemaName: 'CommerceGatedContent', crumb }, 'event_name must be one of paywall_page_view, access_denied_click for CommerceGatedContent.'],
          [{ eventContent: content(), crumb }, 'eventSchemaName must be set'],
          [{ eventContent: content(), eventSchemaName: '', crumb }, 'eventSchemaName must be set'],
          [{ eventContent: { not: 'a string' }, eventSchemaName: 'CommerceShopping', crumb }, 'eventContent must be a JSON string.'],
        ];
        for (const [body, message] of cases) {
          const answer = await send(body, crumb);
          expect(answer.statusCode, message).toBe(400);
          expect(answer.json()).toEqual({ error: { code: 'INVALID', message } });
        }
        const unparsable = await post(store, { url: '/api/v1/clanker/events', raw: '{"eventContent":', contentType: 'application/json', cookies: { crumb } });
        expect(unparsable.statusCode).toBe(400);
      });

      it('takes a beacon sent as text/plain; text that is not JSON is a 400', async () => {
        const v = cvr();
        const crumb = newCrumb();
        const cookies = { crumb, ss_cvr: encodeURIComponent(v.value) };
        const text = JSON.stringify({ eventContent: content({ event_name: 'purchase' }), eventSchemaName: 'CommerceShopping', crumb });
        const answer = await post(store, { url: '/api/v1/clanker/events', raw: text, contentType: 'text/plain;charset=UTF-8', cookies });
        expect(answer.statusCode).toBe(202);
        expect(await eventsOf(store, v.id)).toMatchObject([{ event_name: 'purchase' }]);
        const junk = await post(store, { url: '/api/v1/clanker/events', raw: 'not json', contentType: 'text/plain', cookies });
        expect(junk.statusCode).toBe(400);
        expect(junk.json()).toEqual({ error: { code: 'INVALID', message: 'The body must be JSON.' } });
      });

      it('refuses a body crumb that is not the cookie (403 crumbFail)', async () => {
        const answer = await send({ eventContent: content(), eventSchemaName: 'CommerceShopping', crumb: newCrumb() });
        expect(answer.statusCode).toBe(403);
        expect(answer.json().crumbFail).toBe(true);
      });

      it('validate mode checks against the path schema and stores nothing', async () => {
        const path = `/validate-${Math.random().toString(36).slice(2)}`;
        const ok = await post(store, { url: '/api/v1/clanker/validate-event-content/CommerceGatedContent', json: { eventContent: content({ event_name: 'paywall_page_view', page_path: path }) } });
        expect(ok.statusCode).toBe(200);
        expect(ok.json()).toEqual({ valid: true });
        const unknown = await post(store, { url: '/api/v1/clanker/validate-event-content/Bogus', json: { eventContent: content() } });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().error.message).toBe("Unknown event schema 'Bogus'. Known schemas: CommerceShopping, CommerceGatedContent, Performance.");
        const env = await post(store, { url: '/api/v1/clanker/validate-event-content/CommerceShopping', json: { eventContent: content({ source_environment: 'qa' }) } });
        expect(env.json()).toEqual({ error: { code: 'INVALID', message: SOURCE_ENVIRONMENT_MESSAGE } });
        expect(await eventsAt(store, path)).toEqual([]);
      });
    });

    describe('RecordJavascriptErrors', () => {
      const report = (message: string, frame: string, extra: Record<string, unknown> = {}) => ({
        event: 'uncaughtError',
        data: JSON.stringify({ message, stack: `Error: ${message}\n    at ${frame}\n    at main (app.js:1:1)`, url: 'http://localhost/shop/p/tee', ...extra }),
        timestamp: clock.now,
      });
      const sendErrors = (body: unknown, crumb = newCrumb(), csrf: string | null = crumb) =>
        post(store, { url: '/api/events/RecordJavascriptErrors', json: body, cookies: { crumb }, headers: csrf ? { 'x-csrf-token': csrf } : {} });
      const groups = (message: string) =>
        store.db.selectFrom('analytics_client_errors').selectAll().where('message', '=', message).orderBy('count', 'desc').execute();

      it('groups reports by message and top frame, counted per page and release', async () => {
        const m = `boom ${Math.random()}`;
        const answer = await sendErrors([report(m, 'a (x.js:1:2)'), report(m, 'a (x.js:1:2)'), report(m, 'b (y.js:3:4)'), report(m, 'a (x.js:1:2)', { release: 'r2' })]);
        expect(answer.statusCode).toBe(204);
        expect((await groups(m)).map((g) => [g.count, g.page_path, g.release])).toEqual([
          [2, '/shop/p/tee', ''],
          [1, '/shop/p/tee', ''],
          [1, '/shop/p/tee', 'r2'],
        ]);
        clock.now += 60_000;
        try {
          expect((await sendErrors([report(m, 'a (x.js:1:2)')])).statusCode).toBe(204);
        } finally {
          clock.now -= 60_000;
        }
        const [top] = await groups(m);
        expect(top).toMatchObject({ count: 3, first_seen_at: clock.now, last_seen_at: clock.now + 60_000 });
      });

      it('cuts stacks and messages at 5000 characters', async () => {
        const m = `long ${Math.random()}`;
        const answer = await sendErrors([{ event: 'uncaughtError', data: JSON.stringify({ message: m, stack: `at f (a.js:1:1)\n${'s'.repeat(9000)}` }), timestamp: 1 }]);
        expect(answer.statusCode).toBe(204);
        expect((await groups(m))[0]!.stack).toHaveLength(5000);
      });

      it('refuses more than 10 reports, a body that is not an array, bad data and a missing CSRF header', async () => {
        const tooMany = await sendErrors(Array.from({ length: 11 }, () => report('many', 'f (a.js:1:1)')));
        expect(tooMany.statusCode).toBe(400);
        expect(tooMany.json()).toEqual({ error: { code: 'INVALID', message: 'At most 10 error reports per call.' } });
        expect((await groups('many'))).toEqual([]);
        const notArray = await sendErrors({ event: 'x' });
        expect(notArray.json()).toEqual({ error: { code: 'INVALID', message: 'The body must be an array of error reports.' } });
        const badData = await sendErrors([{ event: 'x', data: 'nope', timestamp: 1 }]);
        expect(badData.json()).toEqual({ error: { code: 'INVALID', message: "Each report's data must be a JSON object." } });
        const noHeader = await sendErrors([report('csrf', 'f (a.js:1:1)')], newCrumb(), null);
        expect(noHeader.statusCode).toBe(403);
        expect(noHeader.json().crumbFail).toBe(true);
        expect(await groups('csrf')).toEqual([]);
      });
    });
  },
  { now: () => clock.now },
);
