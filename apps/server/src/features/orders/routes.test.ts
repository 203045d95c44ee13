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
      items: [{ sku: 'TEE-S', productName: 'Tee', quantity: 2, unitPrice: { value: '12.50', currency: 'USD', decimalValue: '12.50', currencyCode: 'USD' } }],
      subtotal: { value: '25.00', currency: 'USD', decimalValue: '25.00', currencyCode: 'USD' },
      discountTotal: { value: '1.00', currency: 'USD', decimalValue: '1.00', currencyCode: 'USD' },
      shippingTotal: { value: '5.00', currency: 'USD', decimalValue: '5.00', currencyCode: 'USD' },
      taxTotal: { value: '2.00', currency: 'USD', decimalValue: '2.00', currencyCode: 'USD' },
      grandTotal: { value: '31.00', currency: 'USD', decimalValue: '31.00', currencyCode: 'USD' },
      shippingAddress: { city: 'Lisbon', country: 'PT' },
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
});
