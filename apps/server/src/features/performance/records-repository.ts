import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { CheckedRecord } from './record-check.ts';
import type { PageLoad } from './page-loads-repository.ts';
import { bucketOf } from './rating.ts';

/*
 * Writes a page load's records and, for each metric seen for the first time in that page load,
 * counts it into the day's histogram and attribution rollups (upserts that add, so concurrent
 * batches and processes never lose a count). One transaction per batch.
 */

const DAY_MS = 86_400_000;
const ratingColumn = { good: 'good', 'needs-improvement': 'needs_improvement', poor: 'poor' } as const;

/** Stores a batch of checked records of one page load. */
export async function storeRecords(db: Kysely<Schema>, websiteId: string, pageLoadId: string, load: PageLoad, records: readonly CheckedRecord[], now: number): Promise<void> {
  const day = Math.floor(now / DAY_MS) * DAY_MS;
  await db.transaction().execute(async (tx) => {
    const row = (record: CheckedRecord) => ({
      website_id: websiteId,
      page_load_id: pageLoadId,
      occurred_at: now,
      event: record.event,
      metric: record.metric,
      value: record.value,
      rating: record.rating,
      template: load.template,
      device: load.device,
      path: load.path,
      app: record.app,
      data_json: record.json,
    });
    const entries = records.filter((record) => record.metric === null);
    if (entries.length) await tx.insertInto('performance_records').values(entries.map(row)).execute();
    for (const record of records) {
      if (record.metric === null || record.value === null || record.rating === null) continue;
      // The first value of a metric in a page load counts; a later copy (a second flush) is not stored.
      const first = await tx.insertInto('performance_page_load_metrics').values({ page_load_id: pageLoadId, metric: record.metric }).onConflict((oc) => oc.doNothing()).returning('metric').executeTakeFirst();
      if (!first) continue;
      await tx.insertInto('performance_records').values(row(record)).execute();
      const rating = ratingColumn[record.rating];
      await tx
        .insertInto('performance_histograms_daily')
        .values({ website_id: websiteId, day, metric: record.metric, template: load.template, device: load.device, bucket: bucketOf(record.metric, record.value), samples: 1, [rating]: 1 })
        .onConflict((oc) => oc.columns(['website_id', 'day', 'metric', 'template', 'device', 'bucket']).doUpdateSet((eb) => ({ samples: eb('performance_histograms_daily.samples', '+', 1), [rating]: eb(`performance_histograms_daily.${rating}`, '+', 1) })))
        .execute();
      const missed = rating === 'good' ? null : rating;
      for (const fix of record.fixes) {
        await tx
          .insertInto('performance_fixes_daily')
          .values({ website_id: websiteId, day, metric: record.metric, kind: fix.kind, target: fix.target, samples: 1, ...(missed ? { [missed]: 1 } : {}) })
          .onConflict((oc) =>
            oc.columns(['website_id', 'day', 'metric', 'kind', 'target']).doUpdateSet((eb) => ({ samples: eb('performance_fixes_daily.samples', '+', 1), ...(missed ? { [missed]: eb(`performance_fixes_daily.${missed}`, '+', 1) } : {}) })),
          )
          .execute();
      }
    }
  });
}

/** Deletes a site's raw records from before `before` (the rollups stay; on PostgreSQL whole months go first, partitions.ts). */
export async function deleteRecordsBefore(db: Kysely<Schema>, websiteId: string, before: number): Promise<number> {
  const result = await db.deleteFrom('performance_records').where('website_id', '=', websiteId).where('occurred_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
