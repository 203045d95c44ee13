import { getOwnerCustomer, listOwnerCustomers } from '@plinth/api';
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { claimGuestOrders, createOrder } from '../orders/index.ts';
import { createWebsite } from '../site/index.ts';
import { createSiteUser, TEST_ARGON2_COST } from '../site-users/index.ts';
import { createSubscription } from '../subscriptions/index.ts';
import { addTestProduct, defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';
import { addSiteUser } from '../../test-support/site-users.ts';
import { forEachStore } from '../../test-support/test-app.ts';

const line = { itemId: 'item-1', variantId: 'variant-1', sku: 'TEE-S', productName: 'Tee', quantity: 1, unitPriceCents: 1250 };

/** An order of the demo site placed with `email`, then joined to the account as a verified address does. */
async function orderFor(db: Kysely<Schema>, siteUser: { id: string; email: string }, grandTotalCents: number, options: { currency?: string; now?: number } = {}) {
  const websiteId = await defaultSiteId(db);
  const order = await createOrder(db, {
    websiteId,
    testMode: true,
    customerEmail: siteUser.email,
    currency: options.currency ?? 'USD',
    subtotalCents: grandTotalCents,
    grandTotalCents,
    items: [{ ...line, unitPriceCents: grandTotalCents }],
    now: options.now ?? Date.now(),
  });
  await claimGuestOrders(db, websiteId, siteUser.id, siteUser.email);
  return order;
}

/** A member area of the demo site and, when given, a membership of it (rows as the member-areas feature writes them). */
async function areaWithMember(db: Kysely<Schema>, name: string, member?: { siteUserId: string; status?: string; endsAt?: number | null; source?: string }) {
  const websiteId = await defaultSiteId(db);
  const areaId = newId();
  await db.insertInto('member_areas').values({ id: areaId, website_id: websiteId, name, created_at: Date.now(), updated_at: Date.now() }).execute();
  if (member) {
    await db
      .insertInto('memberships')
      .values({ id: newId(), website_id: websiteId, member_area_id: areaId, site_user_id: member.siteUserId, source: member.source ?? 'manual', status: member.status ?? 'active', ends_at: member.endsAt ?? null, created_at: Date.now() })
      .execute();
  }
  return areaId;
}

forEachStore('owner customers', (store) => {
  it('lists a customer with orders count, total spent in the site currency, current member areas and sign-up date', async () => {
    const tag = newId().slice(0, 8);
    const customer = await addSiteUser(store.db, { email: `list-${tag}@plinth.test`, name: `Ada ${tag}` });
    await orderFor(store.db, customer, 2500);
    await orderFor(store.db, customer, 1075);
    // An order in another currency counts as an order, not in the sum of the site's currency.
    await orderFor(store.db, customer, 9900, { currency: 'EUR' });
    await areaWithMember(store.db, `Zeta ${tag}`, { siteUserId: customer.id });
    await areaWithMember(store.db, `Alpha ${tag}`, { siteUserId: customer.id, status: 'cancelled', endsAt: Date.now() + 86_400_000 });
    await areaWithMember(store.db, `Lapsed ${tag}`, { siteUserId: customer.id, status: 'cancelled', endsAt: Date.now() - 1000 });
    await areaWithMember(store.db, `Revoked ${tag}`, { siteUserId: customer.id, status: 'revoked' });

    const owner = await ownerVisitor(store, 'STORE_MANAGER');
    const response = await owner.request({ method: 'GET', url: `/api/owner/customers?query=${tag}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(listOwnerCustomers.response.safeParse(response.json()).error).toBeUndefined();
    expect(response.json()).toEqual({
      customers: [
        {
          id: customer.id,
          name: `Ada ${tag}`,
          email: `list-${tag}@plinth.test`,
          emailVerified: true,
          ordersCount: 3,
          totalSpent: { value: '35.75', currency: 'USD', decimalValue: '35.75', currencyCode: 'USD' },
          memberAreas: [`Alpha ${tag}`, `Zeta ${tag}`],
          createdAt: customer.createdAt,
        },
      ],
      nextCursor: null,
    });
  });

  it('searches name and e-mail case-insensitively, treats % and _ as text, and pages newest first', async () => {
    const tag = newId().slice(0, 8);
    const byName = await addSiteUser(store.db, { email: `someone-${newId().slice(0, 6)}@plinth.test`, name: `Grace HOPPER${tag}` });
    const byEmail = await addSiteUser(store.db, { email: `hopper${tag}@plinth.test`, name: 'Other' });
    await addSiteUser(store.db, { name: `Nobody ${tag.toUpperCase()}x` });
    const owner = await ownerVisitor(store, 'REPORTING');
    const search = async (query: string) => {
      const answer = (await owner.request({ method: 'GET', url: `/api/owner/customers?query=${encodeURIComponent(query)}` })).json();
      return (answer.customers as { id: string }[]).map((c) => c.id);
    };
    expect(new Set(await search(`HoPpEr${tag}`))).toEqual(new Set([byName.id, byEmail.id]));
    expect(await search(`  hopper${tag}@PLINTH  `)).toEqual([byEmail.id]);
    expect(await search(`hopper%${tag}`)).toEqual([]);
    expect(await search(`hopper_${tag.slice(1)}`)).toEqual([]);

    const seen: { id: string; createdAt: number }[] = [];
    let cursor: string | null = null;
    do {
      const page: { customers: typeof seen; nextCursor: string | null } = (
        await owner.request({ method: 'GET', url: `/api/owner/customers?limit=2${cursor ? `&cursor=${cursor}` : ''}` })
      ).json();
      expect(page.customers.length).toBeLessThanOrEqual(2);
      seen.push(...page.customers);
      cursor = page.nextCursor;
    } while (cursor);
    const total = await store.db.selectFrom('site_users').select((eb) => eb.fn.countAll<number | string>().as('n')).where('website_id', '=', await defaultSiteId(store.db)).executeTakeFirstOrThrow();
    expect(seen.length).toBe(Number(total.n));
    expect(new Set(seen.map((c) => c.id)).size).toBe(seen.length);
    expect(seen.map((c) => c.createdAt)).toEqual([...seen.map((c) => c.createdAt)].sort((a, b) => b - a));
  });

  it('refuses a bad cursor, limit or over-long query with 400 and a clear message', async () => {
    const owner = await ownerVisitor(store, 'ADMIN');
    const ask = (query: string) => owner.request({ method: 'GET', url: `/api/owner/customers?${query}` });
    expect((await ask('cursor=%25%25')).json()).toEqual({ error: { code: 'INVALID', message: 'cursor is not valid.' } });
    expect((await ask('limit=0')).statusCode).toBe(400);
    expect((await ask('limit=abc')).statusCode).toBe(400);
    const long = await ask(`query=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('query is too long');
  });

  it("answers a customer's page: orders linking to the dashboard, subscriptions, addresses and memberships", async () => {
    const websiteId = await defaultSiteId(store.db);
    const customer = await addSiteUser(store.db, { name: 'Linus Detail' });
    const older = await orderFor(store.db, customer, 4000, { now: 1_700_000_000_000 });
    const newer = await orderFor(store.db, customer, 1500, { now: 1_700_000_100_000 });
    // Another customer's order and a guest order do not show.
    await orderFor(store.db, await addSiteUser(store.db), 777);
    await createOrder(store.db, { websiteId, testMode: false, customerEmail: 'guest@plinth.test', currency: 'USD', subtotalCents: 1, grandTotalCents: 1, items: [line] });

    const product = await store.db.selectFrom('items').select(['id', 'title']).where('website_id', '=', websiteId).where('record_type', '=', 11).executeTakeFirstOrThrow();
    const subscription = await createSubscription(store.db, {
      websiteId,
      orderId: older.id,
      itemId: product.id,
      variantId: 'variant-x',
      sku: 'SUB-1',
      quantity: 2,
      unitPriceCents: 900,
      currency: 'USD',
      customerEmail: customer.email,
      billingPeriod: { value: 1, unit: 'MONTH' },
      numBillingCycles: 0,
      now: Date.UTC(2026, 0, 31),
    });
    // A subscription whose product is gone shows the name on the order line that bought it.
    const orphan = await createSubscription(store.db, {
      websiteId,
      orderId: older.id,
      itemId: 'item-gone',
      variantId: 'variant-1',
      sku: 'TEE-S',
      quantity: 1,
      unitPriceCents: 500,
      currency: 'USD',
      customerEmail: customer.email,
      billingPeriod: { value: 1, unit: 'YEAR' },
      numBillingCycles: 1,
      now: Date.UTC(2026, 1, 1),
    });
    await store.db.updateTable('subscriptions').set({ site_user_id: customer.id }).where('id', 'in', [subscription.id, orphan.id]).execute();
    await store.db
      .insertInto('site_user_addresses')
      .values([
        { id: newId(), website_id: websiteId, site_user_id: customer.id, address_json: JSON.stringify({ city: 'Oslo', country: 'NO', zip: 123 }), is_default: 0, created_at: 1 },
        { id: newId(), website_id: websiteId, site_user_id: customer.id, address_json: JSON.stringify({ city: 'Lisbon', country: 'PT' }), is_default: 1, created_at: 2 },
      ])
      .execute();
    const areaId = await areaWithMember(store.db, 'Detail area', { siteUserId: customer.id, source: 'free' });
    await areaWithMember(store.db, 'Gone area', { siteUserId: customer.id, status: 'revoked' });

    const owner = await ownerVisitor(store, 'WEBSITE_MANAGER');
    const response = await owner.request({ method: 'GET', url: `/api/owner/customers/${customer.id}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(getOwnerCustomer.response.safeParse(response.json()).error).toBeUndefined();
    const got = response.json().customer;
    expect(got).toMatchObject({ id: customer.id, name: 'Linus Detail', email: customer.email, ordersCount: 2, totalSpent: { value: '55.00', currencyCode: 'USD' }, memberAreas: ['Detail area'], locale: null });
    expect(got.orders).toEqual([
      { id: newer.id, orderNumber: newer.orderNumber, createdAt: 1_700_000_100_000, grandTotal: { value: '15.00', currency: 'USD', decimalValue: '15.00', currencyCode: 'USD' }, testMode: true, dashboardPath: `/config/orders/${newer.id}` },
      { id: older.id, orderNumber: older.orderNumber, createdAt: 1_700_000_000_000, grandTotal: { value: '40.00', currency: 'USD', decimalValue: '40.00', currencyCode: 'USD' }, testMode: true, dashboardPath: `/config/orders/${older.id}` },
    ]);
    expect(got.subscriptions).toEqual([
      { id: orphan.id, productName: 'Tee', sku: 'TEE-S', status: 'completed', price: { value: '5.00', currency: 'USD', decimalValue: '5.00', currencyCode: 'USD' }, billingPeriod: { value: 1, unit: 'YEAR' }, nextBillingAt: null, cancelledAt: null, createdAt: Date.UTC(2026, 1, 1) },
      {
        id: subscription.id,
        productName: product.title,
        sku: 'SUB-1',
        status: 'active',
        price: { value: '18.00', currency: 'USD', decimalValue: '18.00', currencyCode: 'USD' },
        billingPeriod: { value: 1, unit: 'MONTH' },
        nextBillingAt: Date.UTC(2026, 1, 28),
        cancelledAt: null,
        createdAt: Date.UTC(2026, 0, 31),
      },
    ]);
    expect(got.addresses.map((a: { address: unknown; isDefault: boolean }) => [a.address, a.isDefault])).toEqual([
      [{ city: 'Lisbon', country: 'PT' }, true],
      [{ city: 'Oslo', country: 'NO' }, false],
    ]);
    expect(got.memberships).toEqual([
      { id: expect.any(String), memberAreaId: areaId, memberAreaName: 'Detail area', source: 'free', status: 'active', endsAt: null, current: true, createdAt: expect.any(Number) },
      expect.objectContaining({ memberAreaName: 'Gone area', status: 'revoked', current: false }),
    ]);
  });

  it('shows a paid membership that is a subscription to the area\'s product, current while paid and not revoked', async () => {
    const websiteId = await defaultSiteId(store.db);
    const customer = await addSiteUser(store.db, { name: 'Paying Member' });
    const order = await orderFor(store.db, customer, 900);
    const { itemId, variantIds } = await addTestProduct(store.db, 'Club membership');
    const areaId = newId();
    await store.db.insertInto('member_areas').values({ id: areaId, website_id: websiteId, name: `Paid club ${areaId.slice(0, 4)}`, access_type: 'paid', item_id: itemId, created_at: 1, updated_at: 1 }).execute();
    const subscription = await createSubscription(store.db, {
      websiteId,
      orderId: order.id,
      itemId,
      variantId: variantIds[0],
      sku: 'CLUB',
      quantity: 1,
      unitPriceCents: 900,
      currency: 'USD',
      customerEmail: customer.email,
      billingPeriod: { value: 1, unit: 'MONTH' },
      numBillingCycles: 0,
      now: Date.now(),
    });
    await store.db.updateTable('subscriptions').set({ site_user_id: customer.id }).where('id', '=', subscription.id).execute();
    const owner = await ownerVisitor(store, 'ADMIN');
    const read = async () => (await owner.request({ method: 'GET', url: `/api/owner/customers/${customer.id}` })).json().customer;

    let got = await read();
    expect(got.memberAreas).toEqual([`Paid club ${areaId.slice(0, 4)}`]);
    expect(got.memberships).toEqual([{ id: subscription.id, memberAreaId: areaId, memberAreaName: `Paid club ${areaId.slice(0, 4)}`, source: 'purchase', status: 'active', endsAt: null, current: true, createdAt: subscription.createdAt }]);
    expect(got.subscriptions.map((s: { productName: string }) => s.productName)).toEqual(['Club membership']);

    // Cancelled: access lasts to the end of the paid period, then goes.
    const periodEnd = Date.now() + 86_400_000;
    await store.db.updateTable('subscriptions').set({ status: 'cancelled', cancelled_at: Date.now(), next_billing_at: periodEnd }).where('id', '=', subscription.id).execute();
    got = await read();
    expect(got.memberships[0]).toMatchObject({ status: 'cancelled', endsAt: periodEnd, current: true });
    await store.db.updateTable('subscriptions').set({ next_billing_at: Date.now() - 1000 }).where('id', '=', subscription.id).execute();
    got = await read();
    expect(got.memberAreas).toEqual([]);
    expect(got.memberships[0]).toMatchObject({ current: false });

    // Paid up again but revoked by the owner: the revocation wins.
    await store.db.updateTable('subscriptions').set({ status: 'active', cancelled_at: null, next_billing_at: periodEnd }).where('id', '=', subscription.id).execute();
    await store.db.insertInto('memberships').values({ id: newId(), website_id: websiteId, member_area_id: areaId, site_user_id: customer.id, source: 'manual', status: 'revoked', ends_at: null, created_at: 2 }).execute();
    const listed = (await owner.request({ method: 'GET', url: `/api/owner/customers?query=${encodeURIComponent(customer.email)}` })).json().customers;
    expect(listed).toEqual([expect.objectContaining({ id: customer.id, memberAreas: [] })]);
  });

  it("answers 404 for an unknown customer and for another site's", async () => {
    const euros = await createWebsite(store.db, { name: 'Customers elsewhere', currency: 'EUR', hosts: [`customers-${newId().slice(0, 6)}.test`] });
    const stranger = await createSiteUser(store.db, { websiteId: euros.id, email: 'stranger@plinth.test', password: 'customer-password-1', name: 'Stranger', verifiedAt: null, now: Date.now(), cost: TEST_ARGON2_COST });
    const owner = await ownerVisitor(store, 'ADMIN');
    for (const id of [stranger!.id, '0'.repeat(24)]) {
      const response = await owner.request({ method: 'GET', url: `/api/owner/customers/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such customer.' } });
    }
    const listed = (await owner.request({ method: 'GET', url: '/api/owner/customers?query=stranger%40plinth' })).json();
    expect(listed.customers).toEqual([]);
  });

  it('refuses roles without customers:read and visitors without a session', async () => {
    expect((await (await ownerVisitor(store)).request({ method: 'GET', url: '/api/owner/customers' })).statusCode).toBe(401);
    expect((await (await ownerVisitor(store, 'EDITOR')).request({ method: 'GET', url: '/api/owner/customers' })).statusCode).toBe(403);
  });
});
