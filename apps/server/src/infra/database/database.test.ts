import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrateToLatest } from './migrate.ts';
import { forEachDialect } from '../../test-support/dialects.ts';

// Every table of migrations 0001-0007, so a migration that fails to create one is caught on both dialects.
const TABLES = [
  'captcha_settings', 'captcha_uses', 'cart_checkouts', 'cart_entries', 'carts', 'categories', 'checkout_settings',
  'collections', 'contributors', 'form_submissions', 'forms', 'gift_cards', 'idempotency_keys', 'items', 'mailing_list',
  'member_area_content', 'member_areas', 'memberships', 'order_items', 'orders', 'outbox', 'owner_sessions', 'payments',
  'products', 'rate_limits', 'restock_signups', 'site_content_settings', 'site_user_addresses', 'site_user_sessions',
  'site_user_tokens', 'site_users', 'stock_movements', 'submission_keys', 'subscriptions', 'variants', 'website_hosts', 'websites',
];

forEachDialect('openDatabase and migrations', (t) => {
  it('creates every table on open', async () => {
    const tables = (await t.db.introspection.getTables()).map((table) => table.name).sort();
    expect(tables).toEqual(TABLES);
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
