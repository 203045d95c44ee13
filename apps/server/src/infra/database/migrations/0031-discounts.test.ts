import { expect, it } from 'vitest';
import { forEachDialect } from '../../../test-support/dialects.ts';
import { down, up } from './0031-discounts.ts';

forEachDialect('migration 0031-discounts', (t) => {
  it("turns a store's checkout_settings coupons into code discounts (once each, any case) and empties coupons_json", async () => {
    const now = 1_767_225_600_000;
    await t.db.insertInto('websites').values({ id: 'w31', name: 'W', is_default: 0, created_at: now }).execute();
    await down(t.db);
    await t.db
      .insertInto('checkout_settings')
      .values({
        website_id: 'w31',
        coupons_json: JSON.stringify([
          { code: 'TEN', kind: 'PERCENTAGE', percentBasisPoints: 1000, stackable: true },
          { code: ' five ', kind: 'FIXED_AMOUNT', amountCents: 500, minimumSubtotalCents: 2000, expiresAt: now + 1 },
          { code: 'ten', kind: 'FIXED_AMOUNT', amountCents: 1 },
        ]),
        updated_at: now,
      } as never)
      .execute();
    await up(t.db);
    const rows = await t.db.selectFrom('discounts').select(['website_id', 'code', 'code_key', 'kind', 'value', 'minimum_subtotal_cents', 'ends_at', 'stackable', 'times_used']).where('website_id', '=', 'w31').orderBy('code_key').execute();
    expect(rows.map((r) => ({ ...r, value: Number(r.value), ends_at: r.ends_at === null ? null : Number(r.ends_at), stackable: Number(r.stackable), times_used: Number(r.times_used) }))).toEqual([
      { website_id: 'w31', code: 'five', code_key: 'FIVE', kind: 'FIXED_AMOUNT', value: 500, minimum_subtotal_cents: 2000, ends_at: now + 1, stackable: 0, times_used: 0 },
      { website_id: 'w31', code: 'TEN', code_key: 'TEN', kind: 'PERCENTAGE', value: 1000, minimum_subtotal_cents: null, ends_at: null, stackable: 1, times_used: 0 },
    ]);
    const settings = await t.db.selectFrom('checkout_settings').select('coupons_json').where('website_id', '=', 'w31').executeTakeFirstOrThrow();
    expect(settings.coupons_json).toBe('[]');
  });
});
