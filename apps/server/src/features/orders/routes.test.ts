import { getOwnerOrder, listOwnerOrders } from '@plinth/api';
import { expect, it } from 'vitest';
import { createOrder } from './orders-service.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { defaultSiteId, ownerVisitor } from '../../test-support/owner.ts';

forEachStore('owner orders', (store) => {
  const line = { itemId: 'item-1', variantId: 'variant-1', sku: 'TEE-S', productName: 'Tee', quantity: 2, unitPriceCents: 1250 };

  it('answers an order with the Order fields of storefront.md §3, money as value/currency/decimalValue/currencyCode', async () => {
    const websiteId = await defaultSiteId(store.db);
    const order = await createOrder(store.db, {
      websiteId,
      purchasedCartId: 'cart-1',
      testMode: true,
      customerEmail: 'buyer@plinth.test',
      currency: 'USD',
      subtotalCents: 2500,
      taxCents: 200,
      shippingCents: 500,
      discountCents: 100,
      grandTotalCents: 3100,
      shippingAddress: { city: 'Lisbon', country: 'PT' },
      items: [line],
      now: 1_700_000_000_000,
    });
    const owner = await ownerVisitor(store, 'BILLING');
    const response = await owner.request({ method: 'GET', url: `/api/owner/orders/${order.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toEqual({
      id: order.id,
      orderNumber: order.orderNumber,
      purchasedCartId: 'cart-1',
      testMode: true,
      websiteId,
      customerEmail: 'buyer@plinth.test',
      items: [{ id: order.items[0]!.id, sku: 'TEE-S', productName: 'Tee', quantity: 2, unitPrice: { value: '12.50', currency: 'USD', decimalValue: '12.50', currencyCode: 'USD' }, fulfilledQuantity: 0, refundedQuantity: 0 }],
      subtotal: { value: '25.00', currency: 'USD', decimalValue: '25.00', currencyCode: 'USD' },
      discountTotal: { value: '1.00', currency: 'USD', decimalValue: '1.00', currencyCode: 'USD' },
      shippingTotal: { value: '5.00', currency: 'USD', decimalValue: '5.00', currencyCode: 'USD' },
      taxTotal: { value: '2.00', currency: 'USD', decimalValue: '2.00', currencyCode: 'USD' },
      grandTotal: { value: '31.00', currency: 'USD', decimalValue: '31.00', currencyCode: 'USD' },
      shippingAddress: { city: 'Lisbon', country: 'PT' },
      paymentStatus: 'paid',
      fulfillmentStatus: 'unfulfilled',
      refundedTotal: { value: '0.00', currency: 'USD', decimalValue: '0.00', currencyCode: 'USD' },
      cancelledAt: null,
      createdAt: 1_700_000_000_000,
    });
    expect(getOwnerOrder.response.safeParse(response.json()).error).toBeUndefined();
    expect((await owner.request({ method: 'GET', url: `/api/owner/orders/${'0'.repeat(24)}` })).statusCode).toBe(404);
  });

  it('numbers orders per site without gaps even when created concurrently, and lists them newest first by page', async () => {
    const websiteId = await defaultSiteId(store.db);
    const base = { websiteId, testMode: false, customerEmail: 'c@plinth.test', currency: 'USD', subtotalCents: 100, grandTotalCents: 100, items: [line] };
    const made = await Promise.all(Array.from({ length: 6 }, (_, i) => createOrder(store.db, { ...base, now: 1_800_000_000_000 + i })));
    const numbers = made.map((o) => o.orderNumber).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(6);
    const owner = await ownerVisitor(store, 'REPORTING');
    const seen: { id: string; createdAt: number }[] = [];
    let cursor: string | null = null;
    do {
      const page: { orders: typeof seen; nextCursor: string | null } = (await owner.request({ method: 'GET', url: `/api/owner/orders?limit=4${cursor ? `&cursor=${cursor}` : ''}` })).json();
      expect(listOwnerOrders.response.safeParse(page).error).toBeUndefined();
      seen.push(...page.orders);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.length).toBeGreaterThanOrEqual(7);
    expect(seen.map((o) => o.createdAt)).toEqual([...seen.map((o) => o.createdAt)].sort((a, b) => b - a));
    expect(new Set(seen.map((o) => o.id)).size).toBe(seen.length);
    expect((await owner.request({ method: 'GET', url: '/api/owner/orders?cursor=%%%' })).json()).toEqual({ error: { code: 'INVALID', message: 'cursor is not valid.' } });
  });

  it('searches by number, e-mail and name, filters by states and days, and exports the same as CSV', async () => {
    const websiteId = await defaultSiteId(store.db);
    const tag = `s${Date.now()}`;
    const base = { websiteId, testMode: false, currency: 'USD', subtotalCents: 2500, grandTotalCents: 2500, items: [line] };
    const ada = await createOrder(store.db, { ...base, customerEmail: `ada-${tag}@example.com`, shippingAddress: { firstName: 'Ada', lastName: `Lovelace${tag}`, city: 'London' }, now: Date.UTC(2031, 0, 10, 12) });
    const bob = await createOrder(store.db, { ...base, customerEmail: `bob-${tag}@example.com`, shippingAddress: { firstName: 'Bob', lastName: `Baker${tag}`, city: 'Leeds' }, now: Date.UTC(2031, 0, 20, 12) });
    await store.db.updateTable('orders').set({ fulfillment_status: 'fulfilled', payment_status: 'partially_refunded' }).where('id', '=', bob.id).execute();
    const owner = await ownerVisitor(store, 'VIEWER');
    const numbers = async (query: string) => ((await owner.request({ method: 'GET', url: `/api/owner/orders?${query}` })).json().orders as { orderNumber: number }[]).map((o) => o.orderNumber);
    expect(await numbers(`q=${encodeURIComponent(`ADA-${tag}@`)}`)).toEqual([ada.orderNumber]);
    expect(await numbers(`q=${encodeURIComponent(`bob baker${tag}`)}`)).toEqual([bob.orderNumber]);
    expect(await numbers(`q=${encodeURIComponent(`#${ada.orderNumber}`)}`)).toContain(ada.orderNumber);
    expect(await numbers(`q=${tag}&fulfillmentStatus=fulfilled`)).toEqual([bob.orderNumber]);
    expect(await numbers(`q=${tag}&paymentStatus=paid`)).toEqual([ada.orderNumber]);
    expect(await numbers(`q=${tag}&from=2031-01-15&to=2031-01-20`)).toEqual([bob.orderNumber]);
    expect(await numbers(`q=${tag}&to=2031-01-10`)).toEqual([ada.orderNumber]);
    expect(await numbers(`q=${encodeURIComponent('100%_')}`)).toEqual([]);
    const bad = await owner.request({ method: 'GET', url: '/api/owner/orders?from=2031-02-30' });
    expect([bad.statusCode, bad.json().error.message]).toEqual([400, 'Dates are YYYY-MM-DD.']);
    expect((await owner.request({ method: 'GET', url: '/api/owner/orders?paymentStatus=lost' })).statusCode).toBe(400);

    const csv = await owner.request({ method: 'GET', url: `/api/owner/orders/export.csv?q=${tag}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n').length > 1 ? csv.body.split('\r\n') : csv.body.split('\n')).toEqual([
      '\uFEFFOrder,Placed (UTC),E-mail,Name,Payment,Fulfilment,Currency,Total,Refunded,Items,Tracking,Cancelled',
      `${bob.orderNumber},2031-01-20T12:00:00.000Z,bob-${tag}@example.com,Bob Baker${tag},partially_refunded,fulfilled,USD,25.00,0.00,2 × Tee (TEE-S),,`,
      `${ada.orderNumber},2031-01-10T12:00:00.000Z,ada-${tag}@example.com,Ada Lovelace${tag},paid,unfulfilled,USD,25.00,0.00,2 × Tee (TEE-S),,`,
      '',
    ]);
    const none = await ownerVisitor(store, 'EDITOR');
    expect((await none.request({ method: 'GET', url: '/api/owner/orders/export.csv' })).statusCode).toBe(403);
  });
});
