import { describe, expect, it } from 'vitest';
import { forEachStore } from '../../test-support/test-app.ts';
import { analyticsRefusedRows, flushAnalyticsEvents } from './index.ts';
import { INGESTION_BUSY } from './messages.ts';

/*
 * A flood that outruns the database (issue 36): the write buffer holds at most its byte budget, and
 * past it page views are refused with 503 and Retry-After — never kept in an ever-growing queue,
 * never acknowledged and then lost. Here the budget is a few rows and the buffer is written only
 * when asked, so the database "falls behind" for as long as the test likes.
 */

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

forEachStore(
  'analytics ingestion under a flood',
  (store) => {
    const pageView = (i: number) =>
      store.app.inject({
        method: 'POST',
        url: '/api/census/RecordHit',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': FIREFOX },
        payload: new URLSearchParams({ event: 'pageView', data: JSON.stringify({ url: 'http://localhost/flooded', pageType: 1 }), ss_cvr: `flood${i}|1700000000000|1700000500000|2` }).toString(),
      });

    describe('the byte budget', () => {
      it('answers 503 with Retry-After past the budget, stores every acknowledged page view, and takes calls again once written', async () => {
        const answers = [];
        for (let i = 0; i < 30; i++) answers.push(await pageView(i));
        const accepted = answers.filter((answer) => answer.statusCode === 204).length;
        const refused = answers.filter((answer) => answer.statusCode === 503);
        expect(accepted).toBeGreaterThan(0);
        expect(refused.length).toBe(30 - accepted);
        expect(refused.length).toBeGreaterThan(0);
        expect(refused[0].headers['retry-after']).toBe('2');
        expect(refused[0].json()).toEqual({ error: { code: 'UNAVAILABLE', message: INGESTION_BUSY } });
        expect(analyticsRefusedRows(store.app.deps)).toBeGreaterThanOrEqual(refused.length);

        await flushAnalyticsEvents(store.app);
        const stored = await store.db.selectFrom('analytics_events').select('visitor_id').where('path', '=', '/flooded').execute();
        expect(stored.length).toBe(accepted);
        // Written: the budget is free again.
        expect((await pageView(100)).statusCode).toBe(204);
      });
    });
  },
  { analyticsBuffer: { maxBytes: 6_000, flushIntervalMs: 3_600_000 } },
);
