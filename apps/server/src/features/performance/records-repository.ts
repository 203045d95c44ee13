import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { CheckedRecord } from './record-check.ts';
import type { PageLoad } from './page-loads-repository.ts';
import { bucketOf } from './rating.ts';

/*
 * Writes a page load's records and, for each metric seen for the first time in that page load,
 * counts it into the day's histogram and attribution rollups (multi-row upserts that add, so
 * concurrent batches and processes never lose a count). One transaction per batch.
 */

const DAY_MS = 86_400_000;

/** Stores a batch of checked records of one page load, in five statements whatever its size. */
export async function storeRecords(db: Kysely<Schema>, websiteId: string, pageLoadId: string, load: PageLoad, records: readonly CheckedRecord[], now: number): Promise<void> {
  const day = Math.floor(now / DAY_MS) * DAY_MS;
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
  // A metric's first record in the batch; a copy in the same batch is no more counted than one in a later batch.
  const metrics = new Map<string, CheckedRecord>();
  for (const record of records) if (record.metric !== null && record.value !== null && record.rating !== null && !metrics.has(record.metric)) metrics.set(record.metric, record);
  await db.transaction().execute(async (tx) => {
    // The first value of a metric in a page load counts; a later copy (a second flush) is not stored.
    const first = metrics.size
      ? await tx
          .insertInto('performance_page_load_metrics')
          .values([...metrics.keys()].map((metric) => ({ page_load_id: pageLoadId, metric })))
          .onConflict((oc) => oc.doNothing())
          .returning('metric')
          .execute()
      : [];
    const counted = first.map(({ metric }) => metrics.get(metric)!);
    const stored = [...records.filter((record) => record.metric === null), ...counted];
    if (stored.length) await tx.insertInto('performance_records').values(stored.map(row)).execute();
    if (!counted.length) return;
    // Upserts that add (each row its own key: one metric per row), so concurrent batches never lose a count.
    const ratings = (rating: CheckedRecord['rating']) => ({
      good: rating === 'good' ? 1 : 0,
      needs_improvement: rating === 'needs-improvement' ? 1 : 0,
      poor: rating === 'poor' ? 1 : 0,
    });
    await tx
      .insertInto('performance_histograms_daily')
      .values(counted.map((record) => ({ website_id: websiteId, day, metric: record.metric!, template: load.template, device: load.device, bucket: bucketOf(record.metric!, record.value!), samples: 1, ...ratings(record.rating) })))
      .onConflict((oc) =>
        oc.columns(['website_id', 'day', 'metric', 'template', 'device', 'bucket']).doUpdateSet((eb) => ({
          samples: eb('performance_histograms_daily.samples', '+', eb.ref('excluded.samples')),
          good: eb('performance_histograms_daily.good', '+', eb.ref('excluded.good')),
          needs_improvement: eb('performance_histograms_daily.needs_improvement', '+', eb.ref('excluded.needs_improvement')),
          poor: eb('performance_histograms_daily.poor', '+', eb.ref('excluded.poor')),
        })),
      )
      .execute();
    const fixes = counted.flatMap((record) => record.fixes.map((fix) => ({ website_id: websiteId, day, metric: record.metric!, kind: fix.kind, target: fix.target, samples: 1, needs_improvement: ratings(record.rating).needs_improvement, poor: ratings(record.rating).poor })));
    if (!fixes.length) return;
    await tx
      .insertInto('performance_fixes_daily')
      .values(fixes)
      .onConflict((oc) =>
        oc.columns(['website_id', 'day', 'metric', 'kind', 'target']).doUpdateSet((eb) => ({
          samples: eb('performance_fixes_daily.samples', '+', eb.ref('excluded.samples')),
          needs_improvement: eb('performance_fixes_daily.needs_improvement', '+', eb.ref('excluded.needs_improvement')),
          poor: eb('performance_fixes_daily.poor', '+', eb.ref('excluded.poor')),
        })),
      )
      .execute();
  });
}

/** Deletes a site's raw records from before `before` (the rollups stay; on PostgreSQL whole months go first, partitions.ts). */
export async function deleteRecordsBefore(db: Kysely<Schema>, websiteId: string, before: number): Promise<number> {
  const result = await db.deleteFrom('performance_records').where('website_id', '=', websiteId).where('occurred_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
