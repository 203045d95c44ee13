import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.ts';
import { forEachDialect } from '../../test-support/dialects.ts';
import { defaultSiteId } from '../../test-support/owner.ts';
import { listOrderSubscriptions } from './subscriptions-repository.ts';
import { addBillingPeriod, createSubscription, type NewSubscription } from './subscriptions-service.ts';

describe('addBillingPeriod', () => {
  it('adds weeks as 7 days and months and years as calendar months, clamped to the month end', () => {
    expect(addBillingPeriod(Date.UTC(2026, 0, 1), { value: 2, unit: 'WEEK' })).toBe(Date.UTC(2026, 0, 15));
    expect(addBillingPeriod(Date.UTC(2026, 0, 31), { value: 1, unit: 'MONTH' })).toBe(Date.UTC(2026, 1, 28));
    expect(addBillingPeriod(Date.UTC(2028, 0, 31, 9), { value: 1, unit: 'MONTH' })).toBe(Date.UTC(2028, 1, 29, 9));
    expect(addBillingPeriod(Date.UTC(2026, 10, 30), { value: 3, unit: 'MONTH' })).toBe(Date.UTC(2027, 1, 28));
    expect(addBillingPeriod(Date.UTC(2028, 1, 29), { value: 1, unit: 'YEAR' })).toBe(Date.UTC(2029, 1, 28));
  });
});

forEachDialect('subscription ledger', (t) => {
  it('records the first cycle as billed: active until the next billing, or completed for a one-cycle plan', async () => {
    await seedDemo(t.db);
    const websiteId = await defaultSiteId(t.db);
    const item = await t.db.selectFrom('items').select('id').executeTakeFirstOrThrow();
    const base: NewSubscription = {
      websiteId,
      orderId: 'order-1',
      itemId: item.id,
      variantId: 'variant-1',
      sku: 'COFFEE',
      quantity: 1,
      unitPriceCents: 1900,
      currency: 'USD',
      customerEmail: 'ada@example.com',
      billingPeriod: { value: 1, unit: 'MONTH' },
      numBillingCycles: 0,
      now: Date.UTC(2026, 0, 31),
    };
    const ongoing = await createSubscription(t.db, base);
    expect(ongoing).toMatchObject({ cyclesBilled: 1, status: 'active', nextBillingAt: Date.UTC(2026, 1, 28), createdAt: Date.UTC(2026, 0, 31) });
    const once = await createSubscription(t.db, { ...base, numBillingCycles: 1, now: Date.UTC(2026, 0, 31) + 1 });
    expect(once).toMatchObject({ cyclesBilled: 1, status: 'completed', nextBillingAt: null });
    expect(await listOrderSubscriptions(t.db, websiteId, 'order-1')).toEqual([ongoing, once]);
  });
});
