import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';

/*
 * The owner's report reads the daily rollups: histogram buckets summed per template, per device
 * and per day (each query one site and range, on the primary key's leading columns), the
 * attribution targets ranked by the page loads they made miss "good", and the site's publishes.
 */

/** Summed buckets of one metric and group (a template, a device or a day). */
export interface GroupBucket {
  metric: string;
  group: string | number;
  bucket: number;
  samples: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

/** The buckets of the range `[startMs, endMs)` summed per `by`. */
export async function bucketsBy(db: Kysely<Schema>, websiteId: string, startMs: number, endMs: number, by: 'template' | 'device' | 'day'): Promise<GroupBucket[]> {
  const rows = await db
    .selectFrom('performance_histograms_daily')
    .select((eb) => [
      'metric',
      eb.ref(by).as('group'),
      'bucket',
      eb.fn.sum<number>('samples').as('samples'),
      eb.fn.sum<number>('good').as('good'),
      eb.fn.sum<number>('needs_improvement').as('needsImprovement'),
      eb.fn.sum<number>('poor').as('poor'),
    ])
    .where('website_id', '=', websiteId)
    .where('day', '>=', startMs)
    .where('day', '<', endMs)
    .groupBy(['metric', by, 'bucket'])
    .execute();
  // PostgreSQL sums bigint columns to numeric, read back as text.
  return rows.map((row) => ({ ...row, bucket: Number(row.bucket), samples: Number(row.samples), good: Number(row.good), needsImprovement: Number(row.needsImprovement), poor: Number(row.poor), group: by === 'day' ? Number(row.group) : String(row.group) }));
}

/** The attribution targets of the range, most missed page loads first. */
export async function topFixes(db: Kysely<Schema>, websiteId: string, startMs: number, endMs: number, limit: number) {
  const missed = sql<number>`sum(needs_improvement) + sum(poor)`;
  const rows = await db
    .selectFrom('performance_fixes_daily')
    .select((eb) => ['metric', 'kind', 'target', missed.as('visits'), eb.fn.sum<number>('poor').as('poor'), eb.fn.sum<number>('samples').as('samples')])
    .where('website_id', '=', websiteId)
    .where('day', '>=', startMs)
    .where('day', '<', endMs)
    .groupBy(['metric', 'kind', 'target'])
    .having(missed, '>', 0)
    .orderBy(missed, 'desc')
    .orderBy(sql`sum(poor)`, 'desc')
    .orderBy('target')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, visits: Number(row.visits), poor: Number(row.poor), samples: Number(row.samples) }));
}

/** Items (posts, products) published in the range: the content changes marked on the trend. */
export async function publishesBetween(db: Kysely<Schema>, websiteId: string, startMs: number, endMs: number, limit: number) {
  return db
    .selectFrom('items')
    .select(['title', 'published_at'])
    .where('website_id', '=', websiteId)
    .where('published_at', '>=', startMs)
    .where('published_at', '<', endMs)
    .orderBy('published_at')
    .limit(limit)
    .execute();
}
