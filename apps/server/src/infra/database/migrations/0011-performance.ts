import type { Kysely } from 'kysely';

/*
 * Core Web Vitals from real visitors (issue 13): the page loads the settings route issued (a record
 * names one, so unknown ids are refused), the raw records (kept as long as the site keeps analytics
 * events), and two daily rollups written as records arrive, which the owner's report reads:
 * histograms of each metric per template and device (values kept to 3 significant digits, so a
 * p75 over any range is a merge of small histograms, on either dialect), and the attribution
 * targets (the LCP element and resource, the largest shift's target, the slowest interaction's
 * target) with how many page loads each made miss "good".
 */

/** Creates the performance tables. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('performance_page_loads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull().defaultTo(''))
    // e.g. 'content-item:products' (a product page), 'main-content:blog', 'page', 'show-cart'.
    .addColumn('template', 'text', (c) => c.notNull())
    // 'mobile' (viewport ≤ 432 px) | 'desktop'.
    .addColumn('device', 'text', (c) => c.notNull())
    // Records accepted so far: a page load may send a few hundred at most.
    .addColumn('records', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('performance_page_loads_site_time').on('performance_page_loads').columns(['website_id', 'created_at']).execute();

  await db.schema
    .createTable('performance_records')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('page_load_id', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    // A metric (LCP, CLS, INP, FCP, TTFB, FID) or 'page-speed' | 'image' | 'user-timing'.
    .addColumn('event', 'text', (c) => c.notNull())
    // The metric's name again for metrics, null otherwise: one value per metric and page load.
    .addColumn('metric', 'text')
    .addColumn('value', 'double precision')
    .addColumn('rating', 'text')
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('app', 'text', (c) => c.notNull())
    // The record's data and raw fields (JSON), capped.
    .addColumn('data_json', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('performance_records_site_time').on('performance_records').columns(['website_id', 'occurred_at']).execute();
  // A metric is counted once per page load, however often the page sends it.
  await db.schema.createIndex('performance_records_one_metric').on('performance_records').columns(['page_load_id', 'metric']).unique().where('metric', 'is not', null).execute();

  await db.schema
    .createTable('performance_histograms_daily')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    // The value to 3 significant digits, in ms (CLS in thousandths).
    .addColumn('bucket', 'bigint', (c) => c.notNull())
    .addColumn('samples', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('good', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('needs_improvement', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('poor', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('performance_histograms_daily_pk', ['website_id', 'day', 'metric', 'template', 'device', 'bucket'])
    .execute();

  await db.schema
    .createTable('performance_fixes_daily')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    // 'lcp-element' | 'lcp-resource' | 'shift-target' | 'interaction-target'.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('samples', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('needs_improvement', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('poor', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('performance_fixes_daily_pk', ['website_id', 'day', 'metric', 'kind', 'target'])
    .execute();
}

/** Drops the performance tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['performance_fixes_daily', 'performance_histograms_daily', 'performance_records', 'performance_page_loads']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
