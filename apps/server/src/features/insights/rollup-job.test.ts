import type { FastifyBaseLogger } from 'fastify';
import { expect, it } from 'vitest';
import type { Config } from '../../infra/config.ts';
import { defaultSiteId } from '../../test-support/owner.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { RollupThread } from './rollup-in-thread.ts';
import { rollupJob } from './rollup-job.ts';

/*
 * The rollup job as `plinth start` runs it: in a thread with its own connection to the same
 * database (SQLite file or PostgreSQL), and again only for the sites that received events since.
 */

forEachStore('the analytics rollup job', (store) => {
  const insertEvents = async (db: typeof store.db, rows: ReturnType<typeof event>[]) => void (await db.insertInto('analytics_events').values(rows).execute());
  const event = (websiteId: string, visitor: string, at: number) => ({
    website_id: websiteId,
    occurred_at: at,
    kind: 'hit' as const,
    visitor_id: visitor,
    session_id: `${visitor}.1`,
    counting: 'cookie' as const,
    path: '/rolled',
  });
  const totals = async (websiteId: string) =>
    store.db.selectFrom('analytics_rollups_daily').select(['visitors', 'page_views']).where('website_id', '=', websiteId).where('dimension', '=', 'total').execute();

  it('rolls up in its own thread, then only again once a site has new events', async () => {
    const websiteId = await defaultSiteId(store.db);
    const job = rollupJob();
    const context = { deps: store.app.deps, log: store.app.log as FastifyBaseLogger, config: { ...store.database.location, analyticsRollupEveryMs: 60_000 } as Config };
    await insertEvents(store.db, [event(websiteId, 'thread-a', Date.now() - 60_000), event(websiteId, 'thread-b', Date.now() - 60_000)]);
    await job.run({ ...context, now: Date.now() });
    expect(await totals(websiteId)).toEqual([{ visitors: 2, page_views: 2 }]);

    // Nothing new since the last run (events written up to 5 s late still count as new): the next
    // run leaves the day as it is, so the rows removed here stay removed.
    await store.db.deleteFrom('analytics_rollups_daily').where('website_id', '=', websiteId).execute();
    await job.run({ ...context, now: Date.now() });
    expect(await totals(websiteId)).toEqual([]);

    // A new event: the day is rolled again, whole.
    await insertEvents(store.db, [event(websiteId, 'thread-c', Date.now())]);
    await job.run({ ...context, now: Date.now() });
    expect(await totals(websiteId)).toEqual([{ visitors: 3, page_views: 3 }]);
    await job.close();
  });

  it('keeps its thread between light runs and ends it after a run that read many events (their memory goes with it)', async () => {
    const websiteId = await defaultSiteId(store.db);
    await insertEvents(store.db, [event(websiteId, 'recycle-a', Date.now() - 60_000)]);
    const { n } = await store.db.selectFrom('analytics_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    // Light: every event there is now; heavy: three more.
    const thread = new RollupThread(store.database.location, { recycleAfterEvents: Number(n) + 1 });
    const light = await thread.run(Date.now(), Date.now() - 120_000);
    expect(light.run.events).toBe(Number(n));
    expect(thread.started).toBe(true);
    await insertEvents(store.db, ['recycle-b', 'recycle-c', 'recycle-d'].map((visitor) => event(websiteId, visitor, Date.now() - 60_000)));
    const heavy = await thread.run(Date.now(), Date.now() - 120_000);
    expect(heavy.run.events).toBe(Number(n) + 3);
    expect(thread.started).toBe(false);
    // The next run starts a new thread.
    expect((await thread.run(Date.now(), undefined)).run.events).toBe(heavy.run.events);
    await thread.close();
    expect(thread.started).toBe(false);
  });
});
