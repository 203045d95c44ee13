import { getAnalyticsSettings } from '@plinth/api';
import { expect, it } from 'vitest';
import { getWebsite } from '../site/index.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { pruneRawEvents } from './rollup-service.ts';
import { insertEvents } from './test-traffic.ts';

const URL = '/api/owner/analytics/settings';

/** The cookie policy a page tells the browser analytics (layout's `plinth-page` block). */
const policyOfPage = (html: string): unknown => {
  const match = /<script type="application\/json" id="plinth-page">([^<]*)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]) as { cookiePolicy?: unknown }).cookiePolicy : undefined;
};

forEachStore('owner analytics settings', (store) => {
  it('reads the defaults: permissive, 90 days', async () => {
    const viewer = await ownerVisitor(store, 'VIEWER');
    const response = await viewer.request({ method: 'GET', url: URL });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(getAnalyticsSettings.response.safeParse(response.json()).error).toBeUndefined();
    expect(response.json()).toEqual({ cookiePolicy: 'permissive', retentionDays: 90 });
  });

  it('reading needs reports:read, saving settings:write (ADMIN, WEBSITE_MANAGER) and the crumb', async () => {
    const body = { cookiePolicy: 'permissive', retentionDays: 90 };
    const anonymous = await ownerVisitor(store);
    expect((await anonymous.request({ method: 'GET', url: URL })).statusCode).toBe(401);
    const editor = await ownerVisitor(store, 'EDITOR');
    expect((await editor.request({ method: 'GET', url: URL })).json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Your role does not allow this.' } });
    for (const role of ['VIEWER', 'REPORTING', 'STORE_MANAGER'] as const) {
      const refused = await (await ownerVisitor(store, role)).send('PUT', URL, body);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Your role does not allow this.' } });
    }
    const manager = await ownerVisitor(store, 'WEBSITE_MANAGER');
    const noCrumb = await manager.send('PUT', URL, body, false);
    expect(noCrumb.statusCode).toBe(403);
    expect((await manager.send('PUT', URL, body)).statusCode).toBe(200);
  });

  it('saves both, keeps the other site settings, and the next page carries the new policy (page cache renewed)', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const site = await defaultSiteId(store.db);
    const before = await getWebsite(store.db, site);
    // A page rendered (and cached) under the permissive policy.
    expect(policyOfPage((await store.app.inject({ url: '/about' })).body)).toBe('permissive');
    expect(policyOfPage((await store.app.inject({ url: '/about' })).body)).toBe('permissive');

    const saved = await admin.send('PUT', URL, { cookiePolicy: 'restrictive', retentionDays: 30 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ cookiePolicy: 'restrictive', retentionDays: 30 });
    expect((await admin.request({ method: 'GET', url: URL })).json()).toEqual({ cookiePolicy: 'restrictive', retentionDays: 30 });
    expect(policyOfPage((await store.app.inject({ url: '/about' })).body)).toBe('restrictive');

    const after = await getWebsite(store.db, site);
    expect(after?.contentVersion).toBeGreaterThan(before?.contentVersion ?? Infinity);
    expect(after?.settings).toEqual({ ...before?.settings, cookiePolicy: 'restrictive', analyticsRetentionDays: 30 });

    await admin.send('PUT', URL, { cookiePolicy: 'permissive', retentionDays: 90 });
    expect(policyOfPage((await store.app.inject({ url: '/about' })).body)).toBe('permissive');
  });

  it('the retention it saves is the one the rollup job applies', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const site = await defaultSiteId(store.db);
    const now = Date.parse('2026-06-30T12:00:00Z');
    const day = 86_400_000;
    await insertEvents(store.db, site, [
      { at: now - 3 * day, visitor_id: 'retention-a' },
      { at: now - 10 * day, visitor_id: 'retention-b' },
    ]);
    await admin.send('PUT', URL, { cookiePolicy: 'permissive', retentionDays: 5 });
    await pruneRawEvents(store.db, now);
    const left = await store.db.selectFrom('analytics_events').select('visitor_id').where('website_id', '=', site).where('visitor_id', 'like', 'retention-%').execute();
    expect(left.map((row) => row.visitor_id)).toEqual(['retention-a']);
    await admin.send('PUT', URL, { cookiePolicy: 'permissive', retentionDays: 90 });
  });

  it('answers 400 with a clear message for bad settings, and changes nothing', async () => {
    const admin = await ownerVisitor(store, 'ADMIN');
    const range = 'retentionDays must be a whole number of days from 1 to 3650.';
    const cases: Array<[unknown, string]> = [
      [{ cookiePolicy: 'permissive', retentionDays: 0 }, range],
      [{ cookiePolicy: 'permissive', retentionDays: 3651 }, range],
      [{ cookiePolicy: 'permissive', retentionDays: 1.5 }, range],
      [{ cookiePolicy: 'permissive', retentionDays: '30' }, range],
      [{ cookiePolicy: 'permissive' }, range],
      [{ cookiePolicy: 'strict', retentionDays: 30 }, 'cookiePolicy must be one of permissive, restrictive.'],
      [{ cookiePolicy: 'permissive', retentionDays: 30, colour: 'red' }, 'Unknown setting: colour.'],
      [[1, 2], 'The analytics settings must be a JSON object with cookiePolicy and retentionDays.'],
    ];
    for (const [body, message] of cases) {
      const response = await admin.request({ method: 'PUT', url: URL, payload: body as object });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message, JSON.stringify(body)).toContain(message);
    }
    expect((await admin.request({ method: 'GET', url: URL })).json()).toEqual({ cookiePolicy: 'permissive', retentionDays: 90 });
  });
});
