import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getAnalyticsErrors } from '@plinth/api';
import { expect, it } from 'vitest';
import { newId } from '../../infra/database/ids.ts';
import { CLIENT_DIR } from '../../infra/islands.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { forEachStore, Visitor } from '../../test-support/test-app.ts';

const NOW = Date.parse('2026-01-20T12:00:00Z');
const URL = '/api/owner/analytics/errors';
const IN_RANGE = `${URL}?from=2026-01-10&to=2026-01-20`;
/** A chunk of no build: its frames stay as the browser wrote them. */
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const FRAME = 'at selectVariant (https://shop.example/assets/client/assets/product-Zz9.js:1:2201)';

type Group = { message: string; count: number; pages: unknown[]; releases: unknown[]; firstSeenAt: string; lastSeenAt: string; stack: string; mappedStack: string };

forEachStore(
  'owner error report',
  (store) => {
    let loaded = false;
    /** Reports sent by a visitor now (2026-01-20), and older groups written as the ingestion would have. */
    const withErrors = async () => {
      if (loaded) return;
      loaded = true;
      const visitor = new Visitor(() => store.app);
      await visitor.arrive('/');
      const report = (message: string, frame: string, url: string, release = 'client-entry-A1.js') => ({
        event: 'uncaughtError',
        data: JSON.stringify({ message, stack: `TypeError: ${message}\n    ${frame}\n    at main (https://shop.example/assets/client/assets/client-entry-A1.js:1:9)`, url: `http://localhost${url}`, release }),
        timestamp: NOW,
      });
      const variants = "Cannot read properties of undefined (reading 'variants')";
      // A browser: bots' reports are dropped.
      const sent = await visitor.request({ method: 'POST', url: '/api/events/RecordJavascriptErrors', headers: { 'user-agent': FIREFOX }, payload: [
        report(variants, FRAME, '/shop/linen-apron'),
        report(variants, FRAME, '/shop/linen-apron'),
        report(variants, FRAME, '/shop/mug', 'client-entry-B2.js'),
        // Same message from another top frame: a group of its own.
        report(variants, 'at quickView (https://shop.example/assets/client/assets/quick-view-Q1.js:1:50)', '/shop'),
        report('=HYPERLINK("http://evil")', FRAME, '/cart'),
      ] });
      expect(sent.statusCode, sent.body).toBe(204);

      const site = await defaultSiteId(store.db);
      const row = (message: string, firstSeen: string, lastSeen: string, count: number, page = '/old') => ({
        id: newId(),
        website_id: site,
        group_key: `key-${message}`,
        message,
        stack: `Error: ${message}`,
        page_path: page,
        release: '',
        count,
        first_seen_at: Date.parse(firstSeen),
        last_seen_at: Date.parse(lastSeen),
      });
      await store.db
        .insertInto('analytics_client_errors')
        .values([
          // First seen long before the range, last seen in it: listed with all its reports.
          row('old but recent', '2025-12-01T00:00:00Z', '2026-01-10T00:00:00Z', 7),
          row('old but recent', '2025-11-01T00:00:00Z', '2025-12-02T00:00:00Z', 1, '/older'),
          // Last seen the day before the range: not listed.
          row('gone', '2025-12-01T00:00:00Z', '2026-01-09T23:59:59Z', 50),
        ])
        .execute();
    };

    it('refuses without a session (401) and to a role without reports:read (403)', async () => {
      const anonymous = await (await ownerVisitor(store)).request({ method: 'GET', url: URL });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } });
      for (const role of ['EDITOR', 'BILLING', 'CAMPAIGNS_EDITOR'] as const) {
        const refused = await (await ownerVisitor(store, role)).request({ method: 'GET', url: URL });
        expect(refused.statusCode, role).toBe(403);
        expect(refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Your role does not allow this.' } });
      }
      for (const role of ['VIEWER', 'REPORTING', 'ADMIN'] as const) {
        expect((await (await ownerVisitor(store, role)).request({ method: 'GET', url: URL })).statusCode, role).toBe(200);
      }
    });

    it('answers 400 with a readable message for a bad range or format', async () => {
      const owner = await ownerVisitor(store, 'REPORTING');
      const cases: Array<[string, string]> = [
        [`${URL}?from=2026-02-30&to=2026-03-01`, 'from must be a day written YYYY-MM-DD.'],
        [`${URL}?to=tomorrow`, 'to must be a day written YYYY-MM-DD.'],
        [`${URL}?from=2026-03-02&to=2026-03-01`, 'from must not be after to.'],
        [`${URL}?from=2024-01-01&to=2026-01-01`, 'The range must be at most 366 days.'],
        [`${URL}?format=xml`, 'format must be json or csv.'],
      ];
      for (const [url, message] of cases) {
        const response = await owner.request({ method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error.message, url).toContain(message);
      }
    });

    it('groups by message and top frame, the most frequent first, with pages, releases and first and last seen', async () => {
      await withErrors();
      const owner = await ownerVisitor(store, 'VIEWER');
      const response = await owner.request({ method: 'GET', url: IN_RANGE });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(getAnalyticsErrors.response.safeParse(body).error).toBeUndefined();
      expect(body.range).toEqual({ from: '2026-01-10', to: '2026-01-20' });
      const now = new Date(NOW).toISOString();
      const summary = body.groups.map((group: Group) => [group.message, group.count, group.pages, group.releases, group.firstSeenAt, group.lastSeenAt]);
      expect(summary).toEqual([
        ['old but recent', 8, [{ path: '/old', count: 7 }, { path: '/older', count: 1 }], [{ release: '', count: 8 }], '2025-11-01T00:00:00.000Z', '2026-01-10T00:00:00.000Z'],
        [
          "Cannot read properties of undefined (reading 'variants')",
          3,
          [
            { path: '/shop/linen-apron', count: 2 },
            { path: '/shop/mug', count: 1 },
          ],
          [
            { release: 'client-entry-A1.js', count: 2 },
            { release: 'client-entry-B2.js', count: 1 },
          ],
          now,
          now,
        ],
        // Ties: the latest first, then by key (a hash: either order), so compared as a set.
        ...[expect.anything(), expect.anything()],
      ]);
      expect(summary.slice(2)).toEqual(
        expect.arrayContaining([
          ["Cannot read properties of undefined (reading 'variants')", 1, [{ path: '/shop', count: 1 }], [{ release: 'client-entry-A1.js', count: 1 }], now, now],
          ['=HYPERLINK("http://evil")', 1, [{ path: '/cart', count: 1 }], [{ release: 'client-entry-A1.js', count: 1 }], now, now],
        ]),
      );
      // The latest stack, and the same stack mapped: no map of these chunks exists, so it stays as it was.
      const variants = body.groups[1] as Group;
      expect(variants.stack).toBe(`TypeError: Cannot read properties of undefined (reading 'variants')\n    ${FRAME}\n    at main (https://shop.example/assets/client/assets/client-entry-A1.js:1:9)`);
      expect(variants.mappedStack).toBe(variants.stack);

      // A range before any report: nothing; the range's last day counts whole (UTC).
      expect((await owner.request({ method: 'GET', url: `${URL}?from=2025-06-01&to=2025-06-30` })).json().groups).toEqual([]);
      const lastDay = (await owner.request({ method: 'GET', url: `${URL}?from=2026-01-09&to=2026-01-09` })).json();
      expect(lastDay.groups.map((group: Group) => group.message)).toEqual(['gone']);
    });

    it('the groups as CSV: message, occurrences, pages, first and last seen, formula cells made text', async () => {
      await withErrors();
      const owner = await ownerVisitor(store, 'REPORTING');
      for (const request of [{ url: `${IN_RANGE}&format=csv` }, { url: IN_RANGE, headers: { accept: 'text/csv' } }]) {
        const response = await owner.request({ method: 'GET', ...request });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toBe('attachment; filename="analytics-errors-2026-01-10-2026-01-20.csv"');
        const lines = response.body.split('\r\n');
        expect(lines[0]).toBe('Message,Occurrences,Pages,First seen,Last seen');
        expect(lines[1]).toBe('old but recent,8,/old (7); /older (1),2025-11-01T00:00:00.000Z,2026-01-10T00:00:00.000Z');
        expect(lines[2]).toBe(`Cannot read properties of undefined (reading 'variants'),3,/shop/linen-apron (2); /shop/mug (1),2026-01-20T12:00:00.000Z,2026-01-20T12:00:00.000Z`);
        expect(lines).toContain(`"'=HYPERLINK(""http://evil"")",1,/cart (1),2026-01-20T12:00:00.000Z,2026-01-20T12:00:00.000Z`);
        expect(lines).toHaveLength(6);
      }
    });

    it('maps a stack of the real bundle back to our source files', async () => {
      const manifest = JSON.parse(readFileSync(join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
      const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!.file;
      const stack = `Error: mapped\n    at r (https://shop.example/assets/client/${entry}:1:40)\n    at https://cdn.example/x.js:1:1`;
      const site = await defaultSiteId(store.db);
      await store.db
        .insertInto('analytics_client_errors')
        .values({ id: newId(), website_id: site, group_key: 'mapped', message: 'mapped', stack, page_path: '/', release: entry, count: 1, first_seen_at: NOW, last_seen_at: NOW })
        .execute();
      const owner = await ownerVisitor(store, 'REPORTING');
      const groups = (await owner.request({ method: 'GET', url: IN_RANGE })).json().groups as Group[];
      const mapped = groups.find((group) => group.message === 'mapped')!;
      expect(mapped.stack).toBe(stack);
      const [message, frame, foreign] = mapped.mappedStack.split('\n');
      expect([message, foreign]).toEqual(['Error: mapped', '    at https://cdn.example/x.js:1:1']);
      expect(frame).toMatch(/^ {4}at (apps\/storefront\/src|packages\/[a-z]+\/src)\/[\w/.-]+\.tsx?:\d+:\d+( \(\w+\))?$/);
    });

    it('the source maps the report reads are never served to visitors', async () => {
      // The client build of the test run: any chunk with its hidden map beside it.
      const manifest = JSON.parse(readFileSync(join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
      const chunk = Object.values(manifest)[0].file;
      expect(readFileSync(join(CLIENT_DIR, `${chunk}.map`), 'utf8')).toContain('"mappings"');
      // No trailing `//# sourceMappingURL=` comment points a browser at it (a library may carry one
      // inside a string, e.g. rrweb's inlined worker, which is not the chunk's own).
      expect(readFileSync(join(CLIENT_DIR, chunk), 'utf8').trimEnd().split('\n').at(-1)).not.toMatch(/sourceMappingURL/);
      const visitor = new Visitor(() => store.app);
      expect((await visitor.request({ method: 'GET', url: `/assets/client/${chunk}` })).statusCode).toBe(200);
      for (const url of [`/assets/client/${chunk}.map`, `/assets/client/${chunk}.m%61p`, `/assets/client/${chunk}.map?x=1`]) {
        const map = await visitor.request({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(map.statusCode, url).toBe(404);
        expect(map.body).not.toContain('mappings');
      }
    });
  },
  { now: () => NOW },
);
