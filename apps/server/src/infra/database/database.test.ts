import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrateToLatest } from './migrate.ts';
import { dropMonthPartitionsBefore, monthPartitionName, monthStart } from './month-partitions.ts';
import { forEachDialect } from '../../test-support/dialects.ts';

// Every table of migrations 0001-0009, so a migration that fails to create one is caught on both dialects.
const TABLES = [
  'analytics_client_errors', 'analytics_events', 'analytics_rollups_daily', 'analytics_rollups_hourly',
  'analytics_salts', 'captcha_settings', 'captcha_uses', 'cart_checkouts', 'cart_entries', 'carts', 'categories',
  'checkout_settings', 'collection_sorts', 'collections', 'contributors', 'editor_documents', 'editor_versions', 'experiment_assignments', 'experiments', 'form_submissions',
  'forms', 'galleries', 'gift_cards', 'idempotency_keys', 'items', 'mailing_list', 'media_files', 'media_usage',
  'member_area_content', 'member_areas', 'memberships', 'order_items', 'orders', 'outbox', 'owner_sessions',
  'payments', 'performance_fixes_daily', 'performance_histograms_daily', 'performance_page_load_metrics', 'performance_page_loads',
  'performance_records', 'product_media', 'products', 'rate_limits', 'recording_carts', 'recording_chunks',
  'recordings', 'restock_signups', 'site_content_settings', 'site_user_addresses', 'site_user_sessions',
  'site_user_tokens', 'site_users', 'stock_movements', 'submission_keys', 'subscriptions', 'taxonomy_terms', 'variant_media',
  'variants', 'website_hosts', 'websites',
  // Issues 16–17.
  'api_keys', 'calendar_events', 'comment_item_states', 'comment_likes', 'comment_settings', 'comments',
  'integration_deliveries', 'mailing_list_connections', 'product_feeds', 'protected_pages', 'search_documents',
  'search_index_state', 'site_access_settings', 'site_styles', 'webhooks',
  // Issues 29 and 30: the jobs' lease, payment settings and provider events, the owner's work on orders.
  'job_leases', 'test_payment_records', 'payment_settings', 'payment_webhook_events', 'order_events', 'order_fulfillments', 'order_refunds',
  // Issue 34: redirects from old addresses, imports.
  'import_records', 'imports', 'redirects',
  // Issue 31: the design each site uses.
  'site_designs',
  // Issue 30 item 6: discounts and their redemptions.
  'discount_redemptions', 'discounts',
  // Issue 30 items 4 and 5: shipping zones, tax rates, orders' tax lines.
  'order_tax_lines', 'shipping_zones', 'tax_rates',
].sort();

/** SQLite's FTS5 index of site search and its shadow tables (PostgreSQL searches a tsvector column instead). */
const isFullTextIndex = (name: string) => /^search_fts(_\w+)?$/.test(name);

/** A monthly or default partition of a time-partitioned table (PostgreSQL lists them as tables). */
function isEventPartition(name: string): boolean {
  return /^(analytics_events|performance_records)_(default|y\d{4}m\d{2})$/.test(name);
}

forEachDialect('openDatabase and migrations', (t) => {
  it('creates every table on open', async () => {
    const all = (await t.db.introspection.getTables()).map((table) => table.name);
    const tables = all.filter((name) => !isEventPartition(name) && !isFullTextIndex(name)).sort();
    expect(tables).toEqual(TABLES);
    expect(all.includes('search_fts')).toBe(t.dialect === 'sqlite');
  });

  it('partitions the analytics events by month on PostgreSQL, with a default partition', async () => {
    const partitions = (await t.db.introspection.getTables()).map((table) => table.name).filter(isEventPartition);
    if (t.dialect === 'sqlite') {
      expect(partitions).toEqual([]);
      return;
    }
    expect(partitions).toContain('analytics_events_default');
    expect(partitions).toContain(monthPartitionName('analytics_events', monthStart(Date.now())));
    expect(partitions).toContain(monthPartitionName('analytics_events', monthStart(Date.now(), 11)));
    // A row of this month lands in this month's partition, one far in the past in the default one.
    await t.db.insertInto('websites').values({ id: 'w-partitions', name: 'W', is_default: 0, created_at: 1 }).execute();
    const row = { website_id: 'w-partitions', kind: 'hit' as const, visitor_id: 'v', counting: 'cookie' as const };
    await t.db.insertInto('analytics_events').values([{ ...row, occurred_at: Date.now() }, { ...row, occurred_at: 1000 }]).execute();
    const { rows } = await sql<{ partition: string }>`select tableoid::regclass::text as partition from analytics_events order by occurred_at`.execute(t.db);
    expect(rows.map((r) => r.partition)).toEqual(['analytics_events_default', monthPartitionName('analytics_events', monthStart(Date.now()))]);
    // Retention drops whole months.
    const dropped = await dropMonthPartitionsBefore(t.db, 'analytics_events', monthStart(Date.now(), -1));
    expect(dropped).toContain(monthPartitionName('analytics_events', monthStart(Date.now(), -2)));
    expect(await t.db.selectFrom('analytics_events').select('kind').execute()).toHaveLength(2);
    await t.db.deleteFrom('websites').where('id', '=', 'w-partitions').execute(); // the other tests start from no site
    expect(await t.db.selectFrom('analytics_events').select('kind').execute()).toHaveLength(0);
  });

  it('is idempotent: migrating again runs nothing', async () => {
    const result = await migrateToLatest(t.db);
    expect(result.results).toEqual([]);
  });

  it('reads bigint epoch milliseconds and counts back as numbers', async () => {
    const now = 1_767_225_600_123;
    await t.db.insertInto('websites').values({ id: 'w1', name: 'W', is_default: 0, created_at: now }).execute();
    const row = await t.db.selectFrom('websites').select(['created_at', 'currency', 'time_zone', 'content_version']).executeTakeFirstOrThrow();
    expect(row).toEqual({ created_at: now, currency: 'USD', time_zone: 'America/New_York', content_version: 1 });
    const count = await t.db.selectFrom('websites').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it('enforces foreign keys', async () => {
    await expect(
      t.db.insertInto('website_hosts').values({ host: 'x.test', website_id: 'missing' }).execute(),
    ).rejects.toThrow();
  });

  it('runs on the dialect it says', async () => {
    const probe = t.dialect === 'sqlite' ? sql`select sqlite_version() as v` : sql`select version() as v`;
    const { rows } = await probe.execute(t.db);
    expect(rows).toHaveLength(1);
    expect(t.database.dialect).toBe(t.dialect);
  });
});
